'use client';
// Navigation components link through Next's router and mark the current page.
import { type RouterLinkProps, RouterLinkProvider } from '@labelport/ui';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';

function NextLink({ href, ...props }: RouterLinkProps) {
  return <Link href={href} {...props} />;
}

export function PortalLinks({ children }: { children: ReactNode }) {
  return (
    <RouterLinkProvider component={NextLink} currentPath={usePathname()}>
      {children}
    </RouterLinkProvider>
  );
}
