// Shared Vite settings (Storybook and Vitest read this file) and the package's library build.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pandacss from '@pandacss/dev/postcss';
import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

export const sharedConfig: UserConfig = {
  plugins: [react()],
  resolve: {
    alias: { 'styled-system': `${root}styled-system` },
  },
  css: {
    // Panda's postcss and Vite's own are separate copies with the same API; the cast only bridges their types.
    postcss: { plugins: [pandacss({ configPath: `${root}panda.config.ts`, cwd: root }) as never] },
  },
};

// Every dependency and peer stays external, subpaths too (`@ark-ui/react/dialog`, `react/jsx-runtime`).
const externals = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})];
const isExternal = (id: string) => externals.some((name) => id === name || id.startsWith(`${name}/`));

export default defineConfig({
  ...sharedConfig,
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // No source maps: they would point at src/, which the published package does not contain.
    sourcemap: false,
    lib: {
      entry: { index: `${root}src/index.ts`, preset: `${root}src/preset.ts` },
      formats: ['es'],
    },
    rolldownOptions: {
      external: isExternal,
      output: {
        // One module per source file, so a portal's bundler drops what it does not import.
        preserveModules: true,
        preserveModulesRoot: root,
        entryFileNames: '[name].js',
      },
    },
  },
});
