import { Outlet } from 'react-router';
import { css } from 'styled-system/css';
import { ThemeToggle } from '../../src';

// Placeholder dashboard shell; the sidebar and top bar components replace it.
export function Component() {
  return (
    <div className={css({ minH: 'screenH', display: 'flex', flexDirection: 'column' })}>
      <header className={css({ p: '4' })}>
        <ThemeToggle />
      </header>
      <main id="main" className={css({ flex: '1', p: '4' })}>
        <Outlet />
      </main>
    </div>
  );
}
