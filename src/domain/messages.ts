// Message threads (a thread has a title, time and preview; a message a sender, text, optional attachment
// and time). The customer can send: a message is appended to its thread and the app keeps it.
// Pure functions only.
import { isIsoDate, isRecord, storedId, uniqueById } from './stored';

/** Who wrote a message: the support team or the customer using the portal. */
export type MessageSender = 'support' | 'customer';

/** One chat message. Its text is plain text and is always rendered as text, never as HTML. */
export interface ChatMessage {
  /** Unique within its thread. */
  id: string;
  /** Who wrote it. */
  sender: MessageSender;
  /** The message body, plain text. */
  text: string;
  /** The name of an attached file, shown as a chip. */
  attachment?: string;
  /** When it was sent, as an ISO date-time. */
  sentAt: string;
}

/** One conversation about a project. */
export interface MessageThread {
  /** Unique id. */
  id: string;
  /** The project the conversation is about; 'View Project' opens its details. */
  projectId: string;
  /** The conversation title, usually the project's name. */
  title: string;
  /** The messages so far, oldest first. */
  messages: ChatMessage[];
}

/** Messages the customer has sent, per thread id, as kept in local storage. */
export type SentMessages = Record<string, ChatMessage[]>;

/** Longest message accepted, in characters, so storage cannot be flooded. A longer one is refused, never cut. */
export const MESSAGE_MAX_LENGTH = 2000;

/** From this many characters the composer shows how many are used of MESSAGE_MAX_LENGTH. */
export const MESSAGE_COUNTER_FROM = 1800;

/** Whether a text has nothing to send: empty or whitespace only. */
export function isBlankMessage(text: string): boolean {
  return text.trim().length === 0;
}

/** The length of a message as it would be sent (trimmed), in characters as a person counts them. */
export function messageLength(text: string): number {
  return [...text.trim()].length;
}

/** Whether the composer should show its 'used / limit' counter for this text. */
export function showsMessageCounter(text: string): boolean {
  return messageLength(text) >= MESSAGE_COUNTER_FROM;
}

/** Why a message cannot be sent: nothing to send, or longer than MESSAGE_MAX_LENGTH. */
export type MessageProblem = 'blank' | 'tooLong';

/** The reason a text (with an optional attachment name) cannot be sent, or undefined when it can. */
export function messageProblem(text: string, attachment?: string): MessageProblem | undefined {
  if (isBlankMessage(text) && !attachment?.trim()) return 'blank';
  if (messageLength(text) > MESSAGE_MAX_LENGTH) return 'tooLong';
  return undefined;
}

/**
 * The customer's new message, or undefined when it cannot be sent (see `messageProblem`): blank text with
 * no attachment, or text over MESSAGE_MAX_LENGTH, which is refused whole rather than cut. The text is
 * trimmed; an attachment alone may be sent.
 */
export function createCustomerMessage(
  text: string,
  options: { attachment?: string; now?: Date; id?: string } = {},
): ChatMessage | undefined {
  const attachment = options.attachment?.trim() || undefined;
  if (messageProblem(text, attachment)) return undefined;
  const body = text.trim();
  const now = options.now ?? new Date();
  return {
    id: options.id ?? `c-${now.getTime().toString(36)}-${Math.random().toString(36).slice(2, 8)}`,
    sender: 'customer',
    text: body,
    ...(attachment ? { attachment } : {}),
    sentAt: now.toISOString(),
  };
}

/** A thread with the customer's sent messages added after its own, oldest first. */
export function mergeThread(thread: MessageThread, sent: SentMessages): MessageThread {
  const extra = sent[thread.id];
  return extra?.length ? { ...thread, messages: [...thread.messages, ...extra] } : thread;
}

/** The newest message of a thread, which the list shows as time and preview. */
export function lastMessage(thread: MessageThread): ChatMessage | undefined {
  return thread.messages[thread.messages.length - 1];
}

/** `sent` with `message` appended to thread `threadId`; the input is not changed. */
export function appendSentMessage(sent: SentMessages, threadId: string, message: ChatMessage): SentMessages {
  return { ...sent, [threadId]: [...(sent[threadId] ?? []), message] };
}

function isChatMessage(value: unknown): value is ChatMessage {
  if (typeof value !== 'object' || value === null) return false;
  const m = value as Record<string, unknown>;
  return (
    typeof m.id === 'string' &&
    (m.sender === 'support' || m.sender === 'customer') &&
    typeof m.text === 'string' &&
    (m.attachment === undefined || typeof m.attachment === 'string') &&
    typeof m.sentAt === 'string' &&
    !Number.isNaN(Date.parse(m.sentAt))
  );
}

/** Whether a stored value has the sent-messages shape, so a corrupt entry is ignored. */
export function isSentMessages(value: unknown): value is SentMessages {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.values(value).every((list) => Array.isArray(list) && list.every(isChatMessage));
}

/**
 * One stored message made safe to show, or undefined: no id, an unknown sender, text that is not text or a
 * time that is not a real date drop it; an attachment that is not a name is left out.
 */
export function repairChatMessage(value: unknown): ChatMessage | undefined {
  if (!isRecord(value)) return undefined;
  const id = storedId(value.id);
  if (!id || (value.sender !== 'support' && value.sender !== 'customer')) return undefined;
  if (typeof value.text !== 'string' || !isIsoDate(value.sentAt)) return undefined;
  const attachment = typeof value.attachment === 'string' && value.attachment ? value.attachment : undefined;
  if (!value.text && !attachment) return undefined;
  return { id, sender: value.sender, text: value.text, ...(attachment ? { attachment } : {}), sentAt: value.sentAt };
}

/**
 * The stored sent messages, repaired message by message (see `repairChatMessage`); in each thread, of two
 * messages with the same id the first is kept, and a thread whose entry is not a list is dropped.
 * Anything that is not an object of threads is ignored (undefined).
 */
export function repairSentMessages(value: unknown): SentMessages | undefined {
  if (!isRecord(value)) return undefined;
  const repaired: SentMessages = {};
  for (const [threadId, list] of Object.entries(value)) {
    if (!Array.isArray(list)) continue;
    const messages = uniqueById(list.map(repairChatMessage).filter((m): m is ChatMessage => m !== undefined));
    if (messages.length > 0) repaired[threadId] = messages;
  }
  return repaired;
}
