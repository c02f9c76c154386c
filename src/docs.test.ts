// The props table on each Storybook docs page comes from react-docgen reading these files. This test
// reads them the same way and fails when an exported component has no description or a prop that a
// portal team would see without one.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { builtinResolvers, parse } from 'react-docgen';
import { describe, expect, it } from 'vitest';

// Every folder that holds one component or block: src/components/<name> and src/blocks/<group>/<name>.
const componentDirs = [join(import.meta.dirname, 'components'), ...groups(join(import.meta.dirname, 'blocks'))];
function groups(dir: string) {
  return subfolders(dir).map((name) => join(dir, name));
}
function subfolders(dir: string) {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}
const files = componentDirs.flatMap((parent) =>
  subfolders(parent).flatMap((name) =>
    readdirSync(join(parent, name))
      .filter((file) => file.endsWith('.tsx'))
      .map((file) => relative(import.meta.dirname, join(parent, name, file))),
  ),
);

function documented(file: string) {
  const source = readFileSync(join(import.meta.dirname, file), 'utf8');
  const exported = new Set([...source.matchAll(/^export (?:function|const) (\w+)/gm)].map((match) => match[1]));
  let docs: ReturnType<typeof parse> = [];
  try {
    docs = parse(source, { filename: file, resolver: new builtinResolvers.FindExportedDefinitionsResolver() });
  } catch {
    return []; // a module of helpers, with no component in it
  }
  return docs.filter((doc) => doc.displayName && exported.has(doc.displayName));
}

describe('component docs', () => {
  it('finds the components', () => {
    expect(files.length).toBeGreaterThan(60);
  });

  it.each(files)('%s: every exported component and each of its own props is described', (file) => {
    const problems = documented(file).flatMap((doc) => [
      ...(doc.description?.trim() ? [] : [`${doc.displayName} has no description`]),
      ...Object.entries(doc.props ?? {})
        .filter(([, prop]) => !prop.description?.trim())
        .map(([name]) => `${doc.displayName}.${name} has no description`),
    ]);
    expect(problems).toEqual([]);
  });
});
