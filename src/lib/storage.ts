// localStorage that never throws: private mode, a full quota or a missing window must not break the UI.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useHydrated } from './hydration';

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

export function readString(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeString(key: string, value: string): void {
  try {
    storage()?.setItem(key, value);
  } catch {
    // Storage is full or forbidden: the value lives on in memory for this visit.
  }
}

/** Reads a JSON value; anything missing, unparsable or rejected by `isValid` gives `fallback`. */
export function readJson<T>(key: string, fallback: T, isValid: (value: unknown) => value is T = (_v): _v is T => true): T {
  const raw = readString(key);
  if (raw === null) return fallback;
  try {
    const value: unknown = JSON.parse(raw);
    return isValid(value) ? value : fallback;
  } catch {
    return fallback;
  }
}

export function writeJson(key: string, value: unknown): void {
  writeString(key, JSON.stringify(value));
}

/**
 * State that survives a reload: read once from localStorage, written back on every change.
 * `key` should be namespaced (`labelport:…`) so portals sharing an origin do not collide.
 * Server-rendered HTML shows `initial`; the stored value replaces it right after hydration.
 */
export function useStoredState<T>(key: string, initial: T, isValid?: (value: unknown) => value is T) {
  const hydrated = useHydrated();
  const [value, setValue] = useState<T>(() => (hydrated ? readJson(key, initial, isValid) : initial));
  const loaded = useRef(hydrated);
  // biome-ignore lint/correctness/useExhaustiveDependencies: read storage once, when the browser takes over
  useEffect(() => {
    if (loaded.current || !hydrated) return;
    loaded.current = true;
    setValue(readJson(key, initial, isValid));
  }, [hydrated]);
  const update = useCallback(
    (next: T | ((previous: T) => T)) => {
      setValue((previous) => {
        const resolved = typeof next === 'function' ? (next as (p: T) => T)(previous) : next;
        writeJson(key, resolved);
        return resolved;
      });
    },
    [key],
  );
  return [value, update] as const;
}
