// Navigation components link through React Router and mark the current page.
import { type RouterLinkProps, RouterLinkProvider } from '@labelport/ui';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';

function RouterLink({ href, ...props }: RouterLinkProps) {
  return <Link to={href} {...props} />;
}

export function PortalLinks({ children }: { children: ReactNode }) {
  return (
    <RouterLinkProvider component={RouterLink} currentPath={useLocation().pathname}>
      {children}
    </RouterLinkProvider>
  );
}
