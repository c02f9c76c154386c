// The reference application: `npm start` serves it, `npm run build:app` builds it into dist-app/.
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { themeInitScript } from '../src/theme/theme-script.ts';
import { sharedConfig } from '../vite.config.ts';

// Runs the theme choice before the first paint, so a dark-mode user never sees a flash of light.
const themeInit: Plugin = {
  name: 'labelport-theme-init',
  transformIndexHtml: (html) => html.replace('<!--theme-init-->', `<script>${themeInitScript}</script>`),
};

export default defineConfig({
  ...sharedConfig,
  plugins: [...(sharedConfig.plugins ?? []), themeInit],
  root: fileURLToPath(new URL('.', import.meta.url)),
  publicDir: 'public',
  build: {
    outDir: fileURLToPath(new URL('../dist-app', import.meta.url)),
    emptyOutDir: true,
    // scripts/size.mjs reads it to add up each route's first load.
    manifest: true,
  },
  server: { port: 5173 },
  preview: { port: 4173 },
});
