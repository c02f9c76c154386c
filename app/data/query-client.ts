// The app's data client: TanStack Query with the portal's defaults. A portal plugs its own API in by
// replacing the functions of app/data/api.ts; the pages, their loading and error states stay as they are.
import { type DefaultOptions, hydrate, QueryClient } from '@tanstack/react-query';
import type { AnyQueryOptions } from './route-data';

const SECOND = 1000;

/** The wait before retry number `failures + 1`: 1 s, 2 s, 4 s…, doubling, never over 30 s. */
export const retryDelay = (failures: number) => Math.min(SECOND * 2 ** failures, 30 * SECOND);

/** Three retries with that backoff; data that no page shows any more is kept 5 minutes. */
export const QUERY_DEFAULTS = {
  queries: { retry: 3, retryDelay, gcTime: 5 * 60 * SECOND },
} as const satisfies DefaultOptions;

export const createQueryClient = () => new QueryClient({ defaultOptions: QUERY_DEFAULTS });

/**
 * The one client of this browser tab. The prerender (entry-server.tsx) renders one page at a time with it,
 * clearing it between pages; a server that renders requests side by side makes a client per request.
 */
export const queryClient = createQueryClient();

/**
 * Puts the data a prerendered page was rendered with (its QUERY_STATE_ID block) into the cache, marked
 * to be read again as the page mounts: it is what a first-time visitor sees, and this one may have data
 * of their own (and a clock behind the build's, which would make the page's data look fresh).
 */
export function restoreQueryState(block: HTMLElement) {
  hydrate(queryClient, JSON.parse(block.textContent ?? '{}'));
  void queryClient.invalidateQueries();
}

/**
 * Reads the queries a page starts with before its first render, so that it does not start on skeletons. A
 * failure is not retried here: the page shows it, and retries, once it renders.
 */
export function prefetchOnce(queries: readonly AnyQueryOptions[]) {
  return Promise.all(queries.map((query) => queryClient.prefetchQuery({ ...query, retry: false })));
}
