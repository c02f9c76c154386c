// What a page does not need before it is visible loads after it: the toast area, the profile page's
// language picker, and each route's heavier blocks (routes/: charts, forms, the date picker's table), over
// the package's public entry points as a portal would. (The blocks load their own heavy parts.) The
// prerender renders them eagerly inside a Suspense boundary; in the browser they are React.lazy in the same
// boundary, so hydration keeps their server HTML and hydrates each when its chunk arrives, while the rest of
// the page is already interactive (selective hydration). A click in the meantime is held and replayed
// (app/early-clicks.ts).
import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';

/**
 * A component that loads on first render in the browser and is rendered at once in the prerender.
 * `fallback` shows while it loads on a client render (another language or theme, a navigation).
 */
export function deferred<P extends object>(
  eager: ComponentType<P> | undefined,
  load: () => Promise<ComponentType<P>>,
  fallback: (props: P) => ReactNode = () => null,
): ComponentType<P> {
  const Lazy = import.meta.env.SSR && eager ? eager : lazy(() => load().then((component) => ({ default: component })));
  function Deferred(props: P) {
    return (
      <Suspense fallback={fallback(props)}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return Deferred;
}
