// Shared Vite settings (Storybook and Vitest read this file) and the package's library build.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pandacss from '@pandacss/dev/postcss';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type UserConfig } from 'vite';

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

// Which published modules need the browser, decided on each output module so that a Server Component can
// import the rest (tokens, themeInitScript, formatters, domain rules) and React Server Components bundlers
// (Next.js) turn the others into client references. Rolldown drops the directives of the sources it bundles,
// so they are written here rather than in the sources.
// Ark's anatomy is plain data (the recipes' slot names), the rest of Ark is interactive. lucide-react creates a
// React context as it loads, which React's server build does not have: a module drawing an icon is a client one.
const CLIENT_PACKAGES = /^(@ark-ui\/react(?!\/anatomy)|@react-spring\/web|@visx\/|lucide-react)/;
// Hooks, context and classes exist only in React's client build; `on…:` props are event handlers, which a
// Server Component cannot pass on.
const CLIENT_REACT = /^(use[A-Z]\w*|use|createContext|forwardRef|Component|PureComponent)$/;
function needsClient(code: string): boolean {
  const imports = [...code.matchAll(/^import\s*(?:\{([^}]*)\}|\*\s*as\s+(\w+))?[^'"]*from\s*["']([^"']+)["'];?/gm)];
  // What the module does itself; a barrel that only re-exports a hook does not use it.
  const body = imports
    .reduce((rest, [statement]) => rest.replace(statement, ''), code)
    .replace(/^export\s*\{[^}]*\}[^;\n]*;?/gm, '');
  const uses = (local: string) => new RegExp(`\\b${local}\\b`).test(body);
  for (const [, names = '', namespace, from = ''] of imports) {
    const bindings = names
      .split(',')
      .map((binding) => binding.trim().split(/\s+as\s+/))
      .filter(([imported]) => imported)
      .map(([imported = '', local]) => ({ imported, local: local ?? imported }));
    if (namespace) bindings.push({ imported: from === 'react' ? 'use' : namespace, local: namespace });
    if (CLIENT_PACKAGES.test(from) && bindings.some(({ local }) => uses(local))) return true;
    if (bindings.some(({ imported, local }) => CLIENT_REACT.test(imported) && uses(local))) return true;
  }
  return /[\s{,]on[A-Z]\w*\s*:/.test(body);
}

const clientDirectives = (): Plugin => ({
  name: 'labelport:use-client',
  renderChunk(code) {
    if (/^\s*['"]use client['"]/.test(code) || !needsClient(code)) return null;
    return { code: `'use client';\n${code}`, map: null };
  },
});

// Every dependency and peer stays external, subpaths too (`@ark-ui/react/dialog`, `react/jsx-runtime`).
const externals = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})];
const isExternal = (id: string) => externals.some((name) => id === name || id.startsWith(`${name}/`));

export default defineConfig({
  ...sharedConfig,
  plugins: [...(sharedConfig.plugins ?? []), clientDirectives()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // No source maps: they would point at src/, which the published package does not contain.
    sourcemap: false,
    // Readable names in React DevTools and hydration diffs; the portal's bundler minifies.
    minify: false,
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
