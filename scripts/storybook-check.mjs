// Opens the BUILT Storybook (storybook-static/, from `npm run build-storybook`) as its users browse it:
// every story and every docs page in Chromium. Fails on a page error, a console error, a story whose
// render, play function or axe check fails, a docs page that does not follow the toolbar's theme and
// language, an overlay (dialog, drawer, popover, toast, backdrop) left open over a docs page, and, with
// --snippets, a story whose "Show code" snippet a portal could not paste (scripts/story-snippets.mjs).
// The story tests run each story alone; only here do all of a component's stories render side by side.
//   node scripts/storybook-check.mjs [--dir storybook-static] [--only <id part>,<id part>] [--shots <dir>] [--workers N]
//   [--snippets]: only the snippets (each docs page once, light and English), in about two minutes; CI runs
//   it after the whole check.
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, findChromium } from './chromium.mjs';
import { STILL_CSS } from './screenshots.mjs';
import { allowedNames, readSnippets, snippetProblems } from './story-snippets.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name) => {
  const at = process.argv.indexOf(name);
  return at === -1 ? undefined : process.argv[at + 1];
};
const STATIC = path.resolve(arg('--dir') ?? path.join(root, 'storybook-static'));
const only = arg('--only');
const shots = arg('--shots');
const workers = Number(arg('--workers') ?? 2);
const snippetsOnly = process.argv.includes('--snippets');
const TIMEOUT = 30_000;
const VISIT_TIMEOUT = 90_000;
const VIEWPORT = { width: 1200, height: 900 };
let done = 0;

if (!existsSync(path.join(STATIC, 'index.json'))) {
  console.error('No storybook-static/index.json: run `npm run build-storybook` first.');
  process.exit(1);
}

const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ico': 'image/x-icon',
};

/**
 * The page that holds the preview, as the manager does. A preview opened as the top page has no frame to
 * send its events to: it buffers them and serialises them all at the first message from a story frame of
 * a docs page, which logs an error ('Cannot access the Story Store') that no user ever sees.
 */
const HOST = '/__host';
const hostPage = (src) =>
  `<!doctype html><title>Preview</title><style>html,body,iframe{margin:0;border:0;width:100%;height:100%;display:block}</style><iframe name="preview" title="Preview" src="${src.replaceAll('&', '&amp;').replaceAll('"', '&quot;')}"></iframe>`;

/** A static server on loopback, for the build as a static host would serve it. */
function serve() {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === HOST)
      return res.writeHead(200, { 'content-type': 'text/html' }).end(hostPage(url.searchParams.get('src') ?? ''));
    const pathname = decodeURIComponent(url.pathname);
    let file = path.join(STATIC, path.normalize(pathname));
    if (!file.startsWith(STATIC)) return res.writeHead(403).end();
    if (existsSync(file) && statSync(file).isDirectory()) file = path.join(file, 'index.html');
    if (!existsSync(file)) return res.writeHead(404).end();
    // Hashed bundles may be cached, as a static host lets them be: each page then does not fetch them again.
    const cache = /^\/(assets|sb-[\w-]+)\//.test(pathname) ? 'max-age=3600' : 'no-cache';
    res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream', 'cache-control': cache });
    createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** Open layers over the docs page itself (a story in its own frame is a separate document, not counted). */
function openLayers() {
  const visible = (el) => {
    const box = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && style.display !== 'none';
  };
  const describe = (el) => {
    const name = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 60) ?? '';
    return `${el.tagName.toLowerCase()}[data-scope=${el.dataset.scope ?? '?'}][data-part=${el.dataset.part ?? '?'}] "${name}"`;
  };
  const found = new Set();
  const selectors = [
    '[role=dialog]',
    '[role=alertdialog]',
    '[aria-modal=true]',
    '[data-part=backdrop]',
    '[data-part=positioner] > [data-state=open]',
    '[data-scope=toast][data-part=root]',
    '[data-scope=tooltip][data-part=content][data-state=open]',
  ];
  for (const el of document.querySelectorAll(selectors.join(','))) {
    if (visible(el)) found.add(describe(el));
  }
  return [...found];
}

