import { afterEach, describe, expect, it, vi } from 'vitest';
import { readJson, writeJson } from './storage';

describe('readJson', () => {
  afterEach(() => vi.unstubAllGlobals());

  const withStore = (entries: Record<string, string>) => {
    const store = new Map(Object.entries(entries));
    vi.stubGlobal('window', {
      localStorage: { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => store.set(k, v) },
    });
    return store;
  };

  it('round-trips a value', () => {
    withStore({});
    writeJson('labelport:test', { a: 1 });
    expect(readJson('labelport:test', null)).toEqual({ a: 1 });
  });
  it('gives the fallback for a corrupt or invalid value', () => {
    withStore({ broken: '{not json', wrong: '"text"' });
    expect(readJson('broken', 5)).toBe(5);
    expect(readJson('wrong', 5, (v): v is number => typeof v === 'number')).toBe(5);
  });
  it('gives the fallback when there is no window at all', () => {
    expect(readJson('anything', 'fallback')).toBe('fallback');
  });
});
