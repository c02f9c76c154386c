import { themeInitScript } from '@labelport/ui/theme-script';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  // Two pages: the portal page, and a 'New order' form on react-hook-form.
  build: { rollupOptions: { input: ['index.html', 'forms.html'] } },
  plugins: [
    react(),
    // The visitor's theme on <html> before the first paint, so a dark-theme visitor sees no flash of light.
    { name: 'theme-init', transformIndexHtml: () => [{ tag: 'script', children: themeInitScript, injectTo: 'head-prepend' }] },
  ],
});
