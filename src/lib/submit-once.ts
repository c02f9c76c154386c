// One guard for every form that acts on submit (sign-up, request, booking, chat): after a successful
// submit, a second submit with nothing changed (the second click of a double click, a repeated Enter)
// is ignored, so it neither acts twice nor shows errors on the form the first submit just emptied.
import { useRef } from 'react';

/** Whether two form states are the same: equal values field by field (one level deep). */
export function sameFormValues(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) {
    if (!Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key])) return false;
  }
  return true;
}

export interface SubmitOnce {
  /** True when this submit would repeat the last successful one: nothing has changed since. Ignore it. */
  isRepeat: () => boolean;
  /** Call after a successful submit with the values the form shows from now on (its emptied state, or the same). */
  done: (after: unknown) => void;
}

/**
 * `current` is what the form holds now. After `done(after)`, `isRepeat()` is true until the form's values
 * differ from `after`, i.e. until the user changes something. A ref, not state: a second event handled
 * before React re-renders is caught too.
 */
export function useSubmitOnce(current: unknown): SubmitOnce {
  const last = useRef<{ after: unknown } | null>(null);
  const currentRef = useRef(current);
  currentRef.current = current;
  const guard = useRef<SubmitOnce>({
    isRepeat: () => last.current !== null && sameFormValues(last.current.after, currentRef.current),
    done: (after) => {
      last.current = { after };
      // Until the next render the form is about to show `after`.
      currentRef.current = after;
    },
  });
  return guard.current;
}
