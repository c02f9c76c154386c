import { ark, type HTMLArkProps } from '@ark-ui/react/factory';
import { defaultRangeExtractor, type Range, useVirtualizer } from '@tanstack/react-virtual';
import { type FocusEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { cx } from 'styled-system/css';
import { threadList } from 'styled-system/recipes';
import { DataState, type RemoteDataProps } from '../../../components/data-state';
import { Skeleton } from '../../../components/skeleton';
import { lastMessage, type MessageThread } from '../../../domain/messages';
import { measureOrEstimate } from '../../../lib/virtual-rows';
import { useLanguage } from '../../language';

export interface ThreadListProps extends Omit<HTMLArkProps<'section'>, 'onSelect' | 'children'>, RemoteDataProps {
  /** The conversations, in the order to show them. Each shows its title, the time of its newest message and a preview of it. */
  threads: readonly MessageThread[];
  /** The id of the open conversation; its button is marked with `aria-current`. */
  selectedId?: string;
  /** Called with a conversation's id when the user picks it. */
  onSelect?: (threadId: string) => void;
  /** The moment relative times are measured from ('2 hours ago'). Defaults to now; set it for stable stories and tests. */
  now?: Date;
  /** The heading level of the list's title, so it fits the page outline. Defaults to 2. */
  headingLevel?: 2 | 3 | 4;
}

/** More conversations than this are windowed (see ThreadList). */
const WINDOW_OVER = 200;
/** A conversation with a one-line preview, before it is measured. */
const THREAD_ESTIMATE = 72;
/** How many conversations stand in before the list is measured. */
const FIRST_SHOWN = 20;

/**
 * The list of project conversations (the left side of /dashboard/messages). Every conversation is a button in a list;
 * the open one carries `aria-current="true"`, a side bar and a tint. Times are relative and follow the locale.
 * While `loading` skeleton rows stand in for the conversations; with `error`, a message with Retry (`onRetry`).
 * More than 200 conversations are windowed: the list scrolls in its own box and only the conversations in view
 * are in the page (each says its place with `aria-posinset` of `aria-setsize`); Tab still moves from one to the
 * next, and the open one is scrolled into view.
 */
export function ThreadList({
  threads,
  selectedId,
  onSelect,
  now,
  headingLevel = 2,
  loading,
  error,
  onRetry,
  className,
  ...props
}: ThreadListProps) {
  const { t, formatRelativeTime, formatDate } = useLanguage();
  const styles = threadList();
  const headingId = useId();
  const Heading = ark[`h${headingLevel}`];
  const count = threads.length;

  // A long list is windowed: only the conversations in view (and a few around them) are in the page, each
  // placed where it would be among all of them. The focused one stays in the page wherever the list is
  // scrolled, so focus is never lost; Tab to the next one scrolls it into view, and the window follows.
  const windowed = count > WINDOW_OVER;
  const scroller = useRef<HTMLDivElement>(null);
  const [focused, setFocused] = useState<number | null>(null);
  const keepFocused = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      return focused === null || indexes.includes(focused) ? indexes : [...indexes, focused].sort((a, b) => a - b);
    },
    [focused],
  );
  const virtualizer = useVirtualizer({
    count: windowed ? count : 0,
    getScrollElement: () => scroller.current,
    estimateSize: () => THREAD_ESTIMATE,
    getItemKey: (index) => threads[index]?.id ?? index,
    rangeExtractor: keepFocused,
    measureElement: measureOrEstimate(THREAD_ESTIMATE),
    overscan: 6,
  });
  const items = windowed ? virtualizer.getVirtualItems() : [];
  // Where each shown conversation sits in the box (windowed only). Before the virtualiser has measured the
  // box (the first render, the server's), the first conversations stand in at their estimated places.
  const shown: { index: number; start?: number }[] = !windowed
    ? threads.map((_, index) => ({ index }))
    : items.length
      ? items.map(({ index, start }) => ({ index, start }))
      : Array.from({ length: FIRST_SHOWN }, (_, index) => ({ index, start: index * THREAD_ESTIMATE }));
  const height = items.length ? virtualizer.getTotalSize() : count * THREAD_ESTIMATE;

  // The open conversation in view when the list opens or another is chosen from outside.
  const selectedIndex = windowed && selectedId !== undefined ? threads.findIndex((thread) => thread.id === selectedId) : -1;
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll only when the open conversation changes
  useEffect(() => {
    if (selectedIndex >= 0) virtualizer.scrollToIndex(selectedIndex, { align: 'auto' });
  }, [selectedIndex]);

  const trackFocus = (event: FocusEvent<HTMLUListElement>) => {
    const index = Number((event.target as HTMLElement).closest('li')?.dataset.index);
    setFocused(Number.isNaN(index) ? null : index);
  };

  const list = (
    <ul
      className={styles.list}
      style={windowed ? { position: 'relative', height } : undefined}
      onFocus={windowed ? trackFocus : undefined}
      onBlur={windowed ? () => setFocused(null) : undefined}
    >
      {shown.map(({ index, start }) => {
        const thread = threads[index];
        const last = lastMessage(thread);
        const preview = last ? last.text || t('messages.attachment', { name: last.attachment ?? '' }) : '';
        const selected = thread.id === selectedId;
        return (
          <li
            key={thread.id}
            ref={windowed ? virtualizer.measureElement : undefined}
            data-index={index}
            aria-setsize={windowed ? count : undefined}
            aria-posinset={windowed ? index + 1 : undefined}
            style={windowed ? { position: 'absolute', top: 0, insetInline: 0, transform: `translateY(${start}px)` } : undefined}
            className={styles.item}
          >
            <button
              type="button"
              className={styles.trigger}
              aria-current={selected ? 'true' : undefined}
              data-thread-id={thread.id}
              onClick={() => onSelect?.(thread.id)}
            >
              <span className={styles.title}>{thread.title}</span>
              {last ? (
                <time
                  className={styles.time}
                  dateTime={last.sentAt}
                  title={formatDate(last.sentAt, { dateStyle: 'long', timeStyle: 'short' })}
                >
                  {formatRelativeTime(last.sentAt, now)}
                </time>
              ) : null}
              <span className={styles.preview}>{preview}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );

  return (
    <ark.section aria-labelledby={headingId} className={cx(styles.root, className)} {...props}>
      <div className={styles.header}>
        <Heading id={headingId} className={styles.heading}>
          {t('messages.conversations')}
        </Heading>
      </div>
      <DataState
        label={t('dashboard.data.conversations')}
        loading={loading}
        error={error}
        onRetry={onRetry}
        className={styles.state}
        skeleton={<Skeleton shape="text" lines={4} height="var(--sizes-14)" />}
      >
        {threads.length === 0 ? (
          <p className={styles.empty}>{t('messages.noThreads')}</p>
        ) : windowed ? (
          <div ref={scroller} className={styles.scroller}>
            {list}
          </div>
        ) : (
          list
        )}
      </DataState>
    </ark.section>
  );
}
