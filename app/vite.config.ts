// The reference application: `npm start` serves it, `npm run build:app` builds it into dist-app/ and
// prerenders every page there (scripts/prerender.mjs), `npm run preview` serves that build.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { DEFAULT_LOCALE, LOCALE_STORAGE_KEY, LOCALES } from '../src/i18n/locales.ts';
import { themeInitScript } from '../src/theme/theme-script.ts';
import { precompiledMessages, sharedConfig } from '../vite.config.ts';
import { codeAfterPaintScript } from './code-after-paint.ts';
import { earlyClicksScript } from './early-clicks.ts';
import { earlyInputScript } from './early-input.ts';
import { headersFile, securityHeaders } from './security-headers.ts';

const outDir = fileURLToPath(new URL('../dist-app', import.meta.url));

// Prerendered pages are English. A visitor who chose another language does not see them: #root stays
// hidden (app/styles.css) until main.tsx has rendered the page in that language. The stored tag is read
// as getStoredLocale() reads it ('sv-SE' and 'SV' are Swedish, anything unknown is English), and if the
// app never reveals the page, app/styles.css shows it anyway after a few seconds.
const otherLocales = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);
const languageGuard = `(function(){try{var l=(localStorage.getItem(${JSON.stringify(LOCALE_STORAGE_KEY)})||'').replace(/^\\s+|\\s+$/g,'').toLowerCase().split(/[-_]/)[0];if(${JSON.stringify(otherLocales)}.indexOf(l)>=0)document.documentElement.setAttribute('data-rerender','')}catch(e){}})();`;
const headScript = `${themeInitScript}${languageGuard}${earlyClicksScript}${earlyInputScript}${codeAfterPaintScript}`;
const headers = securityHeaders([headScript]);

// Runs the theme choice before the first paint, so a dark-mode user never sees a flash of light, holds
// clicks and keeps what is typed before hydration (app/early-clicks.ts, app/early-input.ts), and starts a
// prerendered page's code once it has painted (app/code-after-paint.ts).
const headScripts: Plugin = {
  name: 'labelport-head-scripts',
  // (A function, so that '$' in the script is not read as a replacement pattern.)
  transformIndexHtml: (html) => html.replace('<!--theme-init-->', () => `<script>${headScript}</script>`),
  // Static hosts that read a _headers file send the same security headers as `npm run preview`.
  generateBundle() {
    this.emitFile({ type: 'asset', fileName: '_headers', source: headersFile(headers) });
  },
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

// `npm run preview`: a path with no prerendered page gets the empty shell (404.html) with status 404, whose
// app renders the not-found page, instead of Vite's fallback to index.html (the prerendered home page).
// A path that is not even valid percent-encoding ('/%ZZ') is just as unknown: 404, never a 500.
const notFoundShell: Plugin = {
  name: 'labelport-not-found-shell',
  configurePreviewServer(server) {
    server.middlewares.use((req, res, next) => {
      let path: string | undefined;
      try {
        path = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
      } catch {
        path = undefined;
      }
      const known =
        path !== undefined &&
        !path.includes('\0') &&
        (path === '/' || existsSync(join(outDir, path)) || existsSync(join(outDir, `${path}.html`)));
      if (known) return next();
      res.statusCode = 404;
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
      if (req.headers.accept?.includes('text/html')) {
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.end(readFileSync(join(outDir, '404.html')));
      } else {
        res.setHeader('Content-Type', 'text/plain; charset=utf-8');
        res.end('Not found');
      }
    });
  },
};

export default defineConfig(({ isSsrBuild }) => ({
  ...sharedConfig,
  plugins: [...(sharedConfig.plugins ?? []), precompiledMessages(), headScripts, preloadBodyFont, notFoundShell],
  root: fileURLToPath(new URL('.', import.meta.url)),
  publicDir: 'public',
  build: isSsrBuild
    ? // The prerender's own bundle (entry-server.tsx), kept out of what is served. It imports app/lazy/'s
      // blocks both eagerly (to render them) and lazily (the browser's path): expected here, not a warning.
      {
        outDir: fileURLToPath(new URL('../dist-app-ssr', import.meta.url)),
        emptyOutDir: true,
        rolldownOptions: {
          onLog: (level, log, handler) => (log.code === 'INEFFECTIVE_DYNAMIC_IMPORT' ? undefined : handler(level, log)),
        },
      }
    : {
        outDir,
        emptyOutDir: true,
        // scripts/size.mjs reads it to add up each route's first load, scripts/prerender.mjs to preload it.
        manifest: true,
        // Every browser the app supports knows <link rel="modulepreload">.
        modulePreload: { polyfill: false },
        rolldownOptions: {
          // React and ReactDOM in one chunk of their own, rather than ReactDOM's shared part riding in a
          // chunk of Ark's state machines that every page would then load.
          output: { codeSplitting: { groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ }] } },
        },
      },
  server: { port: 5173 },
  preview: { port: 4173, headers },
}));
