// Server-rendered pages (a portal's SSR, or the reference app's prerendered HTML) must hydrate to the
// very markup the server wrote, so anything only the browser knows (stored data, today's date) is
// applied right after hydration instead of during it.
import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

const subscribe = () => () => {};
const noSnapshot = () => undefined;

/**
 * False on the server and while React hydrates server HTML, true once the page runs in the browser
 * (from the first render when nothing was server-rendered).
 *
 * The switch to true after hydration is a transition. A parent update that reaches a part of the page
 * still waiting for its code (a lazy component in a Suspense boundary) makes React drop that part's
 * server HTML and show its fallback, so the page jumps; a transition waits for the code instead.
 */
export function useHydrated(): boolean {
  // React calls getServerSnapshot only on the server and while hydrating, so it tells this render apart
  // from a browser-only one. Both snapshots are equal, so React never re-renders synchronously to fix them.
  let fromServerHtml = false;
  useSyncExternalStore(subscribe, noSnapshot, () => {
    fromServerHtml = true;
    return undefined;
  });
  const [hydrated, setHydrated] = useState(!fromServerHtml);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
