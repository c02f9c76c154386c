// Shared Vite settings (Storybook and Vitest read this file) and the package's library build.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pandacss from '@pandacss/dev/postcss';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { compileMessage } from './src/i18n/compile.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

/**
 * The package's entry points besides its root, by the subpath a portal imports: each component folder's
 * index (`@labelport/ui/date-picker`) and each block's (`@labelport/ui/blocks/shipping-table`), so a portal can
 * load a heavy part with `React.lazy` or split its pages along them. Each exports what the root does for it.
 */
export function entryPoints(): Record<string, string> {
  const folders = (dir: string) =>
    readdirSync(`${root}${dir}`, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(`${root}${dir}/${entry.name}/index.ts`))
      .map((entry) => entry.name);
  return Object.fromEntries([
    ...folders('src/components').map((name) => [name, `src/components/${name}/index.ts`]),
    ...['site', 'dashboard'].flatMap((group) =>
      folders(`src/blocks/${group}`).map((name) => [`blocks/${name}`, `src/blocks/${group}/${name}/index.ts`]),
    ),
  ]);
}

export const sharedConfig: UserConfig = {
  plugins: [react()],
  resolve: {
    alias: [
      { find: 'styled-system', replacement: `${root}styled-system` },
      // The docs' copyable examples (stories/examples) and the app's lazy blocks import the package by its
      // name and entry points, as a portal does.
      { find: /^@labelport\/ui$/, replacement: `${root}src/index.ts` },
      ...Object.entries(entryPoints()).map(([subpath, file]) => ({
        find: new RegExp(`^@labelport/ui/${subpath}$`),
        replacement: `${root}${file}`,
      })),
    ],
  },
  css: {
    // Panda's postcss and Vite's own are separate copies with the same API; the cast only bridges their types.
    postcss: { plugins: [pandacss({ configPath: `${root}panda.config.ts`, cwd: root }) as never] },
  },
};

const ICU_PARSER = '@formatjs/icu-messageformat-parser';
// formatjs's runtime: the modules that import the ICU parser, and what they need that the package does not list.
const FORMATJS_RUNTIME = '(intl-messageformat|@formatjs/(intl|fast-memoize))';
const isFormatjsRuntime = (id: string) => new RegExp(`^${FORMATJS_RUNTIME}(/|$)`).test(id);
const inFormatjsRuntime = (file: string) => new RegExp(`/node_modules/${FORMATJS_RUNTIME}/`).test(file);

/** Each string in an object literal (a catalog's messages), with its place in the code. */
function stringProperties(node: unknown, found: { start: number; end: number; value: string }[] = []) {
  if (Array.isArray(node)) for (const child of node) stringProperties(child, found);
  else if (node && typeof node === 'object') {
    const { type, value } = node as { type?: string; value?: { type: string; value: unknown; start: number; end: number } };
    if (type === 'Property' && value?.type === 'Literal' && typeof value.value === 'string') {
      found.push({ start: value.start, end: value.end, value: value.value });
    } else for (const child of Object.values(node)) stringProperties(child, found);
  }
  return found;
}

/**
 * Builds format messages without formatjs's ICU parser, about 10 kB gzip that every page would download:
 * the ICU text of each catalog module (`i18n/messages/*.ts`) is parsed here, and formatjs's runtime gets
 * the parser's no-parser build, which throws if asked to parse. During development (Storybook, the tests,
 * `npm start`) the messages stay text and formatjs parses them with its parser.
 */
