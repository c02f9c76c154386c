import { Menu, Package } from 'lucide-react';
import { type ComponentProps, useEffect, useRef, useState } from 'react';
import { css, cx } from 'styled-system/css';
import { siteHeader } from 'styled-system/recipes';
import { Button, IconButton } from '../../../components/button';
import type { DrawerProps } from '../../../components/drawer';
import type { LanguageSelectProps } from '../../../components/language-select';
import { ThemeToggle } from '../../../components/theme-toggle';
import { lazyPart, untilOpened } from '../../../lib/lazy-part';
import { ariaCurrent, useRouterLink } from '../../../lib/router-link';
import { useLanguage } from '../../language';
import { isAppPath, type SiteNavLink } from './types';

// The menu drawer (Ark Dialog, focus trap) loads on first open, so wide screens never download it.
const Drawer = untilOpened<DrawerProps>(() => import('../../../components/drawer/Drawer').then((module) => module.Drawer));
// The language picker (Ark Select, floating-ui) loads after the page: see lazyPart.
const LanguageSelect = lazyPart<LanguageSelectProps>(() =>
  import('../../../components/language-select/LanguageSelect').then((module) => module.LanguageSelect),
);

export interface SiteHeaderProps extends Omit<ComponentProps<'header'>, 'children'> {
  /** The navigation links with their text, in order, e.g. Home, Features, Tracking, Analytics, Pricing. */
  links: readonly SiteNavLink[];
  /** Where 'Sign Up' and 'Get Started' lead. */
  signupHref?: string;
  /** Where the logo leads. */
  homeHref?: string;
  /** Id of the page's main content, the target of the 'Skip to content' link. */
  mainId?: string;
  /** Shows the language picker (in the bar from wide screens, and in the menu). */
  showLanguageSelect?: boolean;
  /** Always uses the menu button, whatever the screen width (for narrow containers and previews). */
  collapsed?: boolean;
}

const hidden = css({ display: 'none' });
const shown = css({ display: 'inline-flex' });

/**
 * The public site's top bar: logo, navigation with the current page marked `aria-current="page"`,
 * 'Sign Up' and 'Get Started' (both to the sign-up page), language and theme. Below the md breakpoint the
 * links move into a menu drawer (the core Drawer: a dialog that traps focus) opened by a button that reports `aria-expanded`. A 'Skip to content' link comes first.
 */
export function SiteHeader({
  links,
  signupHref = '/signup',
  homeHref = '/',
  mainId = 'main',
  showLanguageSelect = true,
  collapsed = false,
  className,
  ...props
}: SiteHeaderProps) {
  const { t } = useLanguage();
  const { LinkComponent, currentPath } = useRouterLink();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const classes = siteHeader();
  const wide = cx(classes.wide, collapsed && hidden);

  // A new page closes the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the path changes
  useEffect(() => setMenuOpen(false), [currentPath]);

  const navList = (onNavigate?: () => void) => (
    <ul className={classes.navList}>
      {links.map((link) => {
        const Anchor = isAppPath(link.href) ? LinkComponent : 'a';
        return (
          <li key={link.href}>
            <Anchor
              href={link.href}
              aria-current={ariaCurrent(link.href, currentPath)}
              className={classes.navLink}
              onClick={onNavigate}
            >
              {link.label}
            </Anchor>
          </li>
        );
      })}
    </ul>
  );

  return (
    <header className={cx(classes.root, className)} {...props}>
      <a href={`#${mainId}`} className={classes.skipLink}>
        {t('siteHeader.skipToContent')}
      </a>
      <div className={classes.inner}>
        <LinkComponent href={homeHref} className={classes.brand} aria-label={t('siteHeader.homeLink')}>
          <span className={classes.brandMark}>
            <Package aria-hidden />
          </span>
          {t('app.name')}
        </LinkComponent>
        <nav aria-label={t('siteHeader.navLabel')} className={cx(classes.nav, collapsed && hidden)}>
          {navList()}
        </nav>
        <div className={classes.actions}>
          {showLanguageSelect ? (
            <div className={wide}>
              <LanguageSelect hideLabel size="sm" />
            </div>
          ) : null}
          <ThemeToggle />
          <Button asChild variant="ghost" className={wide}>
            <LinkComponent href={signupHref}>{t('siteHeader.signUp')}</LinkComponent>
          </Button>
          <Button asChild className={wide}>
            <LinkComponent href={signupHref}>{t('siteHeader.getStarted')}</LinkComponent>
          </Button>
          <IconButton
            ref={menuButton}
            aria-label={t('siteHeader.menu')}
            aria-expanded={menuOpen}
            aria-haspopup="dialog"
            className={cx(classes.menuButton, collapsed && shown)}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <Menu aria-hidden />
          </IconButton>
        </div>
      </div>
      <Drawer
        title={t('siteHeader.menuTitle')}
        open={menuOpen}
        onOpenChange={({ open }) => setMenuOpen(open)}
        finalFocusEl={() => menuButton.current}
        placement="end"
      >
        <nav aria-label={t('siteHeader.navLabel')} className={classes.drawerNav}>
          {navList(() => setMenuOpen(false))}
        </nav>
        <div className={classes.drawerActions}>
          <Button asChild variant="outline">
            <LinkComponent href={signupHref} onClick={() => setMenuOpen(false)}>
              {t('siteHeader.signUp')}
            </LinkComponent>
          </Button>
          <Button asChild>
            <LinkComponent href={signupHref} onClick={() => setMenuOpen(false)}>
              {t('siteHeader.getStarted')}
            </LinkComponent>
          </Button>
          {showLanguageSelect ? <LanguageSelect size="md" /> : null}
        </div>
      </Drawer>
    </header>
  );
}
