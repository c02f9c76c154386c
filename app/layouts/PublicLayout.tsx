import { Outlet } from 'react-router';
import { css } from 'styled-system/css';
import { ThemeToggle, useLanguage, useRouterLink } from '../../src';

// Placeholder public chrome; the site header and footer components replace it.
const LINKS = [
  ['/', 'page.home'],
  ['/features', 'page.features'],
  ['/tracking', 'page.tracking'],
  ['/analytics', 'page.analytics'],
  ['/pricing', 'page.pricing'],
] as const;

export function Component() {
  const { t } = useLanguage();
  const { LinkComponent, currentPath } = useRouterLink();
  return (
    <div className={css({ minH: 'screenH', display: 'flex', flexDirection: 'column' })}>
      <header className={css({ display: 'flex', gap: '4', p: '4', alignItems: 'center', flexWrap: 'wrap' })}>
        <nav aria-label={t('app.name')}>
          <ul className={css({ display: 'flex', gap: '4', flexWrap: 'wrap' })}>
            {LINKS.map(([href, key]) => (
              <li key={href}>
                <LinkComponent href={href} aria-current={href === currentPath ? 'page' : undefined}>
                  {t(key)}
                </LinkComponent>
              </li>
            ))}
          </ul>
        </nav>
        <ThemeToggle />
      </header>
      <main id="main" className={css({ flex: '1', p: '4' })}>
        <Outlet />
      </main>
    </div>
  );
}