/** The width and height a story asks for (its viewport parameter or global), if any. */
function storyViewport() {
  const story = window.__STORYBOOK_PREVIEW__?.currentRender?.story;
  if (!story) return undefined;
  const { parameters, storyGlobals } = story;
  const name = storyGlobals?.viewport?.value ?? storyGlobals?.viewport ?? parameters.viewport?.defaultViewport;
  // Storybook's own phone sizes, for a name the project's list does not have.
  const builtIn = { mobile1: { width: '320px', height: '568px' }, mobile2: { width: '414px', height: '896px' } };
  const styles = parameters.viewport?.options?.[name]?.styles ?? builtIn[name];
  if (!styles) return undefined;
  return { width: Number.parseInt(styles.width, 10), height: Number.parseInt(styles.height, 10) };
}

/** Requests that fail on purpose: the stories of a photo that does not load. */
const EXPECTED_404 = ['/no-such-photo.png', '/no/such/photo.png'];

/**
 * A browser tab on the built Storybook. Like the manager's preview frame, it loads iframe.html once and
 * then moves from story to story over Storybook's channel, so what one story leaves behind (a patched
 * prototype, a toast, an open layer) meets the next, as it does for a user. `globals` is the toolbar.
 */
async function openTab(context, base, globals) {
  const page = await context.newPage();
  const tab = { page, base, globals, problems: [], loaded: false, preview: () => page.frame({ name: 'preview' }) };
  page.on('pageerror', (error) => tab.problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    if (text.startsWith('Failed to load resource')) {
      // The console line does not name the URL. The browser's own favicon request is not the page's.
      const { pathname } = new URL(message.location().url);
      if (pathname === '/favicon.ico' || EXPECTED_404.includes(pathname)) return;
      tab.problems.push(`console error: ${text} ${pathname}`);
    } else tab.problems.push(`console error: ${text.slice(0, 4000)}`);
  });
  if (globals && !shots) {
    // With the toolbar switched, a docs page's framed stories (open overlays) would run their play functions
    // in that language, and those check English text. Each is visited on its own in English as a story.
    await page.route(/\/iframe\.html\?.*viewMode=story/, (route, request) =>
      request.frame() === page.mainFrame() || request.frame().name() === 'preview'
        ? route.continue()
        : route.fulfill({ body: '' }),
    );
  }
  // The play functions run as in the story tests, with motion stilled: a failure here is not the timing
  // of an animation but one the story tests cannot see (a docs page, a build-only error).
  await page.addInitScript((css) => {
    addEventListener('DOMContentLoaded', () => {
      const style = document.createElement('style');
      style.textContent = css;
      document.head.append(style);
    });
  }, STILL_CSS);
  // Storybook says when it is done: storyFinished (render, play) for a story, docsRendered for a page.
  await page.addInitScript(() => {
    if (window === window.top) return;
    window.__check = { target: new URLSearchParams(location.search).get('id'), done: false };
    const finish = (id, result) => {
      if (id === window.__check.target) Object.assign(window.__check, { done: true, ...result });
    };
    const fail = (exception) => Object.assign(window.__check, { done: true, exception });
    const hook = () => {
      const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
      if (!channel) return setTimeout(hook, 20);
      channel.on('docsRendered', (id) => finish(id, {}));
      channel.on('storyFinished', ({ storyId, status }) => finish(storyId, { status }));
      channel.on('storyThrewException', (e) => fail(e.message));
      channel.on('storyErrored', (e) => fail(e.title));
      channel.on('storyMissing', (id) => fail(`no story ${id}`));
      // The stories whose "Show code" Storybook rendered from the story (args stories, once rendered): until
      // then their block shows the story object (scripts/story-snippets.mjs waits for it).
      window.__snippetsRendered = new Set();
      channel.on('storybook/docs/snippet-rendered', ({ id }) => window.__snippetsRendered.add(id));
    };
    hook();
  });
  return tab;
}

