import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { DashboardShell, type MessageThread, type TopBarMessage } from '../../src';
import { threadsQuery, useThreadsQuery } from '../data/queries';
import { queryClient } from '../data/query-client';
import type { RouteData } from '../data/route-data';
import { currentUser, notifications } from '../data/user';
import { useAppText, withText } from '../i18n';

export const handle: RouteData = { queries: [threadsQuery] };

/** The latest message of each conversation: the top bar's unread list and the sidebar's Messages badge (3). */
const unreadMessages = (threads: readonly MessageThread[]): TopBarMessage[] =>
  threads.flatMap((thread) => {
    const last = thread.messages.at(-1);
    return last ? [{ id: thread.id, title: thread.title, preview: last.text, date: last.sentAt }] : [];
  });

function Shell() {
  const text = useAppText();
  const threads = useThreadsQuery();
  return (
    <DashboardShell
      user={currentUser}
      notifications={notifications.map((notification) => withText(text, notification))}
      messages={unreadMessages(threads.data ?? [])}
    >
      <Outlet />
    </DashboardShell>
  );
}

/** Every /dashboard/* page: sidebar, top bar and main, and the data client their pages read through. */
export function Component() {
  return (
    <QueryClientProvider client={queryClient}>
      <Shell />
    </QueryClientProvider>
  );
}
