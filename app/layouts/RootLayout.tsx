import { Link, Outlet, ScrollRestoration, useLocation } from 'react-router';
import { type RouterLinkProps, RouterLinkProvider } from '../../src';

// The package renders internal links through this, so they navigate without a full reload.
function AppLink({ href, ...props }: RouterLinkProps) {
  return <Link to={href} {...props} />;
}

/** Tells the package how to link and where we are; everything else hangs below. */
export function RootLayout() {
  const { pathname } = useLocation();
  return (
    <RouterLinkProvider component={AppLink} currentPath={pathname}>
      <Outlet />
      <ScrollRestoration />
    </RouterLinkProvider>
  );
}
