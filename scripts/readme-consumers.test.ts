// The README's framework sections show the exact files of the portals in consumers/, which
// `npm run test:consumers` builds and opens: a section that drifts from them would teach a setup no test runs.
// Its quick start is the Vite portal's, and Storybook's 'Using the package' page shows the README's setup.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
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
function section(title: string, level = '###'): string {
  const start = readme.indexOf(`\n${level} ${title}\n`);
  if (start === -1) throw new Error(`README has no section '${level} ${title}'`);
  const end = readme.indexOf('\n#', start + title.length + level.length + 2);
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

/** The names a module imports from '@labelport/ui'. */
const importedNames = (code: string) =>
  (/import \{([^}]*)\} from '@labelport\/ui'/.exec(code)?.[1] ?? '').split(',').map((name) => name.trim());

describe("the README's quick start is the Vite portal's setup", () => {
  const quickStart = section('Quick start (Vite)', '##');
  const files = shownFiles(quickStart);

  it('shows vite.config.ts and src/main.tsx, as consumers/vite has them', () => {
    expect(files.map((file) => file.path)).toEqual(['vite.config.ts', 'src/main.tsx']);
    for (const { path, code } of files) {
      expect(code.trim(), path).toBe(withoutLintComments(readFileSync(join(repo, 'consumers/vite', path), 'utf8')));
    }
  });

  it('its example App uses only what consumers/vite/src/App.tsx does, line for line', () => {
    const app = readFileSync(join(repo, 'consumers/vite/src/App.tsx'), 'utf8');
    const appLines = new Set(app.split('\n').map((line) => line.trim()));
    const appImports = new Set(importedNames(app));
    const [, example] = /```tsx\n(import \{[^}]*\} from '@labelport\/ui';[\s\S]*?)\n```/.exec(quickStart) ?? [];
    expect(example, 'the quick start shows an App').toBeDefined();
    const [importLine, ...rest] = example.split('\n');
    const imported = importedNames(importLine);
    expect(imported.filter((name) => !appImports.has(name))).toEqual([]);
    expect(rest.map((line) => line.trim()).filter((line) => line && !appLines.has(line))).toEqual([]);
  });

  it('its install command installs the package and every required peer in package.json', () => {
    const pkg = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8'));
    const required = Object.keys(pkg.peerDependencies).filter((name) => !pkg.peerDependenciesMeta?.[name]?.optional);
    const install = /```sh\n(npm install @labelport\/ui[^\n]*)\n```/.exec(section('Install', '##'))?.[1] ?? '';
    expect(install.split(/\s+/).slice(2).sort()).toEqual([pkg.name, ...required].sort());
  });
});

describe("Storybook's 'Using the package' page shows the README's setup", () => {
  const mdx = readFileSync(join(repo, 'stories/docs/UsingThePackage.mdx'), 'utf8');
  const readmeFiles = shownFiles(readme);

  it('shows the Vite setup files', () => {
    expect(shownFiles(mdx).map((file) => file.path)).toEqual(expect.arrayContaining(['vite.config.ts', 'src/main.tsx']));
  });

  for (const { path, code } of shownFiles(mdx)) {
    it(`${path} is the README's ${path}`, () => {
      const shown = readmeFiles.filter((file) => file.path === path);
      expect(shown.length, `the README shows ${path}`).toBeGreaterThan(0);
      for (const file of shown) expect(code.trim()).toBe(file.code.trim());
    });
  }
});

describe("the docs' copyable examples are code a portal compiles", () => {
  // Storybook's 'Show code' shows each file of stories/examples as it is; consumers/types copies them in
  // (examples.mjs) and compiles them against the packed package, under the module resolutions a portal may use.
  const examples = readdirSync(join(repo, 'stories/examples')).filter((file) => file.endsWith('.tsx'));

  it('has examples, and consumers/types compiles them', () => {
    expect(examples.length).toBeGreaterThan(0);
    const types = JSON.parse(readFileSync(join(repo, 'consumers/types/package.json'), 'utf8'));
    expect(types.scripts.build).toMatch(/^node examples\.mjs && tsc /);
  });

  for (const file of examples) {
    it(`stories/examples/${file} imports the package, as a portal's file would`, () => {
      const example = readFileSync(join(repo, 'stories/examples', file), 'utf8');
      expect(example).toMatch(/from '@labelport\/ui'/);
      expect(example).not.toMatch(/from '\.\.?\//);
    });
  }
});
