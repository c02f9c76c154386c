// A stand-in router for the stories of navigation (the dashboard blocks, AppShell): links stay on the
// story, record where they would go, and the current path follows them so `aria-current` can be checked.
import { type ReactNode, useMemo, useState } from 'react';
import { type RouterLinkProps, RouterLinkProvider } from '../../../../src';

export interface StoryRouterProps {
  /** The path the story starts on. */
  initialPath?: string;
  /** Called with the href of every internal link the user follows. */
  onNavigate?: (href: string) => void;
  children: ReactNode;
}

export function StoryRouter({ initialPath = '/dashboard', onNavigate, children }: StoryRouterProps) {
  const [path, setPath] = useState(initialPath);
  const Link = useMemo(
    () =>
      function StoryLink({ href, onClick, ...props }: RouterLinkProps) {
        return (
          <a
            href={href}
            {...props}
            onClick={(event) => {
              onClick?.(event);
              event.preventDefault();
              onNavigate?.(href);
              setPath(href.split('#')[0] ?? href);
            }}
          />
        );
      },
    [onNavigate],
  );
  return (
    <RouterLinkProvider component={Link} currentPath={path}>
      {children}
    </RouterLinkProvider>
  );
}
