import { useCallback, useRef, useState } from 'react';

/** A next value, or a function of the current one (as React's `setState` takes). */
export type StateUpdate<T> = T | ((current: T) => T);

/**
 * A value its owner may hold (`value`, with `onChange`) or leave to the component (`defaultValue`): the one
 * way every component and block here is controlled or not. `set` takes a value or a function of the current
 * one, keeps the component's own copy, and reports the result through `onChange`; while the owner holds the
 * value, it shows the owner's and the own copy waits unused. A function given to `set` sees the latest value,
 * even one set earlier in the same event, before React has rendered it.
 */
export function useControllableState<T>(value: T | undefined, defaultValue: T, onChange?: (next: T) => void) {
  const [own, setOwn] = useState(defaultValue);
  const current = value !== undefined ? value : own;
  const latest = useRef(current);
  latest.current = current;
  const reportTo = useRef(onChange);
  reportTo.current = onChange;
  const set = useCallback((update: StateUpdate<T>) => {
    const next = typeof update === 'function' ? (update as (current: T) => T)(latest.current) : update;
    latest.current = next;
    setOwn(next);
    reportTo.current?.(next);
  }, []);
  return [current, set] as const;
}