async function visit(tab, entry) {
  const { page, preview } = tab;
  const docs = entry.type === 'docs';
  const viewMode = docs ? 'docs' : 'story';
  tab.problems = [];
  const load = async () => {
    // Axe is the story tests' job (they fail on any violation); here it would only double the time.
    const query = `globals=${tab.globals ? `${tab.globals};` : ''}a11y.manual:!true`;
    const src = `iframe.html?id=${entry.id}&viewMode=${viewMode}&${query}`;
    await page.goto(`${tab.base}${HOST}?src=${encodeURIComponent(src)}`, { waitUntil: 'load', timeout: TIMEOUT });
    tab.loaded = true;
  };
  try {
    if (tab.loaded) {
      await preview().evaluate(
        ({ id, mode }) => {
          window.__check = { target: id, done: false };
          window.__STORYBOOK_ADDONS_CHANNEL__.emit('setCurrentStory', { storyId: id, viewMode: mode });
        },
        { id: entry.id, mode: viewMode },
      );
    } else await load();
    await preview().waitForFunction(() => window.__check?.done, null, { timeout: TIMEOUT });
    if (!docs) {
      // A story that asks for a screen size (a phone) is shown in it, as the manager sizes its frame.
      const size = await preview().evaluate(storyViewport);
      if (size) {
        tab.problems = [];
        await page.setViewportSize(size);
        await load();
        await preview().waitForFunction(() => window.__check?.done, null, { timeout: TIMEOUT });
        await page.setViewportSize(VIEWPORT);
        tab.loaded = false;
      }
    }
    const state = await preview().evaluate(() => window.__check);
    if (state.exception) tab.problems.push(`render error: ${state.exception}`);
    if (state.status === 'error') tab.problems.push('story failed: its play function or an unhandled error');
    if (docs) {
      // Let every story on the page render and run its effects, then look at the page as a reader would.
      await page.waitForTimeout(700);
      for (const layer of await preview().evaluate(openLayers)) tab.problems.push(`open layer over the docs page: ${layer}`);
      const [theme, locale] = tab.globals ? tab.globals.split(';').map((g) => g.split(':')[1]) : ['light', 'en'];
      // The page's stories set <html> as they render, which on a busy machine can take longer than the
      // pause above: wait for the toolbar's theme and language (a page that never gets them fails below).
      await preview()
        .waitForFunction(
          ([theme, locale]) => document.documentElement.lang === locale && document.documentElement.classList.contains(theme),
          [theme, locale],
          { timeout: 10_000 },
        )
        .catch(() => {});
      const html = await preview().evaluate(() => ({
        lang: document.documentElement.lang,
        classes: [...document.documentElement.classList],
      }));
      if (html.lang !== locale) tab.problems.push(`docs page is in lang="${html.lang}", the toolbar says ${locale}`);
      if (!html.classes.includes(theme) || html.classes.includes(theme === 'dark' ? 'light' : 'dark'))
        tab.problems.push(`docs page has classes "${html.classes.join(' ')}", the toolbar says ${theme}`);
      if (snippetsOnly && !tab.globals) {
        // Every "Show code" on the page, as the reader sees it (the stories are shown once more in dark
        // and German, with the same snippets).
        for (const { id, code, length } of await readSnippets(preview())) {
          const key = `${id}\n${code}`;
          if (!id || snippetsSeen.has(key)) continue;
          snippetsSeen.add(key);
          snippetCount += 1;
          const wrong = snippetProblems(code, allowed, length);
          if (wrong.length) {
            const shown = code
              .trim()
              .split('\n')
              .slice(0, 8)
              .map((line) => `        | ${line}`)
              .join('\n');
            tab.problems.push(`snippet of ${id}: ${wrong.join('; ')}\n${shown}`);
          }
        }
      }
      if (shots) {
        // The whole docs page: the frame grows to its height first.
        const height = await preview().evaluate(() => document.documentElement.scrollHeight);
        await page.evaluate((h) => {
          document.querySelector('iframe').style.height = `${h}px`;
        }, height);
        await page.screenshot({ path: path.join(shots, `${entry.id}-${theme}.png`), fullPage: true });
      }
    }
  } catch (error) {
    tab.problems.push(`did not finish: ${String(error.message ?? error).split('\n')[0]}`);
    // Start the next visit from a fresh load, in a new tab (this one may be stuck), so one stuck story does
    // not fail the rest.
    tab.loaded = false;
    tab.stuck = true;
  }
  return tab.problems;
}

