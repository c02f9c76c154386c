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

export interface SubmitGuard {
  /** True when submitting `current` would repeat the last successful submit: nothing has changed since. Ignore it. */
  isRepeat: (current: unknown) => boolean;
  /** Call after a successful submit with the values the form shows from now on (its emptied state, or the same). */
  done: (after: unknown) => void;
}

/**
 * The guard's rules, without React: after `done(after)`, `isRepeat(current)` is true until `current` differs
 * from `after`, i.e. until the user changes something.
 */
export function createSubmitGuard(): SubmitGuard {
  let last: { after: unknown } | null = null;
  return {
    isRepeat: (current) => last !== null && sameFormValues(last.after, current),
    done: (after) => {
      last = { after };
    },
  };
}

export interface SubmitOnce {
  /** True when this submit would repeat the last successful one: nothing has changed since. Ignore it. */
  isRepeat: () => boolean;
  /** Call after a successful submit with the values the form shows from now on (its emptied state, or the same). */
  done: (after: unknown) => void;
}

/**
 * `current` is what the form holds now; the rules are `createSubmitGuard`'s. A ref, not state: a second event
 * handled before React re-renders is caught too.
 */
export function useSubmitOnce(current: unknown): SubmitOnce {
  const currentRef = useRef(current);
  currentRef.current = current;
  const guard = useRef<SubmitOnce | null>(null);
  if (!guard.current) {
    const rules = createSubmitGuard();
    guard.current = {
      isRepeat: () => rules.isRepeat(currentRef.current),
      done: (after) => {
        rules.done(after);
        // Until the next render the form is about to show `after`.
        currentRef.current = after;
      },
    };
  }
  return guard.current;
}
