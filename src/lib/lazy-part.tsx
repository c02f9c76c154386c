// A block's heavy parts that a first load does not need (the language picker, popovers, a closed drawer or
// dialog) are chunks of their own, so a portal's first load leaves them out without any setup of its own.
import { type ComponentType, lazy, type ReactNode, Suspense, useEffect, useState } from 'react';

/**
 * A part shown from the start, loaded after the page: its chunk starts loading when the block's module
 * runs, and once it is there the part renders at once. Until then it suspends: a server render that waits
 * for Suspense (renderToPipeableStream, a framework's streaming) writes its full HTML, and hydration keeps
 * that HTML until the chunk arrives, so nothing moves. `fallback` shows while it loads on a client render.
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: (props: P) => ReactNode = () => null,
): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  const loading = load().then((component) => {
    loaded = component;
    return { default: component };
  });
  // A chunk that fails to load fails the render that needs it (an error boundary's), not the page's start.
  loading.catch(() => undefined);
  const Lazy = lazy(() => loading);
  function LazyPart(props: P) {
    const Part = loaded ?? Lazy;
    return (
      <Suspense fallback={fallback(props)}>
        <Part {...props} />
      </Suspense>
    );
  }
  return LazyPart;
}

/**
 * A drawer or dialog that is closed when the page loads: nothing is rendered (on the server too) and
 * nothing loaded until it is first opened.
 */
export function untilOpened<P extends { open?: boolean }>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  function UntilOpened(props: P) {
    // Once opened, it stays mounted so that it can animate closed and hand focus back.
    const [used, setUsed] = useState(false);
    useEffect(() => {
      if (props.open) setUsed(true);
    }, [props.open]);
    return props.open || used ? (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    ) : null;
  }
  return UntilOpened;
}
