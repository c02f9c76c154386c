import '@fontsource-variable/inter';
import '@fontsource-variable/jetbrains-mono';
import './styles.css';
import { startTransition, useEffect } from 'react';
import { createBrowserRouter, matchRoutes } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { DEFAULT_LOCALE, getInitialLocale, getInitialTheme, loadMessages } from '../src';
import { QUERY_STATE_ID, routeQueries } from './data/route-data';
import { appMessages } from './i18n';
import { AppProviders } from './providers';
import { routes } from './routes';

const container = document.getElementById('root')!;

/**
 * The build prerenders every page as a first-time visitor sees it: in English, light, with no stored
 * data and no query. Hydrate that HTML when this visit is the same; otherwise render afresh.
 */
const canHydrate =
  container.dataset.prerendered === window.location.pathname &&
  window.location.search === '' &&
  getInitialLocale() === DEFAULT_LOCALE &&
  getInitialTheme() === 'light';

/**
 * The app, with a router made once the routes it starts on are ready. Its tree must be the prerender's
 * (entry-server.tsx) to the element, or React's generated ids would differ from the HTML's.
 */
const app = () => (
  <AppProviders>
    <RouterProvider router={createBrowserRouter(routes)} />
  </AppProviders>
);

/** Shows the page once React has drawn it: index.html hides a prerendered page in the wrong language. */
function Reveal() {
  useEffect(() => document.documentElement.removeAttribute('data-rerender'), []);
  return null;
}

/** Loads the lazy modules of the routes this page starts on, so hydration can render it at once. */
async function loadStartingRoutes(): Promise<void> {
  await Promise.all(
    (matchRoutes(routes, window.location) ?? []).map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
}

/**
 * Reads the data of the routes this page starts on (their `handle`'s queries), where there are any. Never
 * fails: a route whose code cannot be loaded is the router's to try again and explain, and the rest of the
 * start (the visitor's language) must not be cut short by it.
 */
async function prefetchStartingData(): Promise<void> {
  try {
    await loadStartingRoutes();
    const queries = routeQueries(matchRoutes(routes, window.location) ?? []);
    if (queries.length) await (await import('./data/query-client')).prefetchOnce(queries);
  } catch {
    // See above: the router shows the page's own error.
  }
}

function renderAfresh() {
  const root = createRoot(container);
  startTransition(() => {
    root.render(
      <>
        {app()}
        <Reveal />
      </>,
    );
  });
}

/**
 * Ends the current task; the code after `await nextTask()` runs in a new one. Lighthouse counts each task's
 * time over 50 ms (on its mid-range phone, four times this machine's) as blocking, so the start is cut into
 * steps. A message rather than a timer: timers in a background tab wait a second.
 */
const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });

// Step 1 was evaluating the page's modules. Step 2: React DOM's client, whose evaluation alone is about as
// long as step 1's. Step 3: matching the routes and importing their modules (which adds preload links for
// what they import). The browser's locale data is already loaded (code-after-paint.ts).
await nextTask();
const { createRoot, hydrateRoot } = await import('react-dom/client');
await nextTask();

// A page module that cannot be fetched (offline, a deploy that replaced it) must not leave the
// prerendered page on screen, dead: rendering afresh lets the router try again and, failing, show its
// error page with a way to reload.
const startingRoutesLoaded =
  canHydrate &&
  (await loadStartingRoutes().then(
    () => true,
    () => false,
  ));

if (startingRoutesLoaded) {
  // The data the page was prerendered with, so hydration renders the same; fresher data (what this visitor
  // stored) is read right after.
  const queryState = document.getElementById(QUERY_STATE_ID);
  if (queryState) (await import('./data/query-client')).restoreQueryState(queryState);
  // In a transition, React hydrates in small slices and keeps the page responsive meanwhile.
  startTransition(() => {
    hydrateRoot(container, app());
  });
} else {
  // A visitor who chose another language gets its messages first, the package's and the app's, so the
  // page never flashes English. If they cannot be fetched, the page renders in English rather than not at all.
  // And a page that reads data has it read first, so it does not start on skeletons.
  const locale = getInitialLocale();
  await Promise.all([loadMessages(locale), appMessages.load(locale), prefetchStartingData()]).catch((error: unknown) =>
    console.error(error),
  );
  renderAfresh();
}
