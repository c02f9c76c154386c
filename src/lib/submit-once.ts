// One guard for every form that acts on submit (sign-up, request, booking, chat): after a successful
// submit, a second submit with nothing changed (the second click of a double click, a repeated Enter)
// is ignored, so it neither acts twice nor shows errors on the form the first submit just emptied. A
// deliberate later submit is answered: the guard ends with the user's next change or a reset, and on a
// form the submit emptied, a moment after the last submit.
import { useRef } from 'react';

/**
 * Whether two values of one field are the same. A form's `initialValues` is often written anew in each
 * render, so a list (a checkbox group's choices) or a date made there is a new object every time: those
 * are the same when they hold the same items or say the same date, or every render would count as new
 * initial values and start the form over.
 */
function sameFieldValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => sameFieldValue(item, b[i]));
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) return false;
  // Date compares by its time, CalendarDate and the like by what they print.
  if (a.valueOf !== Object.prototype.valueOf) return Object.is(a.valueOf(), b.valueOf());
  if (a.toString !== Object.prototype.toString) return String(a) === String(b);
  return false;
}

/** Whether two form states are the same: equal values field by field (`sameFieldValue`). */
export function sameFormValues(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) {
    if (!sameFieldValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key])) return false;
  }
  return true;
}

/**
 * How long, after a submit that emptied its form, the same empty form counts as that submit again: the
 * second click of a double click (at most 500 ms apart by default on every desktop) or Enter pressed again.
 * Each ignored repeat starts it anew, so a held Enter sends nothing more. A submit after it is deliberate.
 */
export const REPEAT_MOMENT_MS = 1000;

export interface SubmitGuardOptions {
  /** The clock, in milliseconds; `performance.now` by default. */
  now?: () => number;
}

export interface SubmitDone {
  /**
   * The submit emptied the form (`resetOnSubmit`): its empty state is a repeat only for `REPEAT_MOMENT_MS`.
   * Otherwise the values stay, and sending them again is a repeat until something changes.
   */
  emptied?: boolean;
}

export interface SubmitGuard {
  /** True when submitting `current` would repeat the last successful submit: nothing has changed since. Ignore it. */
  isRepeat: (current: unknown) => boolean;
  /** Call after a successful submit with the values the form shows from now on (its emptied state, or the same). */
  done: (after: unknown, options?: SubmitDone) => void;
  /** Ends the guard: the user changed a value, or the form was reset (a dialog closed, to open empty). */
  forget: () => void;
}

/**
 * The guard's rules, without React. After `done(after)`, `isRepeat(current)` is true while `current` equals
 * `after`, until `forget()`; after `done(after, { emptied: true })`, only within `REPEAT_MOMENT_MS` of the
 * submit or of the last repeat it ignored.
 */
export function createSubmitGuard({ now = () => performance.now() }: SubmitGuardOptions = {}): SubmitGuard {
  let last: { after: unknown; emptied: boolean; at: number } | null = null;
  return {
    isRepeat: (current) => {
      if (last === null || !sameFormValues(last.after, current)) return false;
      if (!last.emptied) return true;
      const time = now();
      if (time - last.at > REPEAT_MOMENT_MS) {
        last = null;
        return false;
      }
      last.at = time;
      return true;
    },
    done: (after, { emptied = false } = {}) => {
      last = { after, emptied, at: now() };
    },
    forget: () => {
      last = null;
    },
  };
}

export interface SubmitOnce {
  /** True when this submit would repeat the last successful one: nothing has changed since. Ignore it. */
  isRepeat: () => boolean;
  /** Call after a successful submit with the values the form shows from now on (its emptied state, or the same). */
  done: (after: unknown, options?: SubmitDone) => void;
  /** Ends the guard: call it on the user's change and on a reset, so the next submit is answered. */
  forget: () => void;
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
      done: (after, options) => {
        rules.done(after, options);
        // Until the next render the form is about to show `after`.
        currentRef.current = after;
      },
      forget: rules.forget,
    };
  }
  return guard.current;
}
