// Story baselines whose story is gone: `node scripts/prune-baselines.mjs` deletes them (npm run
// test:visual:update runs it), and scripts/screenshots.test.ts fails while any is left.
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { storyNameFromExport } from 'storybook/internal/csf';
import { screenshotName } from './screenshots.mjs';

/** Story baselines (paths from the repository root) whose story or story file is gone. */
export function orphanBaselines(repo) {
  const orphans = [];
  for (const folder of storyFolders(join(repo, 'stories'))) {
    const shots = join(folder, '__screenshots__');
    for (const storyFile of readdirSync(shots)) {
      const source = join(folder, storyFile);
      const stories = existsSync(source)
        ? [...readFileSync(source, 'utf8').matchAll(/^export const (\w+)/gm)].map(([, name]) => storyNameFromExport(name))
        : [];
      const expected = new Set(
        stories.flatMap((story) => ['light', 'dark'].map((theme) => `${screenshotName(story, theme)}-chromium-linux.png`)),
      );
      for (const png of readdirSync(join(shots, storyFile))) {
        if (!expected.has(png)) orphans.push(relative(repo, join(shots, storyFile, png)));
      }
    }
  }
  return orphans;
}

/** Every folder under `dir` that has a `__screenshots__` folder (stories/components/x, stories/blocks/site/x…). */
function storyFolders(dir) {
  const subfolders = readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory());
  return [
    ...(subfolders.some((entry) => entry.name === '__screenshots__') ? [dir] : []),
    ...subfolders.filter((entry) => entry.name !== '__screenshots__').flatMap((entry) => storyFolders(join(dir, entry.name))),
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const repo = resolve(import.meta.dirname, '..');
  for (const orphan of orphanBaselines(repo)) {
    rmSync(resolve(repo, orphan));
    console.log(`removed ${orphan} (its story is gone)`);
  }
}
