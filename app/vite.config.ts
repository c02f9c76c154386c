// The reference application: `npm start` serves it, `npm run build:app` builds it into dist-app/.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { sharedConfig } from '../vite.config.ts';

export default defineConfig({
  ...sharedConfig,
  root: fileURLToPath(new URL('.', import.meta.url)),
  publicDir: 'public',
  build: {
    outDir: fileURLToPath(new URL('../dist-app', import.meta.url)),
    emptyOutDir: true,
  },
  server: { port: 5173 },
  preview: { port: 4173 },
});