const started = Date.now();
const allowed = await allowedNames();
const snippetsSeen = new Set();
let snippetCount = 0;
const index = JSON.parse(readFileSync(path.join(STATIC, 'index.json'), 'utf8'));
const entries = Object.values(index.entries).filter((entry) => !only || only.split(',').some((part) => entry.id.includes(part)));
// Each docs page once as the toolbar starts (light, English) and once switched (dark, German).
const visits = snippetsOnly
  ? entries.filter((e) => e.type === 'docs').map((entry) => ({ entry }))
  : [
      ...entries.map((entry) => ({ entry })),
      ...entries.filter((e) => e.type === 'docs').map((entry) => ({ entry, globals: 'theme:dark;locale:de' })),
    ];
if (shots) await mkdir(shots, { recursive: true });

const server = await serve();
const base = `http://127.0.0.1:${server.address().port}`;
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
const failures = [];
// The visits of each toolbar setting, shared out between the workers.
const queues = new Map();
for (const visit of visits) queues.set(visit.globals ?? '', [...(queues.get(visit.globals ?? '') ?? []), visit]);
await Promise.all(
  Array.from({ length: workers }, async (_, worker) => {
    let context = await browser.newContext({ viewport: VIEWPORT });
    for (const [globals, queue] of queues) {
      let tab = await openTab(context, base, globals || undefined);
      for (let i = worker; i < queue.length; i += workers) {
        const { entry } = queue[i];
        // A visit whose page hangs in a script (where no wait has a timeout) fails, and the next gets a new page.
        let timer;
        const problems = await Promise.race([
          visit(tab, entry),
          new Promise((resolve) => {
            timer = setTimeout(() => {
              tab.stuck = true;
              resolve([...tab.problems, `did not finish within ${VISIT_TIMEOUT / 1000} s`]);
            }, VISIT_TIMEOUT);
          }),
        ]);
        clearTimeout(timer);
        if (tab.stuck) {
          // A page stuck in a script keeps its renderer busy: a new context gets a renderer of its own.
          context.close().catch(() => {});
          context = await browser.newContext({ viewport: VIEWPORT });
          tab = await openTab(context, base, globals || undefined);
        }
        done += 1;
        if (done % 100 === 0) console.log(`… ${done} of ${visits.length}`);
        const label = `${entry.type === 'docs' ? 'docs ' : 'story'} ${entry.id}${globals ? ` (${globals})` : ''}`;
        if (problems.length) {
          failures.push({ label, problems });
          console.log(`✗ ${label}\n${[...new Set(problems)].map((p) => `    ${p}`).join('\n')}`);
        } else if (process.env.CI_VERBOSE) console.log(`✓ ${label}`);
      }
      // Not awaited: a page stuck in a script (a snippet too long to highlight) would never close.
      tab.page.close().catch(() => {});
    }
    context.close().catch(() => {});
  }),
);
await browser.close();
server.close();

const seconds = ((Date.now() - started) / 1000).toFixed(0);
const docsCount = visits.filter((v) => v.entry.type === 'docs').length;
console.log(
  `\nStorybook check: ${visits.length - docsCount} stories and ${docsCount} docs visits (${snippetCount} snippets) in ${seconds} s; ${failures.length} failed.`,
);
process.exit(failures.length ? 1 : 0);
