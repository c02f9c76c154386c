// README.md (for portal teams, and shipped in the package) and CONTRIBUTING.md (for work on the package) link to
// their sections and to files: the README only to what the package holds (the package test checks the tarball),
// CONTRIBUTING also to the repository's files. A link to a heading that moved or a file that is gone fails here.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const repo = resolve(import.meta.dirname, '..');
const DOCS = ['README.md', 'CONTRIBUTING.md'];

/** The text outside fenced code blocks, where a '#' or '[x](y)' is code rather than Markdown. */
const prose = (file: string) => readFileSync(join(repo, file), 'utf8').replace(/^```[\s\S]*?^```$/gm, '');

/** The anchors GitHub gives a file's headings: lower case, punctuation dropped, spaces as '-', repeats numbered. */
function anchors(file: string): Set<string> {
  const seen = new Map<string, number>();
  const result = new Set<string>();
  for (const [, heading] of prose(file).matchAll(/^#{1,6} (.+)$/gm)) {
    const slug = heading
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    result.add(count ? `${slug}-${count}` : slug);
  }
  return result;
}

describe('README.md and CONTRIBUTING.md link to what exists', () => {
  for (const file of DOCS) {
    it(`${file}: every relative link and #section exists`, () => {
      const broken: string[] = [];
      for (const [, target] of prose(file).matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^[a-z]+:/.test(target)) continue; // http:, https:, mailto:
        const [path, anchor] = target.split('#');
        const linked = path || file;
        if (!existsSync(join(repo, linked))) broken.push(`${target}: no file ${linked}`);
        else if (anchor !== undefined && !anchors(linked).has(anchor)) broken.push(`${target}: no section #${anchor}`);
      }
      expect(broken).toEqual([]);
    });
  }

  it('the README keeps the two commands and names CONTRIBUTING.md without linking it', () => {
    const readme = readFileSync(join(repo, 'README.md'), 'utf8');
    expect(readme).toContain('npm install && npm start');
    expect(readme).toMatch(/^npm test\b/m);
    // The README also ships in the package, where the repository's files are not: it names the guide instead.
    expect(readme).toContain("the repository's CONTRIBUTING.md");
    expect(readme).not.toContain('](CONTRIBUTING.md');
  });
});
