// Server-rendered pages (a portal's SSR, or the reference app's prerendered HTML) must hydrate to the
// very markup the server wrote, so anything only the browser knows (stored data, today's date) is
// applied right after hydration instead of during it.
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and while React hydrates server HTML, true once the page runs in the browser
 * (from the first render when nothing was server-rendered).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
