import { useCallback, useMemo, useRef, useSyncExternalStore } from 'react';
import { parseStored, type Repair, readString, subscribeToKey, updateJson } from './storage';

/**
 * State kept in localStorage under `key` (namespace it, e.g. `labelport:…`): it survives a reload,
 * follows other open tabs live, and a functional update is applied to what is stored now, so it
 * changes only what it means to change. Server-rendered HTML and hydration show `initial`; the stored
 * value replaces it right after. Without a key nothing is read or stored: the value stays `initial` and
 * updates are ignored, so a part can call the hook unconditionally and remember only when asked to.
 */
export function useStoredState<T>(key: string | undefined, initial: T, repair?: Repair<T>) {
  const initialRef = useRef(initial);
  initialRef.current = initial;
  const repairRef = useRef(repair);
  repairRef.current = repair;

  const subscribe = useCallback((onChange: () => void) => (key === undefined ? () => {} : subscribeToKey(key, onChange)), [key]);
  // The raw string is the snapshot: equal strings are equal snapshots, so nothing re-renders in vain.
  const raw = useSyncExternalStore(
    subscribe,
    () => (key === undefined ? null : readString(key)),
    () => null,
  );
  const value = useMemo(() => parseStored(raw, repairRef.current) ?? initialRef.current, [raw]);

  const update = useCallback(
    (next: T | ((current: T) => T)) => {
      if (key === undefined) return;
      const change = typeof next === 'function' ? (next as (current: T) => T) : () => next;
      updateJson(key, initialRef.current, change, repairRef.current);
    },
    [key],
  );
  return [value, update] as const;
}
