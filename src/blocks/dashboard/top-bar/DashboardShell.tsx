import { type HTMLAttributes, type ReactNode, type RefAttributes, useRef, useState } from 'react';
import { cx } from 'styled-system/css';
import { topBar } from 'styled-system/recipes';
import { useRouterLink } from '../../../lib/router-link';
import { useLanguage } from '../../language';
import { type DashboardUser, Sidebar, SidebarDrawer } from '../sidebar';
import { TopBar, type TopBarMessage, type TopBarNotification } from './TopBar';

export interface DashboardShellProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'>, RefAttributes<HTMLDivElement> {
  /** The signed-in user: the sidebar's profile card and the greeting's first name. */
  user: DashboardUser;
  /** The top bar's notifications (its badge counts them). */
  notifications?: readonly TopBarNotification[];
  /** Unread messages: listed in the top bar and counted on the sidebar's Messages link. */
  messages?: readonly TopBarMessage[];
  /** The overview's path, where the greeting is the page's h1. Default '/dashboard'. */
  overviewPath?: string;
  /** Today, for the greeting's date. Defaults to now. */
  today?: Date;
  /** The page. */
  children: ReactNode;
}

/**
 * The frame of every dashboard page: a skip link, the sidebar (a drawer opened from the top bar's menu button
 * below the desktop breakpoint), the top bar and `<main id="main">`. On the overview the greeting is the page's
 * `<h1>`; other pages bring their own.
 */
export function DashboardShell({
  user,
  notifications = [],
  messages = [],
  overviewPath = '/dashboard',
  today,
  children,
  className,
  ...props
}: DashboardShellProps) {
  const { t } = useLanguage();
  const { currentPath } = useRouterLink();
  const classes = topBar();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const firstName = user.name.trim().split(/\s+/u)[0] ?? user.name;
  return (
    <div className={cx(classes.shell, className)} {...props}>
      <a href="#main" className={classes.skip}>
        {t('dashboard.skipToContent')}
      </a>
      <aside className={classes.aside}>
        <Sidebar user={user} unreadMessages={messages.length} />
      </aside>
      <SidebarDrawer
        user={user}
        unreadMessages={messages.length}
        open={menuOpen}
        onOpenChange={({ open }) => setMenuOpen(open)}
        finalFocusEl={() => menuButton.current}
      />
      <div className={classes.column}>
        <TopBar
          firstName={firstName}
          greetingAs={currentPath === overviewPath ? 'h1' : 'p'}
          today={today}
          notifications={notifications}
          messages={messages}
          onMenuClick={() => setMenuOpen(true)}
          menuButtonRef={menuButton}
          menuOpen={menuOpen}
        />
        <main id="main" tabIndex={-1} className={classes.main}>
          {children}
        </main>
      </div>
    </div>
  );
}
