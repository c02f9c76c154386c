// Built by scripts/size.mjs (npm run size): Vite and its React plugin come from the repository.
import { themeInitScript } from '@labelport/ui/theme-script';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [
    react(),
    { name: 'theme-init', transformIndexHtml: () => [{ tag: 'script', children: themeInitScript, injectTo: 'head-prepend' }] },
  ],
  build: { manifest: true },
});
