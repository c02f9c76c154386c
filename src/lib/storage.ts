// Local data that is never lost: storage that throws (private mode, a full quota, no window, reading
// refused while writing works) leaves the value in memory for this visit; every write starts from what
// is stored now, so a second tab's change is kept; and open tabs follow each other through the `storage`
// event. Plain functions, no React, so server code may import them; the hook is in use-stored-state.ts.

/**
 * Turns whatever is stored under a key (parsed JSON, or anything a user or an old version left there)
 * into a usable value: repaired where it can be, `undefined` to ignore it.
 */
export type Repair<T> = (stored: unknown) => T | undefined;

/** A repair that keeps a value passing `guard` as it is and ignores anything else. */
export const keepIf =
  <T>(guard: (value: unknown) => value is T): Repair<T> =>
  (value) =>
    guard(value) ? value : undefined;

/** Values whose write failed, read back instead of storage for the rest of the visit. */
const unsaved = new Map<string, string>();
/**
 * The last value written to each key, by this tab or (through `storage` events) another, read back when
 * reading storage throws: some privacy settings let a page write but not read, and a read that gives
 * nothing after a write that worked would undo every change.
 */
const lastWritten = new Map<string, string>();
/** Listeners of this tab, told when one of its own writes changes a key (other tabs get `storage` events). */
const listeners = new Map<string, Set<() => void>>();

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** Forgets every value kept in memory for this visit (Storybook starts every story without them). */
export function forgetUnsaved(): void {
  unsaved.clear();
  lastWritten.clear();
}

export function readString(key: string): string | null {
  if (unsaved.has(key)) return unsaved.get(key) ?? null;
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return lastWritten.get(key) ?? null;
  }
}

export function writeString(key: string, value: string): void {
  lastWritten.set(key, value);
  try {
    const store = storage();
    if (!store) throw new Error('no storage');
    store.setItem(key, value);
    unsaved.delete(key);
  } catch {
    unsaved.set(key, value);
  }
  for (const listener of listeners.get(key) ?? []) listener();
}

/** JSON under a key, through `repair`; missing, unparsable or unrepairable data gives `fallback`. */
export function readJson<T>(key: string, fallback: T, repair?: Repair<T>): T {
  return parseStored(readString(key), repair) ?? fallback;
}

export function writeJson(key: string, value: unknown): void {
  writeString(key, JSON.stringify(value));
}

/**
 * Applies a change to what is stored now, not to a copy read earlier: another tab's write since then
 * is kept. Returns the value written.
 */
export function updateJson<T>(key: string, fallback: T, change: (current: T) => T, repair?: Repair<T>): T {
  const next = change(readJson(key, fallback, repair));
  writeJson(key, next);
  return next;
}

/** A stored string through JSON and `repair`; undefined for nothing stored, bad JSON or an unrepairable value. */
export function parseStored<T>(raw: string | null, repair?: Repair<T>): T | undefined {
  if (raw === null) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    return repair ? repair(value) : (value as T);
  } catch {
    return undefined;
  }
}

/**
 * Calls `onChange` whenever `key` changes: by a write in this tab, or in another tab of the same origin
 * (including the other tab clearing storage). Returns the unsubscribe function.
 */
export function subscribeToKey(key: string, onChange: () => void): () => void {
  const own = listeners.get(key) ?? new Set();
  own.add(onChange);
  listeners.set(key, own);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== key && event.key !== null) return;
    unsaved.delete(key);
    // What the other tab stored, for when this tab cannot read it (null: removed, or storage cleared).
    const value = event.key === key ? event.newValue : null;
    if (typeof value === 'string') lastWritten.set(key, value);
    else lastWritten.delete(key);
    onChange();
  };
  if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  return () => {
    own.delete(onChange);
    if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}
