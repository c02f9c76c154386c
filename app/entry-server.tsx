// The prerender's entry (scripts/prerender.mjs): renders one path of the app to HTML, as a first-time
// visitor sees it, with the page's title and the data it was rendered with.

import { Writable } from 'node:stream';
import { dehydrate } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, type RouteObject, StaticRouterProvider } from 'react-router';

export { PAGE_MODULES_ID } from './code-after-paint';
export { QUERY_STATE_ID } from './data/route-data';

import { queryClient } from './data/query-client';
import { jsonForScript, routeQueries } from './data/route-data';
import { prerenderedTitle } from './page-title';
import { AppProviders } from './providers';
import { routes } from './routes';

/** Every path the routes define (the catch-all aside), e.g. '/', '/features', '/dashboard/projects'. */
export function pagePaths(list: RouteObject[] = routes, parent = ''): string[] {
  return list.flatMap((route) => {
    if (route.path === '*') return [];
    const path = route.index ? parent || '/' : route.path ? `${parent}/${route.path}` : parent;
    const own = route.index || (route.path && !route.children) ? [path] : [];
    return [...own, ...(route.children ? pagePaths(route.children, path) : [])];
  });
}

/**
 * The page at `path`: its HTML, title, and `queryState`, the JSON of the data it shows (for the page's
 * QUERY_STATE_ID block; undefined for a page without data).
 */
export async function render(path: string): Promise<{ html: string; title: string; queryState?: string }> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status} instead of a page`);
  // One page at a time, with the browser's client (emptied after each page).
  await Promise.all(routeQueries(context.matches).map((query) => queryClient.fetchQuery(query)));
  const router = createStaticRouter(handler.dataRoutes, context);
  prerenderedTitle.current = '';
  const html = await renderWhole(
    <AppProviders>
      {/* No hydration data script: no route has a loader, and the page's only inline script stays the
          theme script, whose hash the Content-Security-Policy allows. */}
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
  );
  const data = dehydrate(queryClient);
  // Emptied once written out: the next page starts with none of this one's data, and no query is left
  // waiting its 5 minutes to be collected (that timer alone would keep the prerender running 5 minutes).
  queryClient.clear();
  return { html, title: prerenderedTitle.current, queryState: data.queries.length ? jsonForScript(data) : undefined };
}

/**
 * The HTML of `page` once every Suspense boundary has its content, written in place. The blocks load some
 * parts after the page (React.lazy: the language picker, popovers); renderToString would write their
 * fallback; a large page's boundaries would be written apart with a script to move them into place, which
 * the page's CSP forbids.
 */
function renderWhole(page: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        chunks.push(Buffer.from(chunk));
        done();
      },
    });
    sink.on('finish', () => resolve(Buffer.concat(chunks).toString('utf8')));
    const stream = renderToPipeableStream(page, {
      // Every boundary in place: past this many bytes React would write the rest apart, for a browser
      // reading the stream as it comes, which a prerendered page is not.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: reject,
    });
  });
}
