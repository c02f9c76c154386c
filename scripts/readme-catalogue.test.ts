// The README's catalogue ("## Components") is how a portal team finds what the package offers: one line per
// component family, each name a link to its Storybook docs page. This test reads the real exports (the
// barrels src/components/index.ts and src/blocks/index.ts, folder by folder) and fails when an exported
// component or block has no line, when a line names something the package does not export, when a line
// sits in the wrong group, or when a link points at a docs page that no stories file makes.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const repo = resolve(import.meta.dirname, '..');
const readme = readFileSync(join(repo, 'README.md'), 'utf8');

/** Where every catalogue link points: the Storybook of `npm run storybook`, as the catalogue says. */
const BASE = 'http://localhost:6006/?path=/docs/';
const COMPONENT_GROUPS = ['Forms', 'Overlays', 'Navigation', 'Feedback', 'Data display', 'Layout', 'Charts'];
const BLOCK_GROUPS = { dashboard: 'Blocks: dashboard', site: 'Blocks: site' } as const;
type Area = 'components' | keyof typeof BLOCK_GROUPS;

/** A module's file from an import path: `./x` is x.ts, x.tsx or x/index.ts. */
function moduleFile(from: string, specifier: string): string {
  const base = resolve(dirname(from), specifier);
  const file = [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find(existsSync);
  if (!file) throw new Error(`${from}: cannot find '${specifier}'`);
  return file;
}

/** The value names a module exports (types left out), following `export *` into the modules it names. */
function exportedValues(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const names = new Set<string>();
  for (const [, name] of source.matchAll(/^export \* as (\w+) from/gm)) names.add(name);
  for (const [, specifier] of source.matchAll(/^export \* from '([^']+)'/gm)) {
    for (const name of exportedValues(moduleFile(file, specifier))) names.add(name);
  }
  for (const [, list] of source.matchAll(/^export \{([^}]*)\}/gm)) {
    for (const item of list.split(',').map((part) => part.trim())) {
      if (item && !item.startsWith('type ')) names.add(item.split(/\s+as\s+/).pop() as string);
    }
  }
  for (const [, name] of source.matchAll(/^export (?:async )?(?:function|const|let|class|namespace|enum) (\w+)/gm)) {
    names.add(name);
  }
  return [...names];
}

/** The folders a barrel lists, one `export * from './folder'` each. */
function barrelFolders(barrel: string): string[] {
  return [...readFileSync(barrel, 'utf8').matchAll(/^export \* from '\.\/([^']+)'/gm)].map(([, folder]) => folder);
}

/**
 * A component's name: PascalCase, not a context or a provider of a compound component's state (`DialogContext`,
 * `DialogRootProvider`). Hooks, helpers and constants (`useDialog`, `phoneHref`, `DASHBOARD_NAV`) are not.
 */
const isComponentName = (name: string) => /^[A-Z]\w*[a-z]\w*$/.test(name) && !/(Context|Provider)$/.test(name);

interface Folder {
  area: Area;
  folder: string;
  components: string[];
}

/** Every folder the package exports from, with the components it exports. */
function exportedFolders(): Folder[] {
  const of = (area: Area, dir: string): Folder[] =>
    barrelFolders(join(dir, 'index.ts')).map((folder) => ({
      area,
      folder: `${dir.slice(repo.length + 1)}/${folder}`,
      components: exportedValues(moduleFile(join(dir, 'index.ts'), `./${folder}`)).filter(isComponentName),
    }));
  const blocks = join(repo, 'src/blocks');
  const blockAreas = barrelFolders(join(blocks, 'index.ts'));
  expect(blockAreas.sort(), 'src/blocks/index.ts lists the dashboard and the site').toEqual(Object.keys(BLOCK_GROUPS).sort());
  return [
    ...of('components', join(repo, 'src/components')),
    ...blockAreas.flatMap((area) => of(area as Area, join(blocks, area))),
  ];
}

interface Entry {
  name: string;
  url: string;
  group: string;
  line: string;
}

/** The README's '## Components' section, up to the next '## ' heading. */
function catalogueSection(): string {
  const start = readme.indexOf('\n## Components\n');
  if (start === -1) throw new Error("README has no '## Components' section");
  const end = readme.indexOf('\n## ', start + 1);
  return readme.slice(start, end === -1 ? undefined : end);
}

