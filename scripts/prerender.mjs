// Prerenders the reference app after `vite build`: every page's HTML as a first-time visitor sees it
// (English, light, no stored data), so it paints before any script runs; main.tsx then hydrates it.
// Each page is written where a static server finds it (/features → features.html), and the untouched
// shell becomes 404.html for any other path.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { pageFiles } from './routes.mjs';

const repo = resolve(import.meta.dirname, '..');
const client = join(repo, 'dist-app');
const server = join(repo, 'dist-app-ssr');

const shell = readFileSync(join(client, 'index.html'), 'utf8');
const ROOT = '<div id="root"></div>';
if (!shell.includes(ROOT)) throw new Error(`dist-app/index.html has no ${ROOT} to fill`);
const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

// A page's code starts after its first paint (app/code-after-paint.ts): instead of the entry's module script
// and preload links, each page lists its modules, entry first, then the route's own (pageFiles: its layout
// and page chunks and their static imports), and the head script preloads them all at once, so hydration
// does not wait on a chain of imports.
const manifest = JSON.parse(readFileSync(join(client, '.vite/manifest.json'), 'utf8'));
const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="[^"]+"><\/script>/;
const ENTRY_PRELOADS = /\s*<link rel="modulepreload"[^>]*>/g;
if (!ENTRY_SCRIPT.test(shell)) throw new Error('dist-app/index.html has no module script to start after the paint');
const pageModules = (path) =>
  pageFiles(manifest, path)
    .filter((file) => file.endsWith('.js'))
    .map((file) => `/${file}`);

const { PAGE_MODULES_ID, QUERY_STATE_ID, pagePaths, render } = await import(pathToFileURL(join(server, 'entry-server.js')).href);
writeFileSync(join(client, '404.html'), shell);
for (const path of pagePaths()) {
  const { html, title, queryState } = await render(path);
  if (!title) throw new Error(`${path} rendered no page title`);
  // Every page's data is read before it renders: a page prerendered on skeletons would paint them first.
  if (html.includes('aria-busy="true"')) throw new Error(`${path} rendered while its data was loading`);
  const data = queryState ? `<script type="application/json" id="${QUERY_STATE_ID}">${queryState}</script>` : '';
  const page = shell
    .replace(/<title>.*<\/title>/, `<title>${escapeHtml(title)}</title>`)
    .replace(ENTRY_SCRIPT, '')
    .replace(ENTRY_PRELOADS, '')
    // The first paint waits until the whole page is parsed (Chromium; other browsers ignore the link). Else
    // Chromium paints the part parsed so far and then styles and lays out the page a second time, a task
    // of about 35 ms here, which Lighthouse's phone takes four times as long over, just after the paint.
    .replace('</head>', () => `  <link rel="expect" href="#${PAGE_MODULES_ID}" blocking="render">\n  </head>`)
    .replace(
      '</body>',
      () => `${data}<script type="application/json" id="${PAGE_MODULES_ID}">${JSON.stringify(pageModules(path))}</script></body>`,
    )
    .replace(ROOT, () => `<div id="root" data-prerendered="${path}">${html}</div>`);
  const file = join(client, path === '/' ? 'index.html' : `${path.slice(1)}.html`);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, page);
  console.log(`prerendered ${path} → ${file.slice(repo.length + 1)} (${title})`);
}
rmSync(server, { recursive: true, force: true });
