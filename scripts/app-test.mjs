// Builds the reference app, serves the production build and visits all 13 routes plus an unknown
// path in Chromium, in light and dark, at desktop and 360 px wide: each shows its real title and
// one <h1>, logs no errors (the not-found page logs the failed path, as the spec asks), does not
// scroll sideways and has zero axe violations.
// Each page is also compared with its baseline screenshot in app/__screenshots__/; a difference fails
// and writes the reference, the actual page and a diff to visual-diffs/app/. --update rewrites the
// baselines that differ and removes those of routes that are gone; --no-visual (or LABELPORT_VISUAL=0)
// skips the comparison.
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import pixelmatch from 'pixelmatch';
import { chromium } from 'playwright';
import { PNG } from 'pngjs';
import { preview } from 'vite';
import { CHROMIUM_ARGS, findChromium } from './chromium.mjs';
import { PAGES } from './routes.mjs';
import { DIFF_DIR, PIXEL_TOLERANCE, STILL_CSS } from './screenshots.mjs';

const repo = resolve(import.meta.dirname, '..');
const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** Every page and the not-found page, each with the title it must show (English). */
const ROUTES = { ...PAGES, '/no/such/page': 'Oops! Page not found' };

const update = process.argv.includes('--update');
const visual = update || !(process.argv.includes('--no-visual') || process.env.LABELPORT_VISUAL === '0');
const shotsDir = join(repo, 'app/__screenshots__');
const diffDir = join(repo, DIFF_DIR, 'app');
// Pages show today's date: freeze it so screenshots are the same every day.
const FIXED_NOW = new Date('2026-01-15T10:00:00');

/** Baselines this run has compared (or written), so an update can remove those of routes that are gone. */
const seen = new Set();

/**
 * Compares a screenshot with its baseline; returns a problem, or nothing when they match. An update
 * writes the baselines that are missing or differ and leaves the matching ones as they are.
 */
function compareScreenshot(name, actual) {
  const baselinePath = join(shotsDir, `${name}.png`);
  seen.add(`${name}.png`);
  const problem = difference(name, baselinePath, actual);
  if (!problem || !update) return problem;
  writeFileSync(baselinePath, actual);
  console.log(`  updated app/__screenshots__/${name}.png`);
  return undefined;
}

