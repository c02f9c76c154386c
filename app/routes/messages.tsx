import { useMemo, useState } from 'react';
import { css } from 'styled-system/css';
import {
  appendSentMessage,
  MessageCenter,
  mergeThread,
  ProjectDetailsDialog,
  repairSentMessages,
  type SentMessages,
  useStoredState,
} from '../../src';
import { messageThreads } from '../data/messages';
import { projects } from '../data/projects';
import { usePageTitle } from '../page-title';
import { STORAGE_KEYS } from '../state/storage-keys';

/** /dashboard/messages: the conversations, with what the customer sends kept in this browser, per conversation. */
export function Component() {
  const title = usePageTitle('page.messages');
  const [projectId, setProjectId] = useState<string | null>(null);
  const [sent, setSent] = useStoredState<SentMessages>(STORAGE_KEYS.messages, {}, repairSentMessages);
  const threads = useMemo(() => messageThreads.map((thread) => mergeThread(thread, sent)), [sent]);
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      <h1 className={css({ textStyle: 'h1' })}>{title}</h1>
      <MessageCenter
        threads={threads}
        onSend={(threadId, message) => setSent((previous) => appendSentMessage(previous, threadId, message))}
        onViewProject={setProjectId}
      />
      <ProjectDetailsDialog
        projectId={projectId}
        projects={projects}
        open={projectId !== null}
        onOpenChange={({ open }) => {
          if (!open) setProjectId(null);
        }}
      />
    </div>
  );
}
