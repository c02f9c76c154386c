// Work a page's first paint need not wait for: it runs once the browser has painted and has a moment to spare.
import { startTransition, useEffect, useState } from 'react';

/**
 * Calls `run` in the first idle moment after the browser has painted the next frame (at once after that
 * paint where there is no `requestIdleCallback`, as in Safari); returns what cancels it.
 */
export function idleAfterPaint(run: () => void): () => void {
  let cancel = () => cancelAnimationFrame(frame);
  // A timeout queued in a frame's callback runs once that frame is painted.
  const frame = requestAnimationFrame(() => {
    const timer = setTimeout(() => {
      if (typeof requestIdleCallback !== 'function') return run();
      const idle = requestIdleCallback(run, { timeout: 1000 });
      cancel = () => cancelIdleCallback(idle);
    });
    cancel = () => clearTimeout(timer);
  });
  return () => cancel();
}

/**
 * False until the first idle moment after the component's first paint, then true (a transition, so that a
 * click or a key pressed meanwhile goes first). For work the first paint need not wait for, such as the
 * hidden list of a closed select. Stays false while `wanted` is false.
 */
export function useIdleAfterPaint(wanted = true): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => (idle || !wanted ? undefined : idleAfterPaint(() => startTransition(() => setIdle(true)))), [idle, wanted]);
  return idle;
}