/** Each catalogue line's names: every `[Name](url)` of a `- ` line, under its `### group`. */
function catalogue(): { groups: string[]; entries: Entry[] } {
  const groups: string[] = [];
  const entries: Entry[] = [];
  for (const line of catalogueSection().split('\n')) {
    const heading = /^### (.+)$/.exec(line);
    if (heading) groups.push(heading[1]);
    else if (line.startsWith('- ')) {
      for (const [, name, url] of line.matchAll(/\[([^\]]+)\]\(([^)]+)\)/g)) {
        entries.push({ name, url, group: groups.at(-1) ?? '(no group)', line });
      }
    }
  }
  return { groups, entries };
}

/** Storybook's id of a title, as its `sanitize` makes it: lower case, each run of other characters one '-'. */
const storyId = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** The docs page ids the stories make: `<id>--docs` for each stories file's title and each MDX page's. */
function docsPages(): Set<string> {
  const ids = new Set<string>();
  for (const file of readdirSync(join(repo, 'stories'), { recursive: true, encoding: 'utf8' })) {
    if (file.includes('__screenshots__')) continue;
    const source = (pattern: RegExp) => pattern.exec(readFileSync(join(repo, 'stories', file), 'utf8'))?.[1];
    const title = file.endsWith('.stories.tsx')
      ? source(/^\s*title:\s*'([^']*\/[^']*)'/m)
      : file.endsWith('.mdx')
        ? source(/<Meta title="([^"]+)"/)
        : undefined;
    if (title) ids.add(`${storyId(title)}--docs`);
  }
  return ids;
}

const folders = exportedFolders();
const { groups, entries } = catalogue();
const catalogued = new Set(entries.map((entry) => entry.name));

/** A name is covered when the catalogue names it or names the family it is a part of (`DialogTitle`: `Dialog`). */
function covered(name: string, folder: Folder): boolean {
  return (
    catalogued.has(name) ||
    folder.components.some(
      (family) => catalogued.has(family) && name.startsWith(family) && /^[A-Z]/.test(name.slice(family.length)),
    )
  );
}

describe("the README's catalogue lists every component and block the package exports", () => {
  it('reads the exports', () => {
    expect(folders.filter((folder) => folder.area === 'components').length).toBeGreaterThan(50);
    expect(folders.filter((folder) => folder.area !== 'components').length).toBeGreaterThan(30);
    for (const folder of folders) expect(folder.components.length, `${folder.folder} exports a component`).toBeGreaterThan(0);
  });

  it('has the groups in order: the components, then the blocks', () => {
    expect(groups).toEqual([...COMPONENT_GROUPS, ...Object.values(BLOCK_GROUPS)]);
  });

  for (const folder of folders) {
    it(`${folder.folder}: every component it exports has a line`, () => {
      expect(folder.components.filter((name) => !covered(name, folder))).toEqual([]);
    });
  }

  it('names only what the package exports, each once, in its own group', () => {
    const areaOf = new Map(folders.flatMap((folder) => folder.components.map((name) => [name, folder.area] as const)));
    const problems = entries.flatMap(({ name, group }) => {
      const area = areaOf.get(name);
      if (!area) return [`${name} is not an exported component or block`];
      const groupsOfArea = area === 'components' ? COMPONENT_GROUPS : [BLOCK_GROUPS[area]];
      return groupsOfArea.includes(group) ? [] : [`${name} (${area}) is under '${group}'`];
    });
    const names = entries.map((entry) => entry.name);
    const twice = names.filter((name, index) => names.indexOf(name) !== index);
    expect([...problems, ...twice.map((name) => `${name} has two lines`)]).toEqual([]);
  });

  it('links every name to a Storybook docs page that a stories file makes', () => {
    const pages = docsPages();
    expect(pages.size).toBeGreaterThan(100);
    const broken = entries
      .filter(({ url }) => !url.startsWith(BASE) || !pages.has(url.slice(BASE.length)))
      .map(({ name, url }) => `${name}: ${url}`);
    const section = catalogueSection();
    const otherLinks = [...section.matchAll(/\]\((http[^)]+)\)/g)]
      .map(([, url]) => url)
      .filter((url) => !url.startsWith(BASE) || !pages.has(url.slice(BASE.length)));
    expect([...broken, ...otherLinks]).toEqual([]);
    expect(section, 'the catalogue says where its links open').toContain('`npm run storybook`');
  });

  it("links each component to a page in its own group of Storybook's sidebar", () => {
    // A component under '### Data display' links to a page titled 'Components/Data display/…'.
    const misplaced = entries
      .filter(({ group }) => COMPONENT_GROUPS.includes(group))
      .filter(({ group, url }) => !url.slice(BASE.length).startsWith(`components-${storyId(group)}-`))
      .map(({ name, group, url }) => `${name} (${group}): ${url}`);
    expect(misplaced).toEqual([]);
  });
});
