import { describe, expect, it } from 'vitest';
import {
  appendSentMessage,
  type ChatMessage,
  createCustomerMessage,
  isBlankMessage,
  isSentMessages,
  lastMessage,
  MESSAGE_MAX_LENGTH,
  type MessageThread,
  mergeThread,
} from './messages';

const now = new Date('2026-11-22T10:00:00Z');
const thread: MessageThread = {
  id: 't1',
  projectId: '1',
  title: 'Energy Drink - Tropical',
  messages: [{ id: 'm1', sender: 'support', text: 'Hello', sentAt: '2026-11-22T09:00:00Z' }],
};

describe('isBlankMessage', () => {
  it('treats empty and whitespace-only text as blank', () => {
    expect(isBlankMessage('')).toBe(true);
    expect(isBlankMessage(' \n\t ')).toBe(true);
    expect(isBlankMessage(' hi ')).toBe(false);
  });
});

describe('createCustomerMessage', () => {
  it('sends nothing for blank text without attachment', () => {
    expect(createCustomerMessage('   ', { now })).toBeUndefined();
    expect(createCustomerMessage('', { attachment: '  ', now })).toBeUndefined();
  });
  it('trims text and stamps the time', () => {
    expect(createCustomerMessage('  Hi there ', { now, id: 'x' })).toEqual({
      id: 'x',
      sender: 'customer',
      text: 'Hi there',
      sentAt: '2026-11-22T10:00:00.000Z',
    });
  });
  it('sends an attachment alone', () => {
    expect(createCustomerMessage('', { attachment: 'label.pdf', now, id: 'x' })).toMatchObject({
      text: '',
      attachment: 'label.pdf',
    });
  });
  it('keeps markup as plain text and cuts long text', () => {
    expect(createCustomerMessage('<img src=x onerror=alert(1)>', { now })?.text).toBe('<img src=x onerror=alert(1)>');
    expect(createCustomerMessage('a'.repeat(MESSAGE_MAX_LENGTH + 10), { now })?.text).toHaveLength(MESSAGE_MAX_LENGTH);
  });
  it('gives distinct ids', () => {
    expect(createCustomerMessage('a', { now })?.id).not.toBe(createCustomerMessage('a', { now })?.id);
  });
});

describe('sent messages', () => {
  const message: ChatMessage = { id: 'c1', sender: 'customer', text: 'Thanks', sentAt: now.toISOString() };
  it('appends without changing the input', () => {
    const before = {};
    const after = appendSentMessage(before, 't1', message);
    expect(before).toEqual({});
    expect(appendSentMessage(after, 't1', { ...message, id: 'c2' }).t1.map((m) => m.id)).toEqual(['c1', 'c2']);
  });
  it('merges sent messages after the thread’s own', () => {
    const merged = mergeThread(thread, { t1: [message] });
    expect(merged.messages.map((m) => m.id)).toEqual(['m1', 'c1']);
    expect(lastMessage(merged)).toBe(message);
    expect(mergeThread(thread, {})).toBe(thread);
  });
  it('validates stored values', () => {
    expect(isSentMessages({ t1: [message] })).toBe(true);
    expect(isSentMessages({})).toBe(true);
    expect(isSentMessages({ t1: [{ ...message, sender: 'admin' }] })).toBe(false);
    expect(isSentMessages({ t1: [{ ...message, sentAt: 'yesterday' }] })).toBe(false);
    expect(isSentMessages([])).toBe(false);
    expect(isSentMessages(null)).toBe(false);
  });
});
