import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getInitialTheme, saveTheme, THEME_STORAGE_KEY } from './theme';

function fakeWindow({
  stored,
  prefersDark,
  storageThrows = false,
}: {
  stored?: string;
  prefersDark: boolean;
  storageThrows?: boolean;
}) {
  const store = new Map<string, string>(stored ? [[THEME_STORAGE_KEY, stored]] : []);
  const localStorage = {
    getItem: (key: string) => {
      if (storageThrows) throw new Error('SecurityError');
      return store.get(key) ?? null;
    },
    setItem: (key: string, value: string) => {
      if (storageThrows) throw new Error('QuotaExceededError');
      store.set(key, value);
    },
  };
  vi.stubGlobal('window', { localStorage, matchMedia: (query: string) => ({ matches: prefersDark && query.includes('dark') }) });
  return store;
}

describe('getInitialTheme', () => {
  beforeEach(() => vi.unstubAllGlobals());
  afterEach(() => vi.unstubAllGlobals());

  it('uses the stored theme first', () => {
    fakeWindow({ stored: 'light', prefersDark: true });
    expect(getInitialTheme()).toBe('light');
  });
  it('uses the system dark preference when nothing is stored', () => {
    fakeWindow({ prefersDark: true });
    expect(getInitialTheme()).toBe('dark');
  });
  it('defaults to light', () => {
    fakeWindow({ prefersDark: false });
    expect(getInitialTheme()).toBe('light');
  });
  it('ignores a stored value that is not a theme', () => {
    fakeWindow({ stored: 'purple', prefersDark: false });
    expect(getInitialTheme()).toBe('light');
  });
  it('keeps working when localStorage throws', () => {
    fakeWindow({ prefersDark: true, storageThrows: true });
    expect(getInitialTheme()).toBe('dark');
    expect(() => saveTheme('light')).not.toThrow();
  });
  it('saves the choice under the theme key', () => {
    const store = fakeWindow({ prefersDark: false });
    saveTheme('dark');
    expect(store.get('theme')).toBe('dark');
  });
});
