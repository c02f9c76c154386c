// Story baselines whose story is gone: `node scripts/prune-baselines.mjs` deletes them (npm run
// test:visual:update runs it), and scripts/screenshots.test.ts fails while any is left.
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { storyNameFromExport } from 'storybook/internal/csf';
import { screenshotName } from './screenshots.mjs';

/** Story baselines (paths from the repository root) whose story or story file is gone. */
export function orphanBaselines(repo) {
  const orphans = [];
  for (const folder of readdirSync(join(repo, 'stories'))) {
    const shots = join(repo, 'stories', folder, '__screenshots__');
    if (!existsSync(shots)) continue;
    for (const storyFile of readdirSync(shots)) {
      const source = join(repo, 'stories', folder, storyFile);
      const stories = existsSync(source)
        ? [...readFileSync(source, 'utf8').matchAll(/^export const (\w+)/gm)].map(([, name]) => storyNameFromExport(name))
        : [];
      const expected = new Set(
        stories.flatMap((story) => ['light', 'dark'].map((theme) => `${screenshotName(story, theme)}-chromium-linux.png`)),
      );
      for (const png of readdirSync(join(shots, storyFile))) {
        if (!expected.has(png)) orphans.push(['stories', folder, '__screenshots__', storyFile, png].join('/'));
      }
    }
  }
  return orphans;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const repo = resolve(import.meta.dirname, '..');
  for (const orphan of orphanBaselines(repo)) {
    rmSync(resolve(repo, orphan));
    console.log(`removed ${orphan} (its story is gone)`);
  }
}
