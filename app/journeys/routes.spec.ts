// Every page and an unknown path, in light and dark, at 1280 and 360 px: the right title, one <h1>, the
// theme on <html>, no sideways scroll, no console error (the not-found page logs the missing path on purpose,
// so broken links show up in the logs), no CSP violation, every text it shows already in its prerendered HTML
// (in light at 1280), zero axe violations (in dark, of the rules that read colours) and the screenshot of its
// baseline. Then the two language visits: a returning Swedish
// visitor, and an English one who picks Deutsch.
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
// @ts-expect-error: a plain .mjs list shared with the Lighthouse and size scripts
import { PAGES } from '../../scripts/routes.mjs';
// @ts-expect-error: a plain .mjs helper shared with the story tests
import { COLOUR_RULES } from '../../scripts/screenshots.mjs';
import { sv } from '../i18n/messages/app-sv.ts';
import {
  browsersOwnText,
  cspViolations,
  expect,
  FIXED_NOW,
  holdScripts,
  pickLanguage,
  ready,
  storeBeforeLoad,
  test,
  textLines,
} from './support/app.ts';
import {
  baseline,
  compareWithBaseline,
  routeShotName,
  SHOTS_DIR,
  settle,
  stableScreenshot,
  updating,
  visualEnabled,
} from './support/visual.ts';

const NOT_FOUND = '/no/such/page';
/** Every page and the not-found page, each with the title it must show (English). */
const ROUTES: Record<string, string> = { ...(PAGES as Record<string, string>), [NOT_FOUND]: 'Oops! Page not found' };
const THEMES = ['light', 'dark'] as const;

/** Resolves once the page's stylesheets have loaded (by their load events: the test's clock holds timers). */
const stylesApplied = (page: Page) =>
  page.evaluate(() =>
    Promise.all(
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) =>
        link.sheet ? undefined : new Promise((loaded) => link.addEventListener('load', loaded, { once: true })),
      ),
    ),
  );
const WIDTHS = [1280, 360] as const;
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

for (const width of WIDTHS) {
  for (const theme of THEMES) {
    test.describe(`${theme} ${width}`, () => {
      test.use({ viewport: { width, height: 900 } });

      for (const [path, title] of Object.entries(ROUTES)) {
        test(path, async ({ page, consoleErrors }, testInfo) => {
          await storeBeforeLoad(page, { theme });
          // Pages show today's date: freeze it so the screenshots are the same every day.
          await page.clock.setFixedTime(FIXED_NOW);
          // Once, the page as its HTML shows it while its code is on the way (for seconds, on a slow phone). Not
          // the unknown path's: its 404.html is the app's empty shell, which the code renders.
          const prerendered = width === 1280 && theme === 'light' && path !== NOT_FOUND;
          const release = prerendered ? await holdScripts(page) : () => {};
          // Its load event waits for the held code once the page has asked for it (after its first paint).
          await page.goto(path, { waitUntil: prerendered ? 'domcontentloaded' : 'load' });
          if (prerendered) await stylesApplied(page);
          const textBeforeCode = prerendered ? new Set(await textLines(page)) : undefined;
          release();
          await expect(page).toHaveTitle(new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`), { timeout: 15_000 });
          await ready(page);
          await settle(page);
          if (textBeforeCode) {
            const browsersOwn = await browsersOwnText(page);
            const missing = (await textLines(page)).filter((line) => !textBeforeCode.has(line) && !browsersOwn.includes(line));
            expect.soft(missing, 'text shown once alive that the prerendered HTML lacks').toEqual([]);
          }

          await expect.soft(page.locator('h1'), 'one <h1>').toHaveCount(1);
          expect.soft(await page.evaluate(() => document.documentElement.className), 'theme class on <html>').toBe(theme);
          const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
          expect.soft(scrollWidth, 'no sideways scroll').toBeLessThanOrEqual(width);

          // The not-found page logs the missing path (so broken links show in the logs), and Chromium logs its 404 status.
          const logged = path === NOT_FOUND ? consoleErrors.filter((error) => error.includes(path)) : [];
          if (path === NOT_FOUND) expect.soft(logged, 'the missing path is logged').not.toEqual([]);
          const expected = (error: string) =>
            logged.includes(error) ||
            (path === NOT_FOUND && error.startsWith('Failed to load resource: the server responded with a status of 404'));
          expect
            .soft(
              consoleErrors.filter((error) => !expected(error)),
              'console errors',
            )
            .toEqual([]);
          expect.soft(await cspViolations(page), 'CSP violations').toEqual([]);

          // Evaluated over the DevTools protocol, which the page's CSP does not govern (a <script> tag would be refused).
          // In dark, only the rules that read colours: every other rule has checked the same page in light.
          await page.evaluate(axeSource);
          const rules = theme === 'dark' ? { runOnly: { type: 'rule', values: COLOUR_RULES } } : {};
          const violations = await page.evaluate(async (rules) => {
            // biome-ignore lint/suspicious/noExplicitAny: axe is injected above, without types
            const result = await (window as any).axe.run(document, { ...rules, resultTypes: ['violations'] });
            return result.violations.map(
              (v: { id: string; nodes: { target: string[] }[] }) =>
                `${v.id} (${v.nodes.length}): ${v.nodes[0]?.target.join(' ')}`,
            );
          }, rules);
          expect.soft(violations, 'axe violations').toEqual([]);

          if (visualEnabled()) {
            const name = routeShotName(path, theme, width);
            const problem = compareWithBaseline(name, await stableScreenshot(page, baseline(name)), updating(testInfo));
            expect.soft(problem, 'screenshot against its baseline').toBeUndefined();
          }
        });
      }
    });
  }
}

// biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a test uses from this pattern; it uses none
test('baselines exist only for routes that exist', async ({}, testInfo) => {
  test.skip(!visualEnabled(), 'LABELPORT_VISUAL=0');
  const expected = new Set(
    Object.keys(ROUTES).flatMap((path) => THEMES.flatMap((theme) => WIDTHS.map((w) => `${routeShotName(path, theme, w)}.png`))),
  );
  const orphans = readdirSync(SHOTS_DIR).filter((file) => file.endsWith('.png') && !expected.has(file));
  if (updating(testInfo)) {
    for (const file of orphans) rmSync(join(SHOTS_DIR, file));
    return;
  }
  expect(orphans, 'baselines of routes that are gone (npm run test:visual:update removes them)').toEqual([]);
});

test('a returning Swedish visitor gets the page in Swedish, visible', async ({ page }) => {
  await storeBeforeLoad(page, { language: 'sv' });
  await page.goto('/features');
  await expect(page).toHaveTitle(new RegExp(`^${sv['page.features']}`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
  await expect(page.locator('html')).not.toHaveAttribute('data-rerender');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(sv['page.features']);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('an English visitor who picks Deutsch downloads German only then, and gets it', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (request) => {
    // The package's messages (de-….js) and the app's own (app-de-….js).
    const language = /\/((?:app-)?(?:sv|de|fr))-[\w-]+\.js$/.exec(request.url())?.[1];
    if (language) fetched.push(language);
  });
  await page.goto('/pricing');
  await ready(page);
  expect(fetched, 'no other language up front').toEqual([]);
  await pickLanguage(page, 'Language', 'Deutsch');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('combobox', { name: 'Sprache' })).toBeVisible();
  expect(fetched.sort()).toEqual(['app-de', 'de']);
});
