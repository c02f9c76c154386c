import { Bell, Menu, MessageSquare, Plus } from 'lucide-react';
import type { HTMLAttributes, ReactNode, Ref, RefAttributes } from 'react';
import { cx } from 'styled-system/css';
import { topBar } from 'styled-system/recipes';
import { Badge } from '../../../components/badge';
import { Button, IconButton } from '../../../components/button';
import type { LanguageSelectProps } from '../../../components/language-select';
import { Link } from '../../../components/link';
import type { PopoverProps } from '../../../components/popover';
import { ThemeToggle } from '../../../components/theme-toggle';
import { type DateInput, toDate } from '../../../i18n/format';
import { useHydrated } from '../../../lib/hydration';
import { lazyOverlay, lazyPart } from '../../../lib/lazy-part';
import { useRouterLink } from '../../../lib/router-link';
import { useLanguage } from '../../language';
// Not the form's index: the top bar needs the anchor, not the form (slider, popover) in every page's first load.
import { NEW_REQUEST_ID, revealSection } from '../private-label-request-form/reveal-section';

// The language picker (Ark Select, floating-ui) and the popovers (closed at first) load after the page: see
// lazyPart. While a popover loads on a client render, its trigger button shows alone, and a click on it opens
// the popover once loaded (lazyOverlay).
const LanguageSelect = lazyPart<LanguageSelectProps>(() =>
  import('../../../components/language-select/LanguageSelect').then((module) => module.LanguageSelect),
);
const Popover = lazyOverlay<PopoverProps>(() => import('../../../components/popover/Popover').then((module) => module.Popover));

/** A notification in the top bar's list. */
export interface TopBarNotification {
  /** Unique id. */
  id: string;
  /** Its text, in the page's language, e.g. 'Production has started for Energy Drink - Tropical.' */
  text: string;
  /** When it happened; shown relative to now ('2 hours ago'). */
  date: DateInput;
}

/** An unread message in the top bar's list. */
export interface TopBarMessage {
  /** Unique id. */
  id: string;
  /** The conversation's title, e.g. the project's name. */
  title: string;
  /** The start of the message. */
  preview: string;
  /** When it was sent; shown relative to now. */
  date: DateInput;
}

export interface StartNewProjectButtonProps {
  /** Where it goes. Default '/dashboard/projects#new-request', the request form. A bare '#id' stays on the page. */
  href?: string;
  /** Button look. Default `solid`. */
  variant?: 'solid' | 'outline' | 'subtle';
  /** Extra class names. */
  className?: string;
}

/**
 * 'Start New Project': a link styled as a button. When its target is on the current page it scrolls the
 * request form into view and moves focus to it; on another page the form does that itself on arrival.
 */
export function StartNewProjectButton({
  href = `/dashboard/projects#${NEW_REQUEST_ID}`,
  variant,
  className,
}: StartNewProjectButtonProps) {
  const { t } = useLanguage();
  const { LinkComponent, currentPath } = useRouterLink();
  const [path, hash] = href.split('#');
  const onClick = () => {
    if (hash && (!path || path === currentPath)) void revealSection(hash);
  };
  return (
    <Button asChild variant={variant} className={className}>
      <LinkComponent href={href} onClick={onClick}>
        <Plus aria-hidden />
        {t('dashboard.startNewProject')}
      </LinkComponent>
    </Button>
  );
}

export interface TopBarProps extends Omit<HTMLAttributes<HTMLElement>, 'children'>, RefAttributes<HTMLElement> {
  /** The first name for 'Welcome back, <name>'. */
  firstName: string;
  /** The element of the greeting: `h1` on the overview, where it is the page's heading; `p` elsewhere. Default `p`. */
  greetingAs?: 'h1' | 'p';
  /** Today, for the date under the greeting. Defaults to now. */
  today?: DateInput;
  /** The notifications; their count is the bell's badge. */
  notifications?: readonly TopBarNotification[];
  /** Unread messages; listed in the messages popover. */
  messages?: readonly TopBarMessage[];
  /** Where 'Open messages' goes. Default '/dashboard/messages'. */
  messagesHref?: string;
  /** Where 'Start New Project' goes. Default '/dashboard/projects#new-request'. */
  startNewProjectHref?: string;
  /**
   * The button that opens the sidebar's drawer on small screens, first in the bar, e.g. `AppShell.MenuButton`
   * (DashboardShell's). Without it, `onMenuClick` shows the bar's own.
   */
  menuButton?: ReactNode;
  /** Shows the menu button (hidden on wide screens) and calls this when it is pressed, to open the sidebar drawer. */
  onMenuClick?: () => void;
  /** Ref to the menu button, so the drawer can return focus to it. */
  menuButtonRef?: Ref<HTMLButtonElement>;
  /** Whether the drawer the menu button opens is open (`aria-expanded`). */
  menuOpen?: boolean;
  /** Extra class names. */
  className?: string;
}

