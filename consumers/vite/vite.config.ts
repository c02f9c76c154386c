import { themeInitScript } from '@labelport/ui/theme-script';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [
    react(),
    // The visitor's theme on <html> before the first paint, so a dark-theme visitor sees no flash of light.
    { name: 'theme-init', transformIndexHtml: () => [{ tag: 'script', children: themeInitScript, injectTo: 'head-prepend' }] },
  ],
});
