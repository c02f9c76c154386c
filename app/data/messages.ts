// Sample conversations for /dashboard/messages. One thread per
// project; the chat text is content, so it stays literal. Their times are fixed, as any stored data's are:
// the prerendered page and the browser read the same, so the page does not change once it comes alive.
import type { MessageThread } from '../../src';

/** 10:00 UTC on 15 January 2026: the moment the samples read '2 hours ago', 'yesterday' and '3 days ago'. */
export const SAMPLE_MESSAGES_NOW = new Date(Date.UTC(2026, 0, 15, 10));
/** The ISO time `minutes` before SAMPLE_MESSAGES_NOW. */
const ago = (minutes: number) => new Date(SAMPLE_MESSAGES_NOW.getTime() - minutes * 60_000).toISOString();

export const messageThreads: MessageThread[] = [
  {
    id: 'thread-1',
    projectId: '1',
    title: 'Energy Drink - Tropical',
    messages: [
      {
        id: 't1-m1',
        sender: 'support',
        text: 'Hi! The first print proof of your can label is ready. Could you check the colours and the nutrition table?',
        attachment: 'can-label-proof-v1.pdf',
        sentAt: ago(180),
      },
      {
        id: 't1-m2',
        sender: 'customer',
        text: 'Thanks! The orange looks a little too red. Can it be brighter?',
        sentAt: ago(150),
      },
      {
        id: 't1-m3',
        sender: 'support',
        text: 'Of course. We will adjust it and send a new proof before production starts.',
        sentAt: ago(120),
      },
    ],
  },
  {
    id: 'thread-2',
    projectId: '2',
    title: 'Collagen Gummies',
    messages: [
      {
        id: 't2-m1',
        sender: 'support',
        text: 'We have received your request. Please upload the signed specification sheet when you can.',
        sentAt: ago(26 * 60),
      },
      {
        id: 't2-m2',
        sender: 'customer',
        text: 'Uploaded it this morning. Let me know if anything is missing.',
        attachment: 'gummies-specification.pdf',
        sentAt: ago(24 * 60),
      },
    ],
  },
  {
    id: 'thread-3',
    projectId: '3',
    title: 'Protein Shake - Vanilla',
    messages: [
      {
        id: 't3-m1',
        sender: 'support',
        text: 'The contract is signed. Production is planned for the start of next month.',
        sentAt: ago(3 * 24 * 60),
      },
    ],
  },
];
