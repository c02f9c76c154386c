// Prerenders the reference app after `vite build`: every page's HTML as a first-time visitor sees it
// (English, light, no stored data), so it paints before any script runs; main.tsx then hydrates it.
// Each page is written where a static server finds it (/features → features.html), and the untouched
// shell becomes 404.html for any other path.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const repo = resolve(import.meta.dirname, '..');
const client = join(repo, 'dist-app');
const server = join(repo, 'dist-app-ssr');

const shell = readFileSync(join(client, 'index.html'), 'utf8');
const ROOT = '<div id="root"></div>';
if (!shell.includes(ROOT)) throw new Error(`dist-app/index.html has no ${ROOT} to fill`);
const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const { pagePaths, render } = await import(pathToFileURL(join(server, 'entry-server.js')).href);
writeFileSync(join(client, '404.html'), shell);
for (const path of pagePaths()) {
  const { html, title } = await render(path);
  if (!title) throw new Error(`${path} rendered no page title`);
  const page = shell
    .replace(/<title>.*<\/title>/, `<title>${escapeHtml(title)}</title>`)
    .replace(ROOT, `<div id="root" data-prerendered="${path}">${html}</div>`);
  const file = join(client, path === '/' ? 'index.html' : `${path.slice(1)}.html`);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, page);
  console.log(`prerendered ${path} → ${file.slice(repo.length + 1)} (${title})`);
}
rmSync(server, { recursive: true, force: true });
