// The package does not depend on a router. A portal tells it how to render an internal link and
// which path is current; navigation components (header, sidebar, links) read both from here.
import {
  type AnchorHTMLAttributes,
  type ComponentType,
  createContext,
  type ReactNode,
  type Ref,
  useContext,
  useMemo,
} from 'react';

export interface RouterLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
}

export type RouterLinkComponent = ComponentType<RouterLinkProps>;

interface RouterContextValue {
  LinkComponent: RouterLinkComponent | 'a';
  currentPath: string | undefined;
}

const RouterContext = createContext<RouterContextValue>({ LinkComponent: 'a', currentPath: undefined });

export interface RouterLinkProviderProps {
  /** Renders internal links, e.g. `({ href, ...props }) => <Link to={href} {...props} />` for React Router. Defaults to `<a>`. */
  component?: RouterLinkComponent;
  /** The current path, so navigation can mark its active link with `aria-current="page"`. */
  currentPath?: string;
  children: ReactNode;
}

export function RouterLinkProvider({ component, currentPath, children }: RouterLinkProviderProps) {
  const value = useMemo(() => ({ LinkComponent: component ?? ('a' as const), currentPath }), [component, currentPath]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

/** The link component and current path set by the nearest RouterLinkProvider. */
export function useRouterLink(): RouterContextValue {
  return useContext(RouterContext);
}

/** `aria-current="page"` for the link whose path equals the current path (exact match, so /dashboard is not current on /dashboard/projects). */
export function ariaCurrent(href: string, currentPath: string | undefined): 'page' | undefined {
  return currentPath !== undefined && href === currentPath ? 'page' : undefined;
}
