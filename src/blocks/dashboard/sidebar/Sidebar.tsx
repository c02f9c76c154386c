import { FolderKanban, LayoutDashboard, LogOut, MessageSquare, Settings, Truck, Upload } from 'lucide-react';
import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from 'styled-system/css';
import { sidebar } from 'styled-system/recipes';
import {
  AppShellCollapseButton,
  AppShellNav,
  AppShellNavGroup,
  AppShellNavLink,
  AppShellSidebarFooter,
  AppShellSidebarHeader,
  AppShellStandalone,
  useInAppShell,
} from '../../../components/app-shell/AppShell';
import { Avatar } from '../../../components/avatar';
import type { DrawerProps } from '../../../components/drawer';
import { VisuallyHidden } from '../../../components/visually-hidden';
import type { MessageKey } from '../../../i18n/messages';
import { untilOpened } from '../../../lib/lazy-part';
import { ariaCurrent, useRouterLink } from '../../../lib/router-link';
import { useLanguage } from '../../language';

// The drawer (Ark Dialog, focus trap) is closed when the page loads: it loads when first opened, so wide
// screens never download it.
const Drawer = untilOpened<DrawerProps>(() => import('../../../components/drawer/Drawer').then((module) => module.Drawer));

/** The signed-in user shown in the sidebar's profile card; the app passes a fixed sample. */
export interface DashboardUser {
  /** Full name, e.g. 'Anna Lindqvist'. Its initials fill the avatar when there is no photo. */
  name: string;
  /** Company name. */
  company: string;
  /** Photo URL; without one the avatar shows the initials. */
  avatarSrc?: string;
}

/** A sidebar link. */
export interface SidebarItem {
  /** The path it goes to, e.g. '/dashboard/projects'. */
  href: string;
  /**
   * Its text: the portal's own, in its language (text or any node), or one of the package's message keys
   * (as `DASHBOARD_NAV` uses), which is translated.
   */
  label: MessageKey | ReactNode;
  /** Its icon (decorative). */
  icon: ReactNode;
  /** A count shown as a badge, e.g. unread messages. */
  count?: number;
}

/** The dashboard's six links, in order. Messages gets its count from `unreadMessages`. */
export const DASHBOARD_NAV: readonly SidebarItem[] = [
  { href: '/dashboard', label: 'dashboard.nav.dashboard', icon: <LayoutDashboard /> },
  { href: '/dashboard/projects', label: 'dashboard.nav.projects', icon: <FolderKanban /> },
  { href: '/dashboard/uploads', label: 'dashboard.nav.uploads', icon: <Upload /> },
  { href: '/dashboard/logistics', label: 'dashboard.nav.logistics', icon: <Truck /> },
  { href: '/dashboard/messages', label: 'dashboard.nav.messages', icon: <MessageSquare /> },
  { href: '/dashboard/settings', label: 'dashboard.nav.settings', icon: <Settings /> },
];

export interface SidebarProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The user of the profile card at the bottom. */
  user: DashboardUser;
  /** Unread messages: the badge on Messages. 0 or unset shows no badge. */
  unreadMessages?: number;
  /** The links; defaults to the dashboard's six (`DASHBOARD_NAV`). */
  items?: readonly SidebarItem[];
  /** Where the profile card goes. Default '/dashboard/profile'. */
  profileHref?: string;
  /** Where Logout goes. Default '/'. */
  logoutHref?: string;
  /** Called after any link is followed, e.g. to close the drawer the sidebar sits in. */
  onNavigate?: () => void;
  /** Hides the brand name at the top (the drawer has its own title). */
  hideBrand?: boolean;
}

/**
 * The dashboard's navigation, built from AppShell's parts: the brand, a `<nav>` of links (the one whose path
 * equals the current path has `aria-current="page"`), Messages with its unread count, then a profile card
 * linking to the profile and a Logout link. In `AppShell.Sidebar` it collapses to icons with the shell and
 * shows the collapse button; on its own (e.g. in `SidebarDrawer`) it is a column of its own, which takes
 * `className` and the other attributes. Links render through the portal's router (`RouterLinkProvider`).
 */
