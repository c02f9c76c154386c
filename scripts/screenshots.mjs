// How screenshots are made comparable, in one place for the story tests (Vitest browser mode) and the
// route test (Playwright): what is switched off before a capture, how far two captures may differ,
// where the images of a difference go, and which story baselines no longer belong to a story.
// Run as `node scripts/screenshots.mjs --prune`, it deletes those (npm run test:visual:update does).

/** No motion and no blinking caret: the same page must give the same pixels every time. */
export const STILL_CSS =
  '*, *::before, *::after { animation-duration: 0s !important; animation-delay: 0s !important; transition: none !important; caret-color: transparent !important; }';

/**
 * pixelmatch options. Captures on our machines are the same to the pixel, so the tolerance only has
 * to absorb a stray anti-aliased edge; a changed colour token or font moves hundreds of pixels.
 */
export const PIXEL_TOLERANCE = { threshold: 0.1, allowedMismatchedPixels: 20 };

/** Where a failed comparison writes the reference, the actual capture and the diff (git ignores it). */
export const DIFF_DIR = 'visual-diffs';

/** The baseline's name for a story ('Hotkey Focuses The Area') in a theme. */
export const screenshotName = (storyName, theme) => `${storyName.replace(/[^\w-]+/g, '-').toLowerCase()}-${theme}`;

/** Story baselines (paths from the repository root) whose story or story file is gone. */
export async function orphanBaselines(repo) {
  const { existsSync, readdirSync, readFileSync } = await import('node:fs');
  const { join } = await import('node:path');
  const { storyNameFromExport } = await import('storybook/internal/csf');
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

if (process.argv.includes('--prune')) {
  const { rmSync } = await import('node:fs');
  const { resolve } = await import('node:path');
  const repo = resolve(import.meta.dirname, '..');
  for (const orphan of await orphanBaselines(repo)) {
    rmSync(resolve(repo, orphan));
    console.log(`removed ${orphan} (its story is gone)`);
  }
}
