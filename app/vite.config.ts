// The reference application: `npm start` serves it, `npm run build:app` builds it into dist-app/ and
// prerenders every page there (scripts/prerender.mjs), `npm run preview` serves that build.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { DEFAULT_LOCALE, LOCALE_STORAGE_KEY } from '../src/i18n/locales.ts';
import { themeInitScript } from '../src/theme/theme-script.ts';
import { sharedConfig } from '../vite.config.ts';

const outDir = fileURLToPath(new URL('../dist-app', import.meta.url));

// Prerendered pages are English. A visitor who chose another language does not see them: #root stays
// hidden (app/styles.css) until main.tsx has rendered the page in that language.
const languageGuard = `(function(){try{var l=localStorage.getItem(${JSON.stringify(LOCALE_STORAGE_KEY)});if(l&&l!==${JSON.stringify(DEFAULT_LOCALE)})document.documentElement.setAttribute('data-rerender','')}catch(e){}})();`;

// Runs the theme choice before the first paint, so a dark-mode user never sees a flash of light.
const headScripts: Plugin = {
  name: 'labelport-head-scripts',
  transformIndexHtml: (html) => html.replace('<!--theme-init-->', `<script>${themeInitScript}${languageGuard}</script>`),
};

// The body font's Latin file starts loading with the stylesheet instead of after it, so text is drawn
// in Inter from the first paint rather than swapped in later (which moves the largest paint back).
const preloadBodyFont: Plugin = {
  name: 'labelport-preload-body-font',
  transformIndexHtml: {
    order: 'post',
    handler: (_html, { bundle }) =>
      Object.keys(bundle ?? {})
        .filter((file) => /\/inter-latin-wght-normal-[\w-]+\.woff2$/.test(file))
        .map((file) => ({
          tag: 'link',
          attrs: { rel: 'preload', href: `/${file}`, as: 'font', type: 'font/woff2', crossorigin: '' },
          injectTo: 'head' as const,
        })),
  },
};

// `npm run preview`: a path with no prerendered page gets the empty shell (404.html), whose app renders
// the not-found page, instead of Vite's fallback to index.html, which is now the prerendered home page.
const notFoundShell: Plugin = {
  name: 'labelport-not-found-shell',
  configurePreviewServer(server) {
    server.middlewares.use((req, _res, next) => {
      const path = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
      const page = path === '/' || existsSync(join(outDir, path)) || existsSync(join(outDir, `${path}.html`));
      if (!page && req.headers.accept?.includes('text/html')) req.url = '/404.html';
      next();
    });
  },
};

export default defineConfig(({ isSsrBuild }) => ({
  ...sharedConfig,
  plugins: [...(sharedConfig.plugins ?? []), headScripts, preloadBodyFont, notFoundShell],
  root: fileURLToPath(new URL('.', import.meta.url)),
  publicDir: 'public',
  build: isSsrBuild
    ? // The prerender's own bundle (entry-server.tsx), kept out of what is served.
      { outDir: fileURLToPath(new URL('../dist-app-ssr', import.meta.url)), emptyOutDir: true }
    : {
        outDir,
        emptyOutDir: true,
        // scripts/size.mjs reads it to add up each route's first load.
        manifest: true,
      },
  server: { port: 5173 },
  preview: { port: 4173 },
}));