/** A day as `<time dateTime>` writes it (YYYY-MM-DD), in the visitor's own calendar. */
function localDay(date: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
}

/**
 * The dashboard's top bar: 'Welcome back, <name>' with today's date in the locale's format, the language select,
 * the theme toggle, notification and message buttons (named with their counts; each opens a popover listing them),
 * and 'Start New Project'. On narrow screens a menu button opens the sidebar drawer. It is a `<header>`.
 */
export function TopBar({
  firstName,
  greetingAs: Greeting = 'p',
  today,
  notifications = [],
  messages = [],
  messagesHref = '/dashboard/messages',
  startNewProjectHref,
  menuButton,
  onMenuClick,
  menuButtonRef,
  menuOpen,
  className,
  ...props
}: TopBarProps) {
  const { t, formatDate, formatRelativeTime } = useLanguage();
  const { LinkComponent } = useRouterLink();
  const classes = topBar();
  // Today is the browser's: server-rendered HTML keeps the line empty until hydration.
  const hydrated = useHydrated();
  const day = today ?? (hydrated ? new Date() : undefined);
  const list = (items: ReactNode[], empty: string) =>
    items.length === 0 ? <p className={classes.itemMeta}>{empty}</p> : <ul className={classes.list}>{items}</ul>;

  return (
    <header className={cx(classes.root, className)} {...props}>
      <div className={classes.lead}>
        {menuButton ??
          (onMenuClick ? (
            <IconButton
              ref={menuButtonRef}
              className={classes.menuButton}
              variant="outline"
              aria-label={t('dashboard.nav.openMenu')}
              aria-expanded={menuOpen ?? false}
              aria-haspopup="dialog"
              onClick={onMenuClick}
            >
              <Menu aria-hidden />
            </IconButton>
          ) : null)}
        <div className={classes.greeting}>
          <Greeting className={classes.title}>{t('dashboard.welcomeBack', { name: firstName })}</Greeting>
          {/* A <time>: what only the browser knows, kept in its place (a line high) until the page runs. */}
          <p className={classes.date}>
            {day ? <time dateTime={localDay(toDate(day))}>{formatDate(day, 'weekday')}</time> : '\u00a0'}
          </p>
        </div>
      </div>
      <div className={classes.actions}>
        <LanguageSelect hideLabel size="sm" className={classes.language} />
        <ThemeToggle />
        <span className={classes.iconWrap}>
          <Popover
            title={t('dashboard.notifications.title')}
            closeLabel={t('common.close')}
            placement="bottom-end"
            size="sm"
            trigger={
              <IconButton aria-label={t('dashboard.notifications.button', { count: notifications.length })}>
                <Bell aria-hidden />
              </IconButton>
            }
          >
            {list(
              notifications.map((item) => (
                <li key={item.id} className={classes.item}>
                  <span className={classes.itemText}>{item.text}</span>
                  <span className={classes.itemMeta}>{formatRelativeTime(item.date)}</span>
                </li>
              )),
              t('dashboard.notifications.empty'),
            )}
          </Popover>
          {notifications.length > 0 ? (
            <Badge className={classes.count} tone="danger" variant="solid" size="sm" count={notifications.length} aria-hidden />
          ) : null}
        </span>
        <Popover
          title={t('dashboard.messages.title')}
          closeLabel={t('common.close')}
          placement="bottom-end"
          size="sm"
          trigger={
            <IconButton aria-label={t('dashboard.messages.button', { count: messages.length })}>
              <MessageSquare aria-hidden />
            </IconButton>
          }
        >
          {list(
            messages.map((item) => (
              <li key={item.id} className={classes.item}>
                <span className={classes.itemText}>
                  <strong>{item.title}</strong>
                </span>
                <span className={classes.itemText}>{item.preview}</span>
                <span className={classes.itemMeta}>{formatRelativeTime(item.date)}</span>
              </li>
            )),
            t('dashboard.messages.empty'),
          )}
          <p>
            <Link asChild>
              <LinkComponent href={messagesHref}>{t('dashboard.messages.openAll')}</LinkComponent>
            </Link>
          </p>
        </Popover>
        <StartNewProjectButton href={startNewProjectHref} />
      </div>
    </header>
  );
}