export function Sidebar({
  user,
  unreadMessages = 0,
  // Defaulted below, not here: Storybook cannot print a parameter default that holds JSX (it logs an error).
  items,
  profileHref = '/dashboard/profile',
  logoutHref = '/',
  onNavigate,
  hideBrand = false,
  className,
  ...props
}: SidebarProps) {
  const { t } = useLanguage();
  const { LinkComponent, currentPath } = useRouterLink();
  const inShell = useInAppShell();
  const classes = sidebar();
  const countOf = (item: SidebarItem) => item.count ?? (item.href === '/dashboard/messages' ? unreadMessages : 0);
  const content = (
    <>
      {hideBrand ? null : (
        <AppShellSidebarHeader>
          <p className={classes.brand}>{t('app.name')}</p>
          {inShell ? <AppShellCollapseButton className={classes.collapse} /> : null}
        </AppShellSidebarHeader>
      )}
      <AppShellNav aria-label={t('dashboard.nav.label')}>
        <AppShellNavGroup>
          {(items ?? DASHBOARD_NAV).map((item) => {
            const count = countOf(item);
            return (
              <AppShellNavLink
                key={item.href}
                href={item.href}
                icon={item.icon}
                count={count}
                countLabel={t('dashboard.nav.unread', { count })}
                onClick={onNavigate}
              >
                {typeof item.label === 'string' ? t(item.label as MessageKey) : item.label}
              </AppShellNavLink>
            );
          })}
        </AppShellNavGroup>
      </AppShellNav>
      <AppShellSidebarFooter>
        <LinkComponent
          href={profileHref}
          className={classes.profile}
          aria-current={ariaCurrent(profileHref, currentPath)}
          onClick={onNavigate}
        >
          <Avatar name={user.name} src={user.avatarSrc} size="md" decorative />
          <span className={classes.profileText}>
            <VisuallyHidden>{`${t('dashboard.nav.profile')}: `}</VisuallyHidden>
            <span className={classes.profileName}>{user.name}</span>
            <span className={classes.profileCompany}>{user.company}</span>
          </span>
        </LinkComponent>
        <AppShellNavGroup>
          <AppShellNavLink href={logoutHref} icon={<LogOut />} onClick={onNavigate}>
            {t('dashboard.nav.logout')}
          </AppShellNavLink>
        </AppShellNavGroup>
      </AppShellSidebarFooter>
    </>
  );
  return inShell ? (
    content
  ) : (
    <AppShellStandalone className={cx(classes.root, className)} {...props}>
      {content}
    </AppShellStandalone>
  );
}

export interface SidebarDrawerProps extends Omit<SidebarProps, 'hideBrand' | 'onNavigate'> {
  /** Whether the drawer is open. */
  open: boolean;
  /**
   * Called when it opens or closes, with the new state as `{ open }`, as Drawer and Dialog call it: close
   * button, Escape, a click outside, or following a link (the drawer closes itself then: `{ open: false }`).
   */
  onOpenChange: NonNullable<DrawerProps['onOpenChange']>;
  /** Where focus goes when it closes, e.g. the menu button that opened it. */
  finalFocusEl?: () => HTMLElement | null;
}

/**
 * The sidebar in a drawer from the start edge, for screens narrower than the desktop layout. It traps focus,
 * closes on Escape, a click outside, its close button, or when a link is followed.
 */
export function SidebarDrawer({ open, onOpenChange, finalFocusEl, className, ...props }: SidebarDrawerProps) {
  const { t } = useLanguage();
  return (
    <Drawer
      title={t('app.name')}
      placement="start"
      size="sm"
      open={open}
      onOpenChange={onOpenChange}
      closeLabel={t('dashboard.nav.closeMenu')}
      finalFocusEl={finalFocusEl}
    >
      <Sidebar {...props} className={className} hideBrand onNavigate={() => onOpenChange({ open: false })} />
    </Drawer>
  );
}
