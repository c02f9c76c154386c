// Message threads (spec §3: thread = title, time, preview; message = sender, text, optional attachment, time).
// Beyond the spec, the customer can send: a message is appended to its thread and kept in local storage.
// Pure functions only.

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

/** Longest message accepted, in characters; longer text is cut, so storage cannot be flooded. */
export const MESSAGE_MAX_LENGTH = 2000;

/** Whether a text has nothing to send: empty or whitespace only. */
export function isBlankMessage(text: string): boolean {
  return text.trim().length === 0;
}

/**
 * The customer's new message, or undefined when there is nothing to send (blank text and no attachment).
 * The text is trimmed and cut to MESSAGE_MAX_LENGTH; an attachment alone may be sent.
 */
export function createCustomerMessage(
  text: string,
  options: { attachment?: string; now?: Date; id?: string } = {},
): ChatMessage | undefined {
  const body = text.trim().slice(0, MESSAGE_MAX_LENGTH);
  const attachment = options.attachment?.trim() || undefined;
  if (!body && !attachment) return undefined;
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
