import { ark, type HTMLArkProps } from '@ark-ui/react/factory';
import { useId } from 'react';
import { cx } from 'styled-system/css';
import { threadList } from 'styled-system/recipes';
import { DataState, type RemoteDataProps } from '../../../components/data-state';
import { Skeleton } from '../../../components/skeleton';
import { lastMessage, type MessageThread } from '../../../domain/messages';
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

/**
 * The list of project conversations (the left side of /dashboard/messages). Every conversation is a button in a list;
 * the open one carries `aria-current="true"`, a side bar and a tint. Times are relative and follow the locale.
 * While `loading` skeleton rows stand in for the conversations; with `error`, a message with Retry (`onRetry`).
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
        ) : (
          <ul className={styles.list}>
            {threads.map((thread) => {
              const last = lastMessage(thread);
              const preview = last ? last.text || t('messages.attachment', { name: last.attachment ?? '' }) : '';
              const selected = thread.id === selectedId;
              return (
                <li key={thread.id} className={styles.item}>
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
        )}
      </DataState>
    </ark.section>
  );
}