export function precompiledMessages(): Plugin[] {
  return [
    {
      name: 'labelport:no-icu-parser',
      apply: 'build',
      enforce: 'pre',
      resolveId(source, importer) {
        if (source !== ICU_PARSER || !importer || !inFormatjsRuntime(importer)) return null;
        return this.resolve(`${ICU_PARSER}/no-parser.js`, importer, { skipSelf: true });
      },
    },
    {
      name: 'labelport:compile-messages',
      apply: 'build',
      enforce: 'post',
      transform(code, id) {
        if (!/\/i18n\/messages\/[\w-]+\.ts$/.test(id)) return null;
        let compiled = code;
        // From the end, so that each replacement leaves the places of the earlier ones as they were.
        for (const { start, end, value } of stringProperties(this.parse(code)).reverse()) {
          if (!/^['"`]/.test(code.slice(start, end))) throw new Error(`${id}: cannot place the message ${JSON.stringify(value)}`);
          let message: string | unknown[];
          try {
            message = compileMessage(value);
          } catch (error) {
            throw new Error(`${id}: ${JSON.stringify(value)} is not valid ICU text: ${(error as Error).message}`);
          }
          if (typeof message !== 'string')
            compiled = `${compiled.slice(0, start)}${JSON.stringify(message)}${compiled.slice(end)}`;
        }
        return { code: compiled, map: null };
      },
    },
  ];
}

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
  // Attaching parts to a composition sets properties on a client component, which a server build only
  // sees as a reference: the attaching module runs in the browser too.
  if (/\bwithParts\(/.test(body)) return true;
  return /[\s{,]on[A-Z]\w*\s*:/.test(body);
}

const clientDirectives = (): Plugin => ({
  name: 'labelport:use-client',
  renderChunk(code) {
    if (/^\s*['"]use client['"]/.test(code) || !needsClient(code)) return null;
    return { code: `'use client';\n${code}`, map: null };
  },
});

// Every dependency and peer stays external, subpaths too (`@ark-ui/react/dialog`, `react/jsx-runtime`), except
// formatjs's runtime: the package bundles it so that it imports the ICU parser's no-parser build
// (precompiledMessages), which stays external. compile-messages keeps the real parser, for portals' catalogs.
const externals = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})];
const isExternal = (id: string, importer?: string) =>
  !isFormatjsRuntime(id) &&
  !(id === ICU_PARSER && importer && inFormatjsRuntime(importer)) &&
  externals.some((name) => id === name || id.startsWith(`${name}/`));

// The MIT licence of each bundled formatjs package travels with its code.
const vendorLicences = (): Plugin => ({
  name: 'labelport:vendor-licences',
  generateBundle(_options, bundle) {
    const vendored = new Set(Object.keys(bundle).flatMap((file) => /^vendor\/((?:@[^/]+\/)?[^/]+)\//.exec(file)?.[1] ?? []));
    for (const name of vendored) {
      const source = readFileSync(`${root}node_modules/${name}/LICENSE.md`, 'utf8');
      this.emitFile({ type: 'asset', fileName: `vendor/${name}/LICENSE.md`, source });
    }
  },
});

/**
 * Each entry point's types beside its module (dist/components/date-picker.d.ts): the types tsc writes for its
 * folder's index, under dist/src/.
 */
const entryPointTypes = (): Plugin => ({
  name: 'labelport:entry-point-types',
  generateBundle() {
    for (const [subpath, file] of Object.entries(entryPoints())) {
      const target = file.replace(/\.ts$/, '.js');
      const up = '../'.repeat(entryFileName(subpath).split('/').length - 1);
      this.emitFile({ type: 'asset', fileName: `${entryFileName(subpath)}.d.ts`, source: `export * from '${up}${target}';\n` });
    }
  },
});

/** Where an entry point's module goes in dist/, without its extension: components/<name> or blocks/<name>. */
const entryFileName = (subpath: string) => (subpath.startsWith('blocks/') ? subpath : `components/${subpath}`);

export default defineConfig({
  ...sharedConfig,
  plugins: [...(sharedConfig.plugins ?? []), precompiledMessages(), clientDirectives(), vendorLicences(), entryPointTypes()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // No source maps: they would point at src/, which the published package does not contain.
    sourcemap: false,
    // Readable names in React DevTools and hydration diffs; the portal's bundler minifies.
    minify: false,
    lib: {
      entry: {
        index: `${root}src/index.ts`,
        preset: `${root}src/preset.ts`,
        'compile-messages': `${root}src/i18n/compile.ts`,
        ...Object.fromEntries(Object.entries(entryPoints()).map(([subpath, file]) => [entryFileName(subpath), `${root}${file}`])),
      },
      formats: ['es'],
    },
    rolldownOptions: {
      external: isExternal,
      output: {
        // One module per source file, so a portal's bundler drops what it does not import.
        preserveModules: true,
        preserveModulesRoot: root,
        // formatjs's runtime goes to vendor/: npm never packs a folder named node_modules.
        entryFileNames: ({ name }) => `${name.replace(/^node_modules\//, 'vendor/')}.js`,
      },
    },
  },
});
