// Route screenshots against app/__screenshots__/<slug>-<theme>-<width>.png, captured and compared as the
// story tests do (scripts/screenshots.mjs: still CSS, pixelmatch with one tolerance). A difference writes
// the reference, the actual page and a diff to visual-diffs/app/. `--update-snapshots` rewrites only the
// baselines that differ; LABELPORT_VISUAL=0 skips the comparison.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import pixelmatch from 'pixelmatch';
// @ts-expect-error: pngjs ships no types
import { PNG } from 'pngjs';
// @ts-expect-error: a plain .mjs helper shared with the story tests
import { DIFF_DIR, PIXEL_TOLERANCE, STILL_CSS } from '../../../scripts/screenshots.mjs';
import { repo } from './app.ts';

export const SHOTS_DIR = join(repo, 'app/__screenshots__');
export const APP_DIFF_DIR = join(repo, DIFF_DIR, 'app');

export const visualEnabled = () => process.env.LABELPORT_VISUAL !== '0';

/** True when the run was asked to accept the current look (`--update-snapshots`). */
export const updating = (testInfo: TestInfo) =>
  testInfo.config.updateSnapshots === 'all' || testInfo.config.updateSnapshots === 'changed';

/** The baseline's name of a route in a theme and width, e.g. 'dashboard-projects-dark-360'. */
export const routeShotName = (path: string, theme: string, width: number) =>
  `${path === '/' ? 'home' : path.slice(1).replaceAll('/', '-')}-${theme}-${width}`;

/**
 * Waits until the page has settled: every chunk it asked for arrived, fonts and images loaded (lazy ones
 * too) and no DOM change for half a second, so late renders such as a chart measuring its box are done.
 * The chunks first: a page rendered afresh (a dark visitor's) shows nothing for a block until its chunk
 * comes, and on a loaded machine that took longer than half a second, so the page was measured without the
 * block and captured with it, cut off at the old height.
 */
export async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    const images = [...document.images];
    for (const image of images) image.loading = 'eager';
    await Promise.all(images.map((image) => image.decode().catch(() => {})));
    await document.fonts.ready;
    await new Promise<void>((done) => {
      let timer: ReturnType<typeof setTimeout>;
      const observer = new MutationObserver(() => {
        clearTimeout(timer);
        timer = setTimeout(finish, 500);
      });
      const finish = () => {
        observer.disconnect();
        done();
      };
      timer = setTimeout(finish, 500);
      observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
      setTimeout(finish, 10_000);
    });
  });
}

/** The committed baseline of a route's screenshot, if there is one. */
export const baseline = (name: string): Buffer | undefined => {
  const path = join(SHOTS_DIR, `${name}.png`);
  return existsSync(path) ? readFileSync(path) : undefined;
};

/**
 * A screenshot of the whole page, taken until two in a row are the same, or at once when the first is the
 * baseline byte for byte (a page still changing does not land on its reviewed pixels by chance; a full-page
 * capture costs the browser a tenth of a second or more). The window is first grown to the page's height
 * (a full-page capture resizes it mid-capture, and charts re-measure and blank out). The map's frame (an
 * outside page) is masked.
 */
export async function stableScreenshot(page: Page, expected?: Buffer): Promise<Buffer> {
  await addStyles(page, STILL_CSS);
  for (let attempt = 0; attempt < 3; attempt++) {
    const { width, height } = page.viewportSize() ?? { width: 1280, height: 900 };
    const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
    if (pageHeight === height) break;
    await page.setViewportSize({ width, height: pageHeight });
    await settle(page);
  }
  const capture = () => page.screenshot({ mask: [page.locator('iframe')] });
  let previous = await capture();
  if (expected?.equals(previous)) return previous;
  for (let attempt = 0; attempt < 5; attempt++) {
    const next = await capture();
    if (next.equals(previous)) return next;
    previous = next;
  }
  return previous;
}

/**
 * Adds CSS through the CSSOM: the app's Content-Security-Policy (rightly) refuses an injected <style>,
 * but a constructed stylesheet is the page's own script at work.
 */
export async function addStyles(page: Page, css: string) {
  await page.evaluate((text) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(text);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  }, css);
}

/**
 * Compares a capture with its baseline; returns the problem, or undefined when they match. When updating,
 * a missing or differing baseline is rewritten and matching ones are left as they are.
 */
export function compareWithBaseline(name: string, actual: Buffer, update: boolean): string | undefined {
  const baselinePath = join(SHOTS_DIR, `${name}.png`);
  const problem = difference(name, baselinePath, actual);
  if (!problem || !update) return problem;
  mkdirSync(SHOTS_DIR, { recursive: true });
  writeFileSync(baselinePath, actual);
  console.log(`  updated app/__screenshots__/${name}.png`);
  return undefined;
}

function difference(name: string, baselinePath: string, actual: Buffer): string | undefined {
  if (!existsSync(baselinePath)) return `no baseline ${name}.png: run npm run test:visual:update and review it`;
  const reference = readFileSync(baselinePath);
  if (reference.equals(actual)) return undefined;
  const expected = PNG.sync.read(reference);
  const got = PNG.sync.read(actual);
  const save = (suffix: string, data: Buffer) => {
    mkdirSync(APP_DIFF_DIR, { recursive: true });
    writeFileSync(join(APP_DIFF_DIR, `${name}-${suffix}.png`), data);
  };
  if (expected.width !== got.width || expected.height !== got.height) {
    save('reference', reference);
    save('actual', actual);
    return `screenshot size changed from ${expected.width}x${expected.height} to ${got.width}x${got.height} (${DIFF_DIR}/app/${name}-actual.png)`;
  }
  const diff = new PNG({ width: got.width, height: got.height });
  const { threshold, allowedMismatchedPixels } = PIXEL_TOLERANCE;
  const changed = pixelmatch(expected.data, got.data, diff.data, got.width, got.height, { threshold });
  if (changed <= allowedMismatchedPixels) return undefined;
  save('reference', reference);
  save('actual', actual);
  save('diff', PNG.sync.write(diff));
  return `screenshot differs in ${changed} pixels (${DIFF_DIR}/app/${name}-diff.png)`;
}
