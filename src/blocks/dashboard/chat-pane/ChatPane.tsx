import { ark, type HTMLArkProps } from '@ark-ui/react/factory';
import { useVirtualizer } from '@tanstack/react-virtual';
import { ChevronLeft, FolderOpen, Paperclip, SendHorizontal, X } from 'lucide-react';
import { type ChangeEvent, useEffect, useId, useRef } from 'react';
import { cx } from 'styled-system/css';
import { chatPane } from 'styled-system/recipes';
import { Button, IconButton } from '../../../components/button';
import { DataState, type RemoteDataProps } from '../../../components/data-state';
import { FieldErrorText, FieldInput, FieldLabel, FieldRoot } from '../../../components/field';
import { Skeleton } from '../../../components/skeleton';
import { VisuallyHidden } from '../../../components/visually-hidden';
import {
  type ChatMessage,
  createCustomerMessage,
  MESSAGE_MAX_LENGTH,
  type MessageProblem,
  type MessageThread,
  messageLength,
  messageProblem,
  showsMessageCounter,
} from '../../../domain/messages';
import { useHydrated } from '../../../lib/hydration';
import { useForm } from '../../../lib/use-form';
import { measureOrEstimate } from '../../../lib/virtual-rows';
import { useLanguage } from '../../language';

export interface ChatPaneProps extends Omit<HTMLArkProps<'section'>, 'children' | 'onSubmit'>, RemoteDataProps {
  /** The open conversation: its title heads the pane and its messages fill the log, oldest first. */
  thread: MessageThread;
  /**
   * Called with the customer's new message when they send one (Enter or the send button). Blank text without
   * an attachment is not sent. The pane does not store it: append it to the thread you pass back in.
   */
  onSend?: (message: ChatMessage) => void;
  /** Called with the thread's project id when 'View Project' is pressed, e.g. to open its details dialog. */
  onViewProject?: (projectId: string) => void;
  /** Shows an 'All conversations' button, for layouts that stack the list and the pane; called when it is pressed. */
  onBack?: () => void;
  /** Where the 'All conversations' button shows: below `md` only (`narrow`, the default) or at every width (`always`). */
  backVisibility?: 'narrow' | 'always';
  /** The heading level of the thread title. Defaults to 2. */
  headingLevel?: 2 | 3 | 4;
}

/** What the composer holds: the text typed and the name of the file attached to the next message. */
interface Draft {
  text: string;
  attachment?: string;
}
const EMPTY_DRAFT: Draft = { text: '' };

function sameDay(a: Date, b: Date) {
  return a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();
}

/** More messages than this are windowed (see ChatPane). */
const WINDOW_OVER = 200;
/** A message of one line with its sender and time, before it is measured. */
const MESSAGE_ESTIMATE = 64;
/** The list's gap between messages (`spacing.4`). */
const LIST_GAP = 16;
/** How many of the newest messages stand in before the log is measured. */
const FIRST_SHOWN = 20;

/**
 * One conversation with the support team (the right side of /dashboard/messages): a header with the project title,
 * 'with Support Team' and 'View Project'; the messages in a live log; and a composer with an attach button,
 * a labelled message input and a send button. Message text is rendered as text, never as HTML. While `loading`
 * skeleton bubbles stand in for the messages; with `error`, a message with Retry (`onRetry`) instead of them.
 * A thread of more than 200 messages is windowed: only those in view are in the page, and it opens at the newest.
 */