/** How a screenshot differs from its baseline, with the reference, actual and diff images written for a look. */
function difference(name, baselinePath, actual) {
  if (!existsSync(baselinePath)) return `no baseline ${name}.png: run npm run test:visual:update and review it`;
  const reference = readFileSync(baselinePath);
  const expected = PNG.sync.read(reference);
  const got = PNG.sync.read(actual);
  const save = (suffix, data) => {
    mkdirSync(diffDir, { recursive: true });
    writeFileSync(join(diffDir, `${name}-${suffix}.png`), data);
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

/**
 * Waits until the page has settled: fonts and images loaded (lazy ones too, for full-page captures)
 * and no DOM change for half a second, so late renders such as a chart measuring its box are done.
 */
async function settle(page) {
  await page.evaluate(async () => {
    const images = [...document.images];
    for (const image of images) image.loading = 'eager';
    await Promise.all(images.map((image) => image.decode().catch(() => {})));
    await document.fonts.ready;
    await new Promise((resolve) => {
      const done = () => {
        observer.disconnect();
        resolve();
      };
      let timer = setTimeout(done, 500);
      const observer = new MutationObserver(() => {
        clearTimeout(timer);
        timer = setTimeout(done, 500);
      });
      observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
      setTimeout(done, 10000);
    });
  });
}

/**
 * A screenshot of the whole page, taken until two in a row are the same. The window is first grown to
 * the page's height (a full-page capture would resize it mid-capture, and charts re-measure and blank
 * out for a moment). The map's frame (an outside page) is masked.
 */
async function stableScreenshot(page) {
  await page.addStyleTag({ content: STILL_CSS });
  for (let attempt = 0; attempt < 3; attempt++) {
    const { width, height } = page.viewportSize();
    const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
    if (pageHeight === height) break;
    await page.setViewportSize({ width, height: pageHeight });
    await settle(page);
  }
  const capture = () => page.screenshot({ mask: [page.locator('iframe')] });
  let previous = await capture();
  for (let attempt = 0; attempt < 5; attempt++) {
    const next = await capture();
    if (next.equals(previous)) return next;
    previous = next;
  }
  return previous;
}

if (visual) {
  rmSync(diffDir, { recursive: true, force: true });
  mkdirSync(shotsDir, { recursive: true });
}

if (!process.argv.includes('--no-build')) execSync('npm run build:app --silent', { cwd: repo, stdio: 'inherit' });
const server = await preview({
  configFile: resolve(repo, 'app/vite.config.ts'),
  logLevel: 'warn',
  preview: { port: 0, host: '127.0.0.1' },
});
const base = server.resolvedUrls.local[0].replace(/\/$/, '');
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
const failures = [];

try {
  for (const [theme, width] of [
    ['light', 1280],
    ['dark', 1280],
    ['light', 360],
    ['dark', 360],
  ]) {
    for (const [path, title] of Object.entries(ROUTES)) {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      // Only the page itself: init scripts also run in frames (the map's frame is sandboxed and, offline,
      // an error page whose storage access throws), and that error is the test's own, not the page's.
      await context.addInitScript((t) => {
        if (window === window.top) localStorage.setItem('theme', t);
      }, theme);
      const page = await context.newPage();
      await page.clock.setFixedTime(FIXED_NOW);
      const problems = [];
      const errors = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));

      await page.goto(base + path);
      await page.waitForFunction((expected) => document.title.startsWith(expected), title, { timeout: 15000 }).catch(() => {});
      await settle(page);
      const shown = await page.title();
      if (!shown.startsWith(title)) problems.push(`title is '${shown}', expected '${title}'`);
      const h1s = await page.locator('h1').count();
      if (h1s !== 1) problems.push(`${h1s} <h1> elements`);
      if ((await page.evaluate(() => document.documentElement.className)) !== theme) problems.push('theme class not applied');
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      if (scrollWidth > width) problems.push(`scrolls sideways: ${scrollWidth} px wide in a ${width} px window`);

      const notFound = path === '/no/such/page';
      const expectedErrors = notFound ? errors.filter((e) => e.includes(path)) : [];
      if (notFound && expectedErrors.length === 0) problems.push('the failed path was not logged');
      const unexpected = errors.filter((e) => !expectedErrors.includes(e));
      if (unexpected.length) problems.push(`console errors: ${unexpected.join(' | ')}`);

      await page.addScriptTag({ path: axePath });
      const violations = await page.evaluate(async () => {
        // @ts-expect-error axe is injected above
        const result = await window.axe.run(document, { resultTypes: ['violations'] });
        return result.violations.map((v) => `${v.id} (${v.nodes.length}): ${v.nodes[0]?.target.join(' ')}`);
      });
      if (violations.length) problems.push(`axe: ${violations.join('; ')}`);

      if (visual) {
        const slug = path === '/' ? 'home' : path.slice(1).replaceAll('/', '-');
        const problem = compareScreenshot(`${slug}-${theme}-${width}`, await stableScreenshot(page));
        if (problem) problems.push(problem);
      }

      console.log(
        `${problems.length ? '✗' : '✓'} ${theme.padEnd(5)} ${String(width).padStart(4)} ${path}${problems.length ? `\n    ${problems.join('\n    ')}` : ''}`,
      );
      if (problems.length) failures.push(`${theme} ${width} ${path}`);
      await context.close();
    }
  }

  // A visitor who chose Swedish: the prerendered English page is hidden and the page renders in Swedish.
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript(() => {
    if (window === window.top) localStorage.setItem('language', 'sv');
  });
  const page = await context.newPage();
  await page.goto(`${base}/features`);
  await page.waitForFunction(() => document.title.startsWith('Funktioner'), undefined, { timeout: 15000 }).catch(() => {});
  const swedish = await page.evaluate(() => ({
    title: document.title,
    lang: document.documentElement.lang,
    hidden: document.documentElement.hasAttribute('data-rerender'),
  }));
  const ok = swedish.title.startsWith('Funktioner') && swedish.lang === 'sv' && !swedish.hidden;
  console.log(`${ok ? '✓' : '✗'} sv    1280 /features${ok ? '' : `\n    ${JSON.stringify(swedish)}`}`);
  if (!ok) failures.push('sv 1280 /features');
  await context.close();

  // An English visitor who picks Deutsch: no other language was downloaded up front, German is fetched
  // on the pick, and the page switches to it.
  const german = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const picker = await german.newPage();
  const fetched = [];
  picker.on('request', (request) => {
    const language = /\/(sv|de|fr)-[\w-]+\.js$/.exec(request.url())?.[1];
    if (language) fetched.push(language);
  });
  await picker.goto(`${base}/pricing`);
  const trigger = picker.getByRole('combobox', { name: 'Language' });
  // Wait for hydration: React has attached its props to the element.
  await trigger.evaluate(
    (el) =>
      new Promise((resolve) => {
        const check = () => (Object.keys(el).some((key) => key.startsWith('__reactProps$')) ? resolve() : setTimeout(check, 50));
        check();
      }),
  );
  const upFront = [...fetched];
  await trigger.click();
  await picker.getByRole('option', { name: 'Deutsch' }).click();
  await picker.waitForFunction(() => document.documentElement.lang === 'de', undefined, { timeout: 15000 }).catch(() => {});
  const switched = {
    upFront,
    fetched,
    lang: await picker.evaluate(() => document.documentElement.lang),
    trigger: await picker.getByRole('combobox', { name: 'Sprache' }).count(),
  };
  const pickedOk = upFront.length === 0 && fetched.join() === 'de' && switched.lang === 'de' && switched.trigger === 1;
  console.log(
    `${pickedOk ? '✓' : '✗'} de    1280 /pricing, picked in the header${pickedOk ? '' : `\n    ${JSON.stringify(switched)}`}`,
  );
  if (!pickedOk) failures.push('de 1280 /pricing');
  await german.close();
} finally {
  await browser.close();
  await server.close();
}

if (update && failures.length === 0) {
  for (const file of readdirSync(shotsDir)) if (file.endsWith('.png') && !seen.has(file)) rmSync(join(shotsDir, file));
}
if (failures.length) {
  console.error(`\nApp test failed on ${failures.length} page(s).`);
  process.exit(1);
}
console.log(
  `\nApp test passed: ${Object.keys(ROUTES).length} paths, two themes, two widths${update ? ', baselines up to date' : visual ? ', screenshots matched' : ''}.`,
);
