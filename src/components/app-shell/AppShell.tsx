import { ark, type HTMLArkProps } from '@ark-ui/react/factory';
import { Menu as MenuIcon, PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import {
  type ComponentProps,
  createContext,
  lazy,
  type ReactElement,
  type ReactNode,
  type RefObject,
  Suspense,
  useContext,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { cx } from 'styled-system/css';
import { appShell } from 'styled-system/recipes';
import { useLanguage } from '../../i18n/LanguageProvider';
import { addEnglish } from '../../i18n/messages';
import { enAppShell } from '../../i18n/messages/en-app-shell';
import { untilOpened } from '../../lib/lazy-part';
import { useMergedRefs } from '../../lib/merge-refs';
import { createParts } from '../../lib/parts';
import { ariaCurrent, type RouterLinkComponent, type RouterLinkProps, useRouterLink } from '../../lib/router-link';
import { keepIf } from '../../lib/storage';
import { useControllableState } from '../../lib/use-controllable-state';
import { useStoredState } from '../../lib/use-stored-state';
import { Badge } from '../badge/Badge';
import { IconButton, type IconButtonProps } from '../button';
import type { DrawerProps } from '../drawer/Drawer';

// Its English joins the catalog with it, so pages without it do not download that text.
addEnglish(enAppShell);

const { withProvider, withContext } = createParts(appShell);

// The drawer (a modal dialog) is closed when the page loads and loads when first opened: wide screens never
// download it.
const Drawer = untilOpened<DrawerProps>(() => import('../drawer/Drawer').then((module) => module.Drawer));
// The links' tooltips (Ark's, with floating-ui) are a chunk of their own, loading as soon as this module runs in a
// browser; a server render waits for it, and hydration keeps the links' HTML meanwhile. One lazy component for
// good: swapping it for the loaded one later would remount every link, and a focused one would lose its focus.
const loadTooltip = () => import('../tooltip/Tooltip').then((module) => ({ default: module.Tooltip }));
const tooltipLoading = typeof window === 'undefined' ? undefined : loadTooltip();
tooltipLoading?.catch(() => undefined);
const Tooltip = lazy(() => tooltipLoading ?? loadTooltip());

interface AppShellState {
  collapsed: boolean;
  setCollapsed: (collapsed: boolean) => void;
  drawerOpen: boolean;
  setDrawerOpen: (open: boolean) => void;
  sidebarId: string;
  mainId: string;
  /** The menu button that opened the drawer, where focus returns when it closes. */
  menuButton: RefObject<HTMLButtonElement | null>;
}

const AppShellContext = createContext<AppShellState | undefined>(undefined);
/** Where the sidebar's parts are drawn: in the sidebar itself (wide screens) or in the drawer (below `lg`). */
const PlacementContext = createContext<'sidebar' | 'drawer'>('sidebar');

/**
 * The shell's state, for a portal's own parts inside `AppShell.Root`: `collapsed` and `setCollapsed`,
 * `drawerOpen` and `setDrawerOpen`, and `placement` (`'sidebar'`, or `'drawer'` for the copy in the drawer).
 */
export function useAppShell() {
  const shell = useContext(AppShellContext);
  if (!shell) throw new Error('useAppShell must be used inside AppShell.Root.');
  const placement = useContext(PlacementContext);
  return {
    collapsed: shell.collapsed,
    setCollapsed: shell.setCollapsed,
    drawerOpen: shell.drawerOpen,
    setDrawerOpen: shell.setDrawerOpen,
    placement,
  };
}

/**
 * Outside a shell (a sidebar's links shown in a portal's own drawer, say) the parts stand still: never
 * collapsed, no drawer of their own.
 */
const STANDALONE: AppShellState = {
  collapsed: false,
  setCollapsed: () => {},
  drawerOpen: false,
  setDrawerOpen: () => {},
  sidebarId: '',
  mainId: '',
  menuButton: { current: null },
};

function useShell(): AppShellState {
  return useContext(AppShellContext) ?? STANDALONE;
}

/** Whether the caller is inside `AppShell.Root`: a block that can stand alone provides the styles itself. */
export function useInAppShell(): boolean {
  return useContext(AppShellContext) !== undefined;
}

const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';

export interface AppShellRootProps extends HTMLArkProps<'div'> {
  /** Whether the sidebar shows only its icons (controlled). */
  collapsed?: boolean;
  /** Whether it starts collapsed (uncontrolled). Default false. */
  defaultCollapsed?: boolean;
  /** Called when the collapse button or `setCollapsed` collapses or expands the sidebar. */
  onCollapsedChange?: (collapsed: boolean) => void;
  /**
   * A localStorage key (namespace it, e.g. `'carrier:sidebar'`) under which the collapsed state is remembered
   * across visits and followed by other tabs. Without one it lasts for the page's life.
   */
  storageKey?: string;
  /** The skip link's text. Default: 'Skip to content' in the page's language. */
  skipLinkLabel?: string;
  /** The id of `AppShell.Main`, where the skip link leads, for links of your own to it. Default: a generated one. */
  mainId?: string;
}

const StyledRoot = /* @__PURE__ */ withProvider(ark.div, 'root');

/**
 * The frame of a portal's pages: a skip link to the main region, then `AppShell.Sidebar`, and a column of
 * `AppShell.Header` and `AppShell.Main`. Holds whether the sidebar is collapsed to its icons (remembered
 * under `storageKey`) and whether its drawer is open on small screens.
 */
export function AppShellRoot({
  collapsed: collapsedProp,
  defaultCollapsed = false,
  onCollapsedChange,
  storageKey,
  skipLinkLabel,
  mainId,
  children,
  ...props
}: AppShellRootProps) {
  const { t } = useLanguage();
  const [stored, store] = useStoredState(storageKey, defaultCollapsed, keepIf(isBoolean));
  const [collapsed, setCollapsed] = useControllableState(
    collapsedProp ?? (storageKey ? stored : undefined),
    defaultCollapsed,
    (next) => {
      store(next);
      onCollapsedChange?.(next);
    },
  );
  const [drawerOpen, setDrawerOpen] = useState(false);
  const id = useId();
  const menuButton = useRef<HTMLButtonElement>(null);
  const state = useMemo(
    () => ({
      collapsed,
      setCollapsed,
      drawerOpen,
      setDrawerOpen,
      sidebarId: `${id}-sidebar`,
      mainId: mainId ?? `${id}-main`,
      menuButton,
    }),
    [collapsed, setCollapsed, drawerOpen, id, mainId],
  );
  return (
    <AppShellContext.Provider value={state}>
      <StyledRoot {...props}>
        <SkipLink href={`#${state.mainId}`}>{skipLinkLabel ?? t('core.appShell.skipToContent')}</SkipLink>
        {children}
      </StyledRoot>
    </AppShellContext.Provider>
  );
}

const SkipLink = /* @__PURE__ */ withContext(ark.a, 'skipLink');

export interface AppShellSidebarProps extends HTMLArkProps<'aside'> {
  /** The drawer's title on small screens, which also names it. Default: 'Navigation' in the page's language. */
  drawerTitle?: ReactNode;
  /** The drawer's close button's name. Default: 'Close navigation' in the page's language. */
  drawerCloseLabel?: string;
}

const StyledSidebar = /* @__PURE__ */ withContext(ark.aside, 'sidebar');
const DrawerBody = /* @__PURE__ */ withContext(ark.div, 'drawerBody');
/**
 * The sidebar's column for its parts outside a shell, e.g. in a portal's own drawer: it provides their
 * styles, as `AppShell.Root` does.
 */
export const AppShellStandalone = /* @__PURE__ */ withProvider(ark.div, 'drawerBody');

/**
 * The sidebar: an `<aside>` beside the page from the `lg` breakpoint, and below it the same children in a
 * drawer from the start edge, opened by `AppShell.MenuButton` (a link followed there closes it). Fill it with
 * `AppShell.SidebarHeader`, `AppShell.Nav` and `AppShell.SidebarFooter`.
 */
export function AppShellSidebar({ drawerTitle, drawerCloseLabel, children, ...props }: AppShellSidebarProps) {
  const shell = useShell();
  const { t } = useLanguage();
  return (
    <>
      <StyledSidebar id={shell.sidebarId || undefined} data-collapsed={shell.collapsed ? '' : undefined} {...props}>
        {children}
      </StyledSidebar>
      <Drawer
        title={drawerTitle ?? t('core.appShell.navigation')}
        placement="start"
        size="sm"
        open={shell.drawerOpen}
        onOpenChange={({ open }) => shell.setDrawerOpen(open)}
        closeLabel={drawerCloseLabel ?? t('core.appShell.closeNavigation')}
        // Back to the menu button; when something else opened the drawer (the button hidden), Ark's default:
        // the element focused before it opened.
        finalFocusEl={() => (shell.menuButton.current?.checkVisibility() ? shell.menuButton.current : null)}
      >
        <PlacementContext.Provider value="drawer">
          <DrawerBody>{children}</DrawerBody>
        </PlacementContext.Provider>
      </Drawer>
    </>
  );
}

export interface AppShellSidebarHeaderProps extends HTMLArkProps<'div'> {}
const StyledSidebarHeader = /* @__PURE__ */ withContext(ark.div, 'sidebarHeader');
/** The top of the sidebar: the portal's logo or name, a workspace switcher. In the drawer its title stands instead. */
export function AppShellSidebarHeader(props: AppShellSidebarHeaderProps) {
  return useContext(PlacementContext) === 'drawer' ? null : <StyledSidebarHeader {...props} />;
}

export interface AppShellSidebarTitleProps extends HTMLArkProps<'span'> {}
/** The portal's name in the sidebar's header, beside its logo; hidden while collapsed, leaving the logo. */
export const AppShellSidebarTitle = /* @__PURE__ */ withContext(ark.span, 'sidebarTitle');

export interface AppShellSidebarFooterProps extends HTMLArkProps<'div'> {}
/** The bottom of the sidebar: the user, Settings, Sign out, the collapse button. */
export const AppShellSidebarFooter = /* @__PURE__ */ withContext(ark.div, 'sidebarFooter');

export interface AppShellNavProps extends HTMLArkProps<'nav'> {}
const StyledNav = /* @__PURE__ */ withContext(ark.nav, 'nav');
/** The navigation landmark of the sidebar's links, named 'Navigation' unless given an `aria-label`. */
export function AppShellNav(props: AppShellNavProps) {
  const { t } = useLanguage();
  return <StyledNav aria-label={t('core.appShell.navigation')} {...props} />;
}

export interface AppShellNavGroupProps extends Omit<HTMLArkProps<'div'>, 'children'> {
  /** The group's heading, e.g. 'Operations'; it also names the list. Hidden, but still its name, while collapsed. */
  label?: ReactNode;
  /** Its `AppShell.NavLink`s. */
  children: ReactNode;
}
const Group = /* @__PURE__ */ withContext(ark.div, 'group');
const GroupLabel = /* @__PURE__ */ withContext(ark.div, 'groupLabel');
const List = /* @__PURE__ */ withContext(ark.ul, 'list');
/** A list of links under a heading, which names it for screen readers; without `label`, a plain list. */
export function AppShellNavGroup({ label, children, ...props }: AppShellNavGroupProps) {
  const labelId = useId();
  return (
    <Group {...props}>
      {label ? <GroupLabel id={labelId}>{label}</GroupLabel> : null}
      <List aria-labelledby={label ? labelId : undefined}>{children}</List>
    </Group>
  );
}

/** The link that had focus when it was replaced, by its shell and path: the one that replaces it takes focus. */
let focusHandover: string | undefined;

/**
 * A sidebar link that hands its focus on to the link that replaces it. Until the tooltips' chunk is there a
 * link stands alone, and then it is replaced by the same link inside its tooltip: a keyboard user who tabbed
 * onto it meanwhile keeps the focus there, instead of losing it to the page's body.
 */
function FocusKeepingLink({
  as: Link,
  handoverKey,
  ref,
  ...props
}: RouterLinkProps & { as: RouterLinkComponent | 'a'; handoverKey: string }) {
  const own = useRef<HTMLAnchorElement>(null);
  useLayoutEffect(() => {
    const element = own.current;
    if (focusHandover === handoverKey) {
      focusHandover = undefined;
      element?.focus({ preventScroll: true });
    }
    return () => {
      if (element && element === element.ownerDocument.activeElement) focusHandover = handoverKey;
    };
  }, [handoverKey]);
  return <Link ref={useMergedRefs(own, ref)} {...props} />;
}

export interface AppShellNavLinkProps extends Omit<ComponentProps<'a'>, 'href'> {
  /** The path it goes to, rendered through the portal's router (`RouterLinkProvider`). */
  href: string;
  /** Its icon (decorative). Shown alone, with its text in a tooltip, while the sidebar is collapsed. */
  icon?: ReactNode;
  /** A count shown as a badge, e.g. open orders; none while 0 or unset. */
  count?: number;
  /** What the count says to screen readers, e.g. '3 open orders', in the portal's language. Default: the number. */
  countLabel?: string;
  /**
   * Whether it is the current page (`aria-current="page"`). Default: its `href` equals the router's current
   * path; pass it for a section that owns deeper paths, e.g. `/orders/123` under Orders.
   */
  current?: boolean;
  /** Its text: the portal's own, in its language. */
  children: ReactNode;
}
const LinkIcon = /* @__PURE__ */ withContext(ark.span, 'linkIcon');
const LinkLabel = /* @__PURE__ */ withContext(ark.span, 'linkLabel');
const linkClass = () => appShell().link;
const countClass = () => appShell().linkCount;

/**
 * A link of the sidebar, in an `<li>`: icon, text and count, marked as the current page. Collapsed, only the
 * icon shows and its text is a tooltip (the link keeps its name); in the drawer, following it closes the drawer.
 */
export function AppShellNavLink({
  href,
  icon,
  count,
  countLabel,
  current,
  children,
  className,
  onClick,
  ref,
  ...props
}: AppShellNavLinkProps) {
  const shell = useShell();
  const placement = useContext(PlacementContext);
  const { LinkComponent, currentPath } = useRouterLink();
  const { dir } = useLanguage();
  const link = (
    <FocusKeepingLink
      as={LinkComponent}
      handoverKey={`${shell.sidebarId}${href}`}
      href={href}
      ref={ref}
      className={cx(linkClass(), className)}
      aria-current={current === undefined ? ariaCurrent(href, currentPath) : current ? 'page' : undefined}
      onClick={(event) => {
        onClick?.(event);
        if (placement === 'drawer') shell.setDrawerOpen(false);
      }}
      {...props}
    >
      {icon ? <LinkIcon aria-hidden>{icon}</LinkIcon> : null}
      <LinkLabel>{children}</LinkLabel>
      {count ? <Badge className={countClass()} tone="accent" variant="solid" size="sm" count={count} label={countLabel} /> : null}
    </FocusKeepingLink>
  );
  return (
    <li>
      {/* Always in its tooltip in the sidebar, disabled while expanded: wrapping it only once collapsed would
          remount the link and lose its focus. Until the tooltip's chunk is there, the link alone. */}
      {placement === 'sidebar' ? (
        <Suspense fallback={link}>
          <Tooltip content={children} disabled={!shell.collapsed} positioning={{ placement: dir === 'rtl' ? 'left' : 'right' }}>
            {link}
          </Tooltip>
        </Suspense>
      ) : (
        link
      )}
    </li>
  );
}

export interface AppShellCollapseButtonProps extends Omit<IconButtonProps, 'aria-label' | 'children'> {
  /** Its name. Default: 'Collapse sidebar' in the page's language; pressed while collapsed. */
  'aria-label'?: string;
  /** Its icon. Default: a panel with an arrow to close or open it, mirrored right to left. */
  children?: ReactElement;
}
/**
 * Collapses the sidebar to its icons and back: a toggle button (`aria-pressed` while collapsed), shown on
 * wide screens only. In the drawer there is nothing to collapse and it renders nothing.
 */
export function AppShellCollapseButton({ className, onClick, children, ...props }: AppShellCollapseButtonProps) {
  const shell = useShell();
  const { t } = useLanguage();
  if (useContext(PlacementContext) === 'drawer') return null;
  const classes = appShell();
  return (
    <IconButton
      aria-label={t('core.appShell.collapseSidebar')}
      aria-pressed={shell.collapsed}
      aria-controls={shell.sidebarId || undefined}
      className={cx(classes.collapseButton, className)}
      onClick={(event) => {
        onClick?.(event);
        shell.setCollapsed(!shell.collapsed);
      }}
      {...props}
    >
      {children ??
        (shell.collapsed ? <PanelLeftOpen aria-hidden data-mirror="" /> : <PanelLeftClose aria-hidden data-mirror="" />)}
    </IconButton>
  );
}

export interface AppShellMenuButtonProps extends Omit<IconButtonProps, 'aria-label' | 'children'> {
  /** Its name. Default: 'Open navigation' in the page's language. */
  'aria-label'?: string;
  /** Its icon. Default: three lines. */
  children?: ReactElement;
}
/** Opens the sidebar's drawer: shown below the `lg` breakpoint, where the sidebar is not beside the page. */
export function AppShellMenuButton({ className, onClick, children, ref, ...props }: AppShellMenuButtonProps) {
  const shell = useShell();
  const { t } = useLanguage();
  const classes = appShell();
  return (
    <IconButton
      ref={useMergedRefs(shell.menuButton, ref)}
      variant="outline"
      aria-label={t('core.appShell.openNavigation')}
      aria-haspopup="dialog"
      aria-expanded={shell.drawerOpen}
      className={cx(classes.menuButton, className)}
      onClick={(event) => {
        onClick?.(event);
        shell.setDrawerOpen(true);
      }}
      {...props}
    >
      {children ?? <MenuIcon aria-hidden />}
    </IconButton>
  );
}

export interface AppShellColumnProps extends HTMLArkProps<'div'> {}
/** The column beside the sidebar that holds `AppShell.Header` and `AppShell.Main`. */
export const AppShellColumn = /* @__PURE__ */ withContext(ark.div, 'column');

export interface AppShellHeaderProps extends HTMLArkProps<'header'> {}
/**
 * The top bar, a `<header>` (the page's banner): `AppShell.MenuButton` first, then the portal's own content,
 * e.g. a search box; `AppShell.HeaderActions` at the end.
 */
export const AppShellHeader = /* @__PURE__ */ withContext(ark.header, 'header');

export interface AppShellHeaderActionsProps extends HTMLArkProps<'div'> {}
/** The top bar's actions, pushed to its end edge: buttons, a language picker, the user menu. */
export const AppShellHeaderActions = /* @__PURE__ */ withContext(ark.div, 'headerActions');

export interface AppShellMainProps extends HTMLArkProps<'main'> {}
const StyledMain = /* @__PURE__ */ withContext(ark.main, 'main');
/** The page's `<main>`, where the skip link leads (it takes focus from it). */
export function AppShellMain(props: AppShellMainProps) {
  const shell = useShell();
  return <StyledMain id={shell.mainId || undefined} tabIndex={-1} {...props} />;
}