export function ChatPane({
  thread,
  onSend,
  onViewProject,
  onBack,
  backVisibility,
  headingLevel = 2,
  loading,
  error,
  onRetry,
  className,
  ...props
}: ChatPaneProps) {
  const { t, formatDate, formatNumber } = useLanguage();
  const styles = chatPane({ backVisibility });
  const headingId = useId();
  const counterId = useId();
  const Heading = ark[`h${headingLevel}`];
  // Refused: blank text without an attachment, or text over the limit. Nothing typed is lost: a refused
  // message stays in the field to be shortened. A sent one empties the composer.
  const form = useForm<Draft, MessageProblem>({
    initialValues: EMPTY_DRAFT,
    validate: ({ text, attachment }) => {
      const problem = messageProblem(text, attachment);
      return problem ? { text: problem } : {};
    },
    onSubmit: ({ text, attachment }) => {
      const message = createCustomerMessage(text, { attachment });
      if (message) onSend?.(message);
    },
    resetOnSubmit: true,
  });
  const { text, attachment } = form.values;
  const problem = form.errors.text;
  const logRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const count = thread.messages.length;

  // A long thread is windowed: only the messages in view (and a few around them) are in the page, the space
  // of the others kept as the list's padding, so the log scrolls as if all were there.
  const windowed = count > WINDOW_OVER;
  const virtualizer = useVirtualizer({
    count: windowed ? count : 0,
    getScrollElement: () => logRef.current,
    estimateSize: () => MESSAGE_ESTIMATE,
    getItemKey: (index) => thread.messages[index]?.id ?? index,
    gap: LIST_GAP,
    measureElement: measureOrEstimate(MESSAGE_ESTIMATE),
    overscan: 6,
  });
  const items = windowed ? virtualizer.getVirtualItems() : [];
  // Before the virtualiser has measured the log (the first render), the newest messages stand in.
  const firstShown = windowed ? (items[0]?.index ?? Math.max(0, count - FIRST_SHOWN)) : 0;
  const shown = windowed
    ? items.length
      ? items.map((item) => item.index)
      : Array.from({ length: count - firstShown }, (_, offset) => firstShown + offset)
    : null;
  const paddingTop = windowed ? (items[0]?.start ?? firstShown * (MESSAGE_ESTIMATE + LIST_GAP)) : 0;
  const paddingBottom = windowed && items.length ? virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0) : 0;

  // Keep the newest message in view when the thread opens and whenever one arrives.
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll again when the thread or its length changes
  useEffect(() => {
    const log = logRef.current;
    if (windowed) virtualizer.scrollToIndex(count - 1, { align: 'end' });
    else if (log) log.scrollTop = log.scrollHeight;
  }, [thread.id, count]);

  // A draft belongs to its thread: switching threads starts a fresh one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the thread changes
  useEffect(() => {
    form.reset();
  }, [thread.id]);

  const length = messageLength(text);
  const counter = showsMessageCounter(text) ? { count: formatNumber(length), max: formatNumber(MESSAGE_MAX_LENGTH) } : undefined;

  const pickFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) form.setValue('attachment', file.name);
    // Clear the picker so choosing the same file again still fires a change.
    event.target.value = '';
    inputRef.current?.focus();
  };

  // A clock time depends on the browser's day and time zone: server-rendered HTML leaves it out until hydration.
  const hydrated = useHydrated();
  const time = (iso: string) => {
    if (!hydrated) return '';
    const date = new Date(iso);
    return formatDate(date, sameDay(date, new Date()) ? { timeStyle: 'short' } : { dateStyle: 'medium', timeStyle: 'short' });
  };

  return (
    <ark.section aria-labelledby={headingId} className={cx(styles.root, className)} {...props}>
      <div className={styles.header}>
        {onBack ? (
          <Button variant="ghost" size="sm" className={styles.back} onClick={onBack}>
            <ChevronLeft aria-hidden data-mirror="" />
            {t('messages.back')}
          </Button>
        ) : null}
        <div className={styles.titleGroup}>
          <Heading id={headingId} className={styles.title} tabIndex={-1} data-part="chat-title">
            {thread.title}
          </Heading>
          <p className={styles.subtitle}>{t('messages.withSupport')}</p>
        </div>
        <div className={styles.actions}>
          <Button variant="outline" size="sm" onClick={() => onViewProject?.(thread.projectId)}>
            <FolderOpen aria-hidden />
            {t('messages.viewProject')}
          </Button>
        </div>
      </div>

      <DataState
        label={t('dashboard.data.messages')}
        loading={loading}
        error={error}
        onRetry={onRetry}
        className={styles.state}
        skeleton={
          <div className={styles.skeleton}>
            <Skeleton height="var(--sizes-12)" />
            <Skeleton height="var(--sizes-12)" />
            <Skeleton height="var(--sizes-16)" />
          </div>
        }
      >
        <div
          ref={logRef}
          role="log"
          aria-live="polite"
          aria-relevant="additions"
          aria-label={t('messages.log', { title: thread.title })}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
          tabIndex={0}
          className={styles.log}
        >
          {count === 0 ? (
            <p className={styles.empty}>{t('messages.empty')}</p>
          ) : (
            <ol className={styles.list} style={windowed ? { paddingTop, paddingBottom } : undefined}>
              {(shown ?? thread.messages.map((_, index) => index)).map((index) => {
                const message = thread.messages[index];
                const sender = message.sender === 'customer' ? t('messages.you') : t('messages.support');
                return (
                  <li
                    key={message.id}
                    ref={windowed ? virtualizer.measureElement : undefined}
                    data-index={index}
                    aria-setsize={windowed ? count : undefined}
                    aria-posinset={windowed ? index + 1 : undefined}
                    className={styles.message}
                    data-sender={message.sender}
                  >
                    <span className={styles.meta}>
                      <span>{sender}</span>
                      <span aria-hidden>·</span>
                      <time dateTime={message.sentAt}>{time(message.sentAt)}</time>
                    </span>
                    {message.text ? <p className={styles.bubble}>{message.text}</p> : null}
                    {message.attachment ? (
                      <span className={styles.attachment}>
                        <Paperclip aria-hidden />
                        <VisuallyHidden>{t('messages.attachment', { name: '' })}</VisuallyHidden>
                        {message.attachment}
                      </span>
                    ) : null}
                  </li>
                );
              })}
            </ol>
          )}
        </div>
      </DataState>

      <form
        className={styles.composer}
        {...form.formProps}
        onSubmit={(event) => {
          // useForm sends one message per double click or repeated Enter; focus returns to the field for the next.
          form.formProps.onSubmit(event);
          inputRef.current?.focus();
        }}
      >
        {attachment ? (
          <div className={styles.pending}>
            <span className={styles.attachment}>
              <Paperclip aria-hidden />
              <VisuallyHidden>{t('messages.attachment', { name: '' })}</VisuallyHidden>
              {attachment}
            </span>
            <IconButton
              size="sm"
              aria-label={t('messages.removeAttachment', { name: attachment })}
              onClick={() => {
                form.setValue('attachment', undefined);
                inputRef.current?.focus();
              }}
            >
              <X aria-hidden />
            </IconButton>
          </div>
        ) : null}
        <div className={styles.inputRow}>
          <IconButton variant="outline" aria-label={t('messages.attach')} onClick={() => fileRef.current?.click()}>
            <Paperclip aria-hidden />
          </IconButton>
          <input ref={fileRef} type="file" hidden tabIndex={-1} onChange={pickFile} data-part="attach-input" />
          <FieldRoot invalid={!!problem}>
            <VisuallyHidden>
              <FieldLabel>{t('messages.inputLabel')}</FieldLabel>
            </VisuallyHidden>
            {/* No maxLength: the browser would cut pasted text silently. The limit is shown and checked on send. */}
            <FieldInput
              ref={inputRef}
              {...form.input('text')}
              placeholder={t('messages.placeholder')}
              autoComplete="off"
              enterKeyHint="send"
              aria-describedby={counter ? counterId : undefined}
            />
            {problem ? (
              <FieldErrorText>
                {problem === 'tooLong'
                  ? t('messages.tooLong', {
                      count: formatNumber(length),
                      max: formatNumber(MESSAGE_MAX_LENGTH),
                    })
                  : t('messages.blank')}
              </FieldErrorText>
            ) : null}
            {counter ? (
              <p className={styles.hint} data-part="counter">
                <span aria-hidden>{t('messages.counter', counter)}</span>
                <VisuallyHidden id={counterId}>{t('messages.counterLabel', counter)}</VisuallyHidden>
              </p>
            ) : null}
          </FieldRoot>
          <IconButton type="submit" variant="solid" aria-label={t('messages.send')}>
            <SendHorizontal aria-hidden data-mirror="" />
          </IconButton>
        </div>
      </form>
    </ark.section>
  );
}
