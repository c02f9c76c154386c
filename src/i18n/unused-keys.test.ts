// Every message in a catalog is one that code shows: a key that no code names is dead weight every visitor
// downloads, in four languages. Two catalogs: the package's (src/i18n), whose keys its components and the
// reference app name, and the app's own page and marketing copy (app/i18n), whose keys only the app names.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { en as appEnglish } from '../../app/i18n/messages/app-en';
import { en } from './messages/en';

const repo = resolve(import.meta.dirname, '../..');

/** The code that shows messages under `dir`, without the catalogs themselves and the tests. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'messages' || name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Whether code in these folders names a key: written out in quotes, or built from a typed template. */
function namedIn(dirs: string[]): (key: string) => boolean {
  const code = dirs.flatMap((dir) => sourceFiles(join(repo, dir))).map((file) => readFileSync(file, 'utf8'));
  const named = new Set(code.flatMap((text) => [...text.matchAll(/['"`]([\w-]+(?:\.[\w-]+)+)['"`]/g)].map((m) => m[1])));
  // Such as `insights.region.${region}`: its fixed start and end.
  const templates = code.flatMap((text) =>
    [...text.matchAll(/`([\w.-]+)\$\{[^}`]*\}([\w.-]*)`/g)].map(([, start, end]) => ({ start, end })),
  );
  return (key) =>
    named.has(key) ||
    templates.some(({ start, end }) => key.length > start.length + end.length && key.startsWith(start) && key.endsWith(end));
}

/** Named by the product's list of settings text keys (spec-keys.test.ts), though no screen shows it yet. */
const LISTED_ONLY = ['settings.settings'];

describe('unused messages', () => {
  it("the package's catalog has no message that nothing shows", () => {
    const isNamed = namedIn(['src', 'app']);
    const unused = Object.keys(en).filter((key) => !isNamed(key) && !LISTED_ONLY.includes(key));
    expect(unused).toEqual([]);
  });

  it("the app's catalog has no message that the app does not show", () => {
    const isNamed = namedIn(['app']);
    expect(Object.keys(appEnglish).filter((key) => !isNamed(key))).toEqual([]);
  });

  it('no key is in both catalogs, so each name means one text and the checks above cannot mix them up', () => {
    expect(Object.keys(appEnglish).filter((key) => key in en)).toEqual([]);
  });
});
