// The README's framework sections show the exact files of the portals in consumers/, which
// `npm run test:consumers` builds and opens: a section that drifts from them would teach a setup no test runs.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const repo = resolve(import.meta.dirname, '..');
const readme = readFileSync(join(repo, 'README.md'), 'utf8');

/** Each framework section of the README and the consumer folder its files belong to. */
const SECTIONS: Record<string, string> = {
  'Next.js App Router': 'next',
  'React Router framework mode': 'react-router',
  'Vite (single-page app)': 'vite',
  'With Panda': 'vite-panda',
  'Types, CommonJS and tests': 'tests',
};

/** The section's text, from its heading to the next heading. */
function section(title: string): string {
  const start = readme.indexOf(`\n### ${title}\n`);
  if (start === -1) throw new Error(`README has no section '### ${title}'`);
  const end = readme.indexOf('\n#', start + title.length + 5);
  return readme.slice(start, end === -1 ? undefined : end);
}

/**
 * The files a section shows: a paragraph that starts with a file's path and ends with a colon, then its
 * code block; or `path`: `one line of code`.
 */
function shownFiles(text: string): { path: string; code: string }[] {
  const blocks = [...text.matchAll(/\n`([\w./-]+)`[^\n]*(?:\n[^\n]+)*:\n\n```\w*\n([\s\S]*?)\n```/g)];
  const inline = [...text.matchAll(/\n`([\w./-]+)`: `([^`]+)`/g)];
  return [...blocks, ...inline].map(([, path, code]) => ({ path, code }));
}

/** A consumer file as the README shows it: without lint-suppression comments, which are the repo's concern. */
const withoutLintComments = (code: string) =>
  code
    .split('\n')
    .filter((line) => !/^\s*(\/\/|\{\/\*) biome-ignore/.test(line))
    .join('\n')
    .trim();

describe('the README shows exactly the files the consumer portals use', () => {
  for (const [title, consumer] of Object.entries(SECTIONS)) {
    const files = shownFiles(section(title));
    it(`'${title}' shows at least one file`, () => expect(files.length).toBeGreaterThan(0));
    for (const { path, code } of files) {
      it(`${title}: ${path} is consumers/${consumer}/${path}`, () => {
        const file = join(repo, 'consumers', consumer, path);
        expect(existsSync(file), `consumers/${consumer}/${path} exists`).toBe(true);
        expect(code.trim()).toBe(withoutLintComments(readFileSync(file, 'utf8')));
      });
    }
  }
});
