// Every message in the package's catalog is one that its components or the reference app show: a key that
// no code names is dead weight every portal downloads, in four languages.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, it } from 'vitest';
import { en } from './messages/en';

const repo = resolve(import.meta.dirname, '../..');

/** The code that shows messages: src/ and app/, without the catalogs themselves and the tests. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'messages' || name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}
const code = ['src', 'app'].flatMap((dir) => sourceFiles(join(repo, dir))).map((file) => readFileSync(file, 'utf8'));

/** Keys written out in quotes. */
const named = new Set(code.flatMap((text) => [...text.matchAll(/['"`]([\w-]+(?:\.[\w-]+)+)['"`]/g)].map((m) => m[1])));
/** Keys built from a typed template, such as `insights.region.${region}`: its fixed start and end. */
const templates = code.flatMap((text) =>
  [...text.matchAll(/`([\w.-]+)\$\{[^}`]*\}([\w.-]*)`/g)].map(([, start, end]) => ({ start, end })),
);
const isNamed = (key: string) =>
  named.has(key) ||
  templates.some(({ start, end }) => key.length > start.length + end.length && key.startsWith(start) && key.endsWith(end));

/** Named by the product's list of settings text keys (spec-keys.test.ts), though no screen shows it yet. */
const LISTED_ONLY = ['settings.settings'];

it('has no message that nothing shows', () => {
  const unused = Object.keys(en).filter((key) => !isNamed(key) && !LISTED_ONLY.includes(key));
  expect(unused).toEqual([]);
});
