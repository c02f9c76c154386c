import type { HTMLAttributes, ReactNode, RefAttributes } from 'react';
import {
  AppShellColumn,
  AppShellMain,
  AppShellMenuButton,
  AppShellRoot,
  AppShellSidebar,
} from '../../../components/app-shell/AppShell';
import { useRouterLink } from '../../../lib/router-link';
import { useLanguage } from '../../language';
import { type DashboardUser, Sidebar } from '../sidebar';
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

/** Where the dashboard remembers whether its sidebar is collapsed to icons. */
export const DASHBOARD_SIDEBAR_KEY = 'labelport:sidebar-collapsed';

/**
 * The frame of every dashboard page, the package's `AppShell` filled with Labelport's links: a skip link,
 * the sidebar (collapsible to icons and remembered; a drawer opened from the top bar's menu button below the
 * desktop breakpoint), the top bar and `<main id="main">`. On the overview the greeting is the page's
 * `<h1>`; other pages bring their own.
 */
export function DashboardShell({
  user,
  notifications = [],
  messages = [],
  overviewPath = '/dashboard',
  today,
  children,
  ...props
}: DashboardShellProps) {
  const { t } = useLanguage();
  const { currentPath } = useRouterLink();
  const firstName = user.name.trim().split(/\s+/u)[0] ?? user.name;
  return (
    <AppShellRoot storageKey={DASHBOARD_SIDEBAR_KEY} mainId="main" skipLinkLabel={t('dashboard.skipToContent')} {...props}>
      <AppShellSidebar drawerTitle={t('app.name')} drawerCloseLabel={t('dashboard.nav.closeMenu')}>
        <Sidebar user={user} unreadMessages={messages.length} />
      </AppShellSidebar>
      <AppShellColumn>
        <TopBar
          firstName={firstName}
          greetingAs={currentPath === overviewPath ? 'h1' : 'p'}
          today={today}
          notifications={notifications}
          messages={messages}
          menuButton={<AppShellMenuButton aria-label={t('dashboard.nav.openMenu')} />}
        />
        <AppShellMain>{children}</AppShellMain>
      </AppShellColumn>
    </AppShellRoot>
  );
}
