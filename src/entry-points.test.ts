// The package's entry points (package.json "exports": "./*" and "./blocks/*", built from vite.config.ts's
// entryPoints): each exports only what the root does, so choosing one never changes what a name means.
import { describe, expect, test } from 'vitest';
import { entryPoints } from '../vite.config';
import * as root from './index';

describe('entry points', () => {
  const entries = Object.entries(entryPoints());

  test('one for each component folder and each block', () => {
    const subpaths = entries.map(([subpath]) => subpath);
    expect(subpaths).toContain('date-picker');
    expect(subpaths).toContain('blocks/shipping-table');
    expect(subpaths.filter((subpath) => subpath.startsWith('blocks/')).length).toBeGreaterThan(30);
    expect(new Set(subpaths).size).toBe(subpaths.length);
  });

  test.each(entries)('%s exports what the root exports for it', async (_subpath, file) => {
    const module = await import(`../${file}`);
    const names = Object.keys(module);
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(module[name], name).toBe((root as Record<string, unknown>)[name]);
  });
});
