// The reader's `prefers-reduced-motion: reduce`, for the parts that move by script (a marquee's scrolling, a
// carousel's rotation, a smooth scroll to a heading). CSS animations follow it in the recipes (`_motionReduce`).
import { useSyncExternalStore } from 'react';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** Whether the reader asks for less motion now; false where the browser cannot say. */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && (window.matchMedia?.(REDUCED_MOTION).matches ?? false);
}

function subscribe(onChange: () => void) {
  const query = window.matchMedia?.(REDUCED_MOTION);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/**
 * Whether the reader asks for less motion, following a change of the setting. False on the server and while
 * hydrating, as the HTML was, so the first render matches it.
 */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
}
