import { describe, expect, it } from 'vitest';
import {
  appendSentMessage,
  type ChatMessage,
  createCustomerMessage,
  isBlankMessage,
  isSentMessages,
  lastMessage,
  MESSAGE_COUNTER_FROM,
  MESSAGE_MAX_LENGTH,
  type MessageThread,
  mergeThread,
  messageLength,
  messageProblem,
  repairSentMessages,
  showsMessageCounter,
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
  it('keeps markup as plain text', () => {
    expect(createCustomerMessage('<img src=x onerror=alert(1)>', { now })?.text).toBe('<img src=x onerror=alert(1)>');
  });
  it('sends a message of exactly the limit whole, and refuses a longer one instead of cutting it', () => {
    expect(createCustomerMessage('a'.repeat(MESSAGE_MAX_LENGTH), { now })?.text).toHaveLength(MESSAGE_MAX_LENGTH);
    expect(createCustomerMessage('a'.repeat(MESSAGE_MAX_LENGTH + 1), { now })).toBeUndefined();
    // Surrounding spaces are trimmed before counting.
    expect(createCustomerMessage(`  ${'a'.repeat(MESSAGE_MAX_LENGTH)}  `, { now })?.text).toHaveLength(MESSAGE_MAX_LENGTH);
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

describe('message limits', () => {
  it('names the problem: blank, too long, or none', () => {
    expect(messageProblem('   ')).toBe('blank');
    expect(messageProblem('', 'label.pdf')).toBeUndefined();
    expect(messageProblem('a'.repeat(MESSAGE_MAX_LENGTH))).toBeUndefined();
    expect(messageProblem('a'.repeat(MESSAGE_MAX_LENGTH + 1))).toBe('tooLong');
    expect(messageProblem('a'.repeat(MESSAGE_MAX_LENGTH + 1), 'label.pdf')).toBe('tooLong');
  });
  it('counts characters as a person does (an emoji is one)', () => {
    expect(messageLength(' 👍 ok ')).toBe(4);
  });
  it('shows the counter from 1,800 characters', () => {
    expect(MESSAGE_COUNTER_FROM).toBe(1800);
    expect(showsMessageCounter('a'.repeat(1799))).toBe(false);
    expect(showsMessageCounter('a'.repeat(1800))).toBe(true);
  });
});

describe('repairSentMessages', () => {
  const good = { id: 'c1', sender: 'customer', text: 'Thanks', sentAt: '2026-11-22T10:00:00.000Z' };
  it('keeps good messages as they are', () => {
    expect(repairSentMessages({ t1: [good] })).toEqual({ t1: [good] });
  });
  it('ignores anything that is not an object of threads', () => {
    expect(repairSentMessages(null)).toBeUndefined();
    expect(repairSentMessages([good])).toBeUndefined();
    expect(repairSentMessages('x')).toBeUndefined();
  });
  it('drops messages with a bad timestamp', () => {
    for (const sentAt of ['yesterday', '', '2026-13-01T10:00:00Z', '2026-02-30T10:00:00Z', 5, null]) {
      expect(repairSentMessages({ t1: [good, { ...good, id: 'c2', sentAt }] })).toEqual({ t1: [good] });
    }
  });
  it('drops a message without an id, sender or text, and keeps the first of two with the same id', () => {
    const later = { ...good, text: 'Duplicate' };
    expect(
      repairSentMessages({
        t1: [good, later, { ...good, id: '' }, { ...good, id: 'c3', sender: 'bot' }, { ...good, id: 'c4', text: 7 }],
      }),
    ).toEqual({ t1: [good] });
  });
  it('drops a thread entry that is not a list, and leaves out an attachment that is not a name', () => {
    expect(repairSentMessages({ t1: 'oops', t2: [{ ...good, attachment: 42 }] })).toEqual({ t2: [good] });
  });
});
