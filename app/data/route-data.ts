// What a route reads, and how a prerendered page carries what it was rendered with. Apart from the data
// client (query-client.ts) so that the entry can look for both without loading TanStack Query on pages that
// read no data.
import type { FetchQueryOptions } from '@tanstack/react-query';

/**
 * A route's `handle`: the queries it reads. The prerender fills the cache with them before writing the
 * page's HTML, and the browser does the same before a first render that does not hydrate, so a page that
 * is opened never starts on skeletons (one navigated to does, for a moment).
 */
export interface RouteData {
  queries: readonly AnyQueryOptions[];
}

/** The options of a query of any data: one route reads several kinds. */
// biome-ignore lint/suspicious/noExplicitAny: the data types differ from query to query, and options are not covariant in them
export type AnyQueryOptions = FetchQueryOptions<any, any, any, any>;

/** The queries of the matched routes' `handle`s. */
export const routeQueries = (matches: readonly { route: { handle?: unknown } }[]) =>
  matches.flatMap(({ route }) => (route.handle as Partial<RouteData> | undefined)?.queries ?? []);

/**
 * The id of a prerendered page's JSON block holding the data it was rendered with, so hydration renders the
 * same. Data, not a script that runs: the Content-Security-Policy has nothing to allow.
 */
export const QUERY_STATE_ID = 'query-state';

/** `state` as the text of a JSON block: `<` escaped, so no string in it can end the element. */
export const jsonForScript = (state: unknown) => JSON.stringify(state).replace(/</g, '\\u003c');
