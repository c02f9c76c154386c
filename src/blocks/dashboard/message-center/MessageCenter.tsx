import { type HTMLAttributes, type RefAttributes, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { cx } from 'styled-system/css';
import { messageCenter } from 'styled-system/recipes';
import type { RemoteDataProps } from '../../../components/data-state';
import type { ChatMessage, MessageThread } from '../../../domain/messages';
import { useControllableState } from '../../../lib/use-controllable-state';
import { ChatPane } from '../chat-pane';
import { ThreadList } from '../thread-list';

const NO_THREADS: readonly MessageThread[] = [];

export interface MessageCenterProps
  extends Omit<HTMLAttributes<HTMLDivElement>, 'children'>,
    RefAttributes<HTMLDivElement>,
    RemoteDataProps {
  /**
   * The conversations with their messages, when the page holds them: the center shows exactly these and
   * reports each message the customer sends through `onSend`, for the page to add.
   */
  threads?: readonly MessageThread[];
  /** The conversations the center starts with when it keeps them itself; sent messages are added to them. */
  defaultThreads?: readonly MessageThread[];
  /** Called with the conversation's id and the message when the customer sends one. */
  onSend?: (threadId: string, message: ChatMessage) => void;
  /** The conversation open at first. Defaults to the first one. */
  defaultThreadId?: string;
  /** Called with the open thread's project id when 'View Project' is pressed, e.g. to open its details dialog. */
  onViewProject?: (projectId: string) => void;
  /** The moment relative times in the list are measured from. Defaults to now. */
  now?: Date;
  /**
   * `responsive` (the default): side by side from `md` up, stacked below. `stacked`: one at a time at every
   * width, for narrow containers such as a drawer.
   */
  layout?: 'responsive' | 'stacked';
  /** Extra class names for the layout grid. */
  className?: string;
}

/**
 * The Messages screen's working part: ThreadList beside ChatPane. Selecting a conversation shows its
 * messages; sending reports the customer's message through `onSend` (and appends it, when the center keeps
 * the conversations itself). From `md` up list and conversation sit side by side; on narrow screens they
 * stack and show one at a time, and focus follows: to the conversation's title when one is opened, back
 * to its entry in the list on 'All conversations'. The conversations are what loads: `loading`, `error` and
 * `onRetry` go to the ThreadList (skeleton rows, or the failure with Retry); with no conversations yet, no
 * conversation shows beside it.
 */
export function MessageCenter({
  threads: ownerThreads,
  defaultThreads = NO_THREADS,
  onSend,
  defaultThreadId,
  onViewProject,
  now,
  layout = 'responsive',
  loading,
  error,
  onRetry,
  className,
  ref,
  ...props
}: MessageCenterProps) {
  const styles = messageCenter({ layout });
  const [threads, setThreads] = useControllableState(ownerThreads, defaultThreads);
  const [selectedId, setSelectedId] = useState(defaultThreadId ?? threads[0]?.id);
  const [view, setView] = useState<'list' | 'pane'>('list');
  const rootRef = useRef<HTMLDivElement>(null);
  // The caller's ref gets the same root element this component keeps for moving focus.
  useImperativeHandle(ref, () => rootRef.current!, []);
  const focusTarget = useRef<'pane' | 'list' | null>(null);

  const current = threads.find((thread) => thread.id === selectedId) ?? threads[0];

  // After the stacked layout swaps list and conversation, move focus into what is now shown.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each view or selection change
  useEffect(() => {
    const root = rootRef.current;
    const target = focusTarget.current;
    focusTarget.current = null;
    if (!root || !target) return;
    if (target === 'pane') {
      const list = root.querySelector<HTMLElement>('[data-slot="thread-list"]');
      // Side by side, focus stays on the list; stacked, the list is gone, so go to the conversation.
      if (list && list.offsetParent === null) root.querySelector<HTMLElement>('[data-part="chat-title"]')?.focus();
    } else {
      root.querySelector<HTMLElement>('button[aria-current="true"]')?.focus();
    }
  }, [view, selectedId]);

  return (
    <div {...props} ref={rootRef} className={cx(styles.root, className)} data-view={view}>
      <ThreadList
        className={styles.list}
        data-slot="thread-list"
        threads={threads}
        selectedId={current?.id}
        now={now}
        loading={loading}
        error={error}
        onRetry={onRetry}
        onSelect={(id) => {
          focusTarget.current = 'pane';
          setSelectedId(id);
          setView('pane');
        }}
      />
      {current ? (
        <ChatPane
          className={styles.pane}
          thread={current}
          onViewProject={onViewProject}
          backVisibility={layout === 'stacked' ? 'always' : 'narrow'}
          onBack={() => {
            focusTarget.current = 'list';
            setView('list');
          }}
          onSend={(message) => {
            setThreads((previous) =>
              previous.map((thread) =>
                thread.id === current.id ? { ...thread, messages: [...thread.messages, message] } : thread,
              ),
            );
            onSend?.(current.id, message);
          }}
        />
      ) : null}
    </div>
  );
}
