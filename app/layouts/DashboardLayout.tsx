import { Outlet } from 'react-router';
import { DashboardShell, type TopBarMessage } from '../../src';
import { messageThreads } from '../data/messages';
import { projects } from '../data/projects';
import { currentUser, notifications } from '../data/user';
import { useAppText, withText } from '../i18n';
import { ProjectsProvider } from '../state/projects';

/** The latest message of each conversation: the top bar's unread list and the sidebar's Messages badge (3). */
const unreadMessages: TopBarMessage[] = messageThreads.flatMap((thread) => {
  const last = thread.messages.at(-1);
  return last ? [{ id: thread.id, title: thread.title, preview: last.text, date: last.sentAt }] : [];
});

/** Every /dashboard/* page: sidebar, top bar and main, with the user's projects (samples + saved requests) for all. */
export function Component() {
  const text = useAppText();
  return (
    <ProjectsProvider sample={projects}>
      <DashboardShell
        user={currentUser}
        notifications={notifications.map((notification) => withText(text, notification))}
        messages={unreadMessages}
      >
        <Outlet />
      </DashboardShell>
    </ProjectsProvider>
  );
}
