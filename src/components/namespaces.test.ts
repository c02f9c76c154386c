// One form for a component's parts under short names (`<Dialog.Root>`, `Dialog.RootProps`): the folder's
// namespace.ts re-exports them, and its index.ts exposes that module as `export * as X`, or, when X is also
// a ready-made composition (`<Dialog title>`), attaches it with `withParts` and repeats its props types in
// a `declare namespace`, which holds no code. A TypeScript `namespace` compiles to an IIFE that a bundler
// keeps, so a page importing one part would carry them all.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = import.meta.dirname;
const folders = readdirSync(root, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const read = (folder: string, file: string) => readFileSync(join(root, folder, file), 'utf8');
const sources = (folder: string) => readdirSync(join(root, folder)).filter((file) => /\.tsx?$/.test(file));
const withNamespace = folders.filter((folder) => existsSync(join(root, folder, 'namespace.ts')));

/** The short type names a namespace file re-exports (`type DialogRootProps as RootProps` → RootProps). */
const namespaceTypes = (source: string) => [...source.matchAll(/\btype \w+ as (\w+)/g)].map((match) => match[1]).sort();

describe('component namespaces', () => {
  it('are found', () => {
    expect(withNamespace.length).toBeGreaterThan(35);
  });

  it.each(folders)('%s declares no TypeScript namespace with code', (folder) => {
    const offending = sources(folder).filter((file) => /^export namespace /m.test(read(folder, file)));
    expect(offending).toEqual([]);
  });

  // A bundler keeps a top-level call it cannot prove free of side effects, so an unmarked binding would stay in
  // every page that imports any other part of the same file.
  it.each(folders)('%s marks every part binding pure', (folder) => {
    const unmarked = sources(folder).flatMap((file) =>
      [...read(folder, file).matchAll(/=\s*(?!\/\* @__PURE__ \*\/)(with(?:Context|Provider|RootProvider)\b)/g)].map(
        (match) => `${file}: ${match[1]}`,
      ),
    );
    expect(unmarked).toEqual([]);
  });

  it.each(withNamespace)('%s exposes namespace.ts in the one form', (folder) => {
    const index = read(folder, 'index.ts');
    const star = /export \* as \w+ from '\.\/namespace';/.test(index);
    const attached = [...index.matchAll(/export const (\w+) = \/\* @__PURE__ \*\/ withParts\(\w+, (\w+)\);/g)];
    expect(star !== attached.length > 0, 'either export * as X or a pure withParts').toBe(true);
    for (const [, name, parts] of attached) {
      const file = index.match(new RegExp(`import \\* as ${parts} from '\\./([\\w-]*namespace)';`))?.[1];
      expect(file, `${parts} is a namespace file`).toBeDefined();
      const declared = index.match(new RegExp(`export declare namespace ${name} \\{([\\s\\S]*?)\\n\\}`));
      const declaredTypes = [...(declared?.[1] ?? '').matchAll(/export type (\w+)/g)].map((match) => match[1]).sort();
      expect(declaredTypes, `${name}'s declare namespace lists its props types`).toEqual(
        namespaceTypes(read(folder, `${file}.ts`)),
      );
    }
  });
});
