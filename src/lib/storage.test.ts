import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepIf, readJson, readString, subscribeToKey, updateJson, writeJson, writeString } from './storage';

/** A window whose localStorage is a Map (shared by "tabs"), with `storage` events we can fire by hand. */
function withStore(
  entries: Record<string, string> = {},
  { throwing = false, readThrows = throwing }: { throwing?: boolean; readThrows?: boolean } = {},
) {
  const store = new Map(Object.entries(entries));
  const target = new EventTarget();
  const fail = () => {
    throw new DOMException('denied', 'SecurityError');
  };
  vi.stubGlobal('window', {
    localStorage: {
      getItem: readThrows ? fail : (k: string) => store.get(k) ?? null,
      setItem: throwing ? fail : (k: string, v: string) => store.set(k, v),
    },
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
  });
  /** What another tab does: writes the shared store, and this tab receives a `storage` event. */
  const otherTab = (key: string, value: string) => {
    store.set(key, value);
    target.dispatchEvent(Object.assign(new Event('storage'), { key, newValue: value }));
  };
  return { store, otherTab };
}

const isNumber = (value: unknown): value is number => typeof value === 'number';

describe('storage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('round-trips a value', () => {
    withStore();
    writeJson('labelport:test', { a: 1 });
    expect(readJson('labelport:test', null)).toEqual({ a: 1 });
  });

  it('gives the fallback for unparsable or rejected data', () => {
    withStore({ broken: '{not json', wrong: '"text"' });
    expect(readJson('broken', 5)).toBe(5);
    expect(readJson('wrong', 5, keepIf(isNumber))).toBe(5);
  });

  it('lets a repair fix what it can', () => {
    withStore({ progress: '250' });
    expect(readJson('progress', 0, (v) => (isNumber(v) ? Math.min(100, Math.max(0, v)) : undefined))).toBe(100);
  });

  it('gives the fallback when there is no window at all', () => {
    expect(readJson('anything', 'fallback')).toBe('fallback');
  });

  it('applies an update to what another tab stored since this tab last read', () => {
    const { store, otherTab } = withStore({ list: '["mine"]' });
    const seenByThisTab = readJson<string[]>('list', []);
    otherTab('list', '["mine","theirs"]');
    updateJson<string[]>('list', [], (current) => [...current, 'new']);
    expect(seenByThisTab).toEqual(['mine']);
    expect(JSON.parse(store.get('list') ?? '')).toEqual(['mine', 'theirs', 'new']);
  });

  it('keeps values in memory for the visit when storage throws', () => {
    withStore({}, { throwing: true });
    expect(() => writeString('labelport:throwing', 'kept')).not.toThrow();
    expect(readString('labelport:throwing')).toBe('kept');
    updateJson<number[]>('labelport:throwing-list', [], (current) => [...current, 1]);
    updateJson<number[]>('labelport:throwing-list', [], (current) => [...current, 2]);
    expect(readJson('labelport:throwing-list', [])).toEqual([1, 2]);
  });

  it('reads back what this tab and other tabs wrote when reading throws but writing works', () => {
    const { store, otherTab } = withStore({}, { readThrows: true });
    writeString('labelport:unreadable', 'kept');
    expect(store.get('labelport:unreadable'), 'still written to storage').toBe('kept');
    expect(readString('labelport:unreadable')).toBe('kept');
    updateJson<number[]>('labelport:unreadable-list', [], (current) => [...current, 1]);
    updateJson<number[]>('labelport:unreadable-list', [], (current) => [...current, 2]);
    expect(readJson('labelport:unreadable-list', [])).toEqual([1, 2]);

    const unsubscribe = subscribeToKey('labelport:unreadable', () => {});
    otherTab('labelport:unreadable', 'theirs');
    expect(readString('labelport:unreadable')).toBe('theirs');
    unsubscribe();
  });

  it("tells subscribers of this tab's writes and of other tabs' changes to the key, and of nothing else", () => {
    const { otherTab } = withStore();
    const onChange = vi.fn();
    const unsubscribe = subscribeToKey('watched', onChange);
    writeString('watched', '1');
    otherTab('watched', '2');
    otherTab('other', '3');
    writeString('other', '4');
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(readString('watched')).toBe('2');
    unsubscribe();
    otherTab('watched', '5');
    expect(onChange).toHaveBeenCalledTimes(2);
  });
});
