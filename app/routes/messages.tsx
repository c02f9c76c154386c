import { useState } from 'react';
import { css } from 'styled-system/css';
import { MessageCenter } from '../../src';
import { projectsQuery, remoteData, threadsQuery, useProjectsQuery, useSendMessage, useThreadsQuery } from '../data/queries';
import type { RouteData } from '../data/route-data';
import { ProjectDetailsDialog } from '../lazy/routes/messages';
import { usePageTitle } from '../page-title';

export const handle: RouteData = { queries: [threadsQuery, projectsQuery] };

/** /dashboard/messages: the conversations, with what the customer sends kept in this browser, per conversation. */
export function Component() {
  const title = usePageTitle('page.messages');
  const [projectId, setProjectId] = useState<string | null>(null);
  const threads = useThreadsQuery();
  const projects = useProjectsQuery();
  const sendMessage = useSendMessage();
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      <h1 className={css({ textStyle: 'h1' })}>{title}</h1>
      <MessageCenter
        threads={threads.data ?? []}
        // '2 hours ago' counts from when the messages were read, so the prerendered page and its hydration agree.
        now={new Date(threads.dataUpdatedAt)}
        onSend={(threadId, message) => sendMessage({ threadId, message })}
        onViewProject={setProjectId}
        {...remoteData(threads)}
      />
      <ProjectDetailsDialog
        projectId={projectId}
        projects={projects.data ?? []}
        open={projectId !== null}
        onOpenChange={({ open }) => {
          if (!open) setProjectId(null);
        }}
      />
    </div>
  );
}
