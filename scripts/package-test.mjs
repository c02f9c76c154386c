// Proves a portal can install the package: build it, pack it as published, lint the tarball (publint,
// arethetypeswrong), check its modules (client directives, server-safe modules, readable names, types'
// dependencies), import it as a React Server Component would, then install it into a scratch Vite app,
// type-check and build that app, render a component in Chromium with the prebuilt CSS, and run Panda
// with the published preset and build info (the "with Panda" path). The framework portals are in
// consumers/ (npm run test:consumers).
import { execFileSync, execSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, findChromium } from './chromium.mjs';
import { pack } from './pack.mjs';

const repo = resolve(import.meta.dirname, '..');
const bin = (name) => join(repo, 'node_modules/.bin', name);
const sh = (command, cwd) => execSync(command, { cwd, stdio: ['ignore', 'pipe', 'inherit'] }).toString();
const failures = [];
const check = (ok, what) => {
  console.log(`${ok ? '✓' : '✗'} ${what}`);
  if (!ok) failures.push(what);
};
/** Runs a command; true when it exits cleanly. Its output is shown either way. */
const passes = (command, commandArgs, cwd) => {
  try {
    execFileSync(command, commandArgs, { cwd, stdio: 'inherit' });
    return true;
  } catch {
    return false;
  }
};

if (!process.argv.includes('--no-build')) {
  console.log('Building @labelport/ui…');
  sh('npm run build --silent', repo);
}
const scratch = mkdtempSync(join(tmpdir(), 'labelport-portal-'));
const { tarball, files } = pack(scratch);
// The README as the registry and node_modules show it: every image and relative link in it is in the tarball.
const readmeTargets = [...readFileSync(join(repo, 'README.md'), 'utf8').matchAll(/\]\(([^)\s#]+)[^)]*\)/g)]
  .map(([, target]) => target)
  .filter((target) => !/^[a-z]+:/.test(target));
const missingFromTarball = readmeTargets.filter((target) => !files.includes(target));
check(
  missingFromTarball.length === 0,
  `every image and relative link in the README is in the tarball${missingFromTarball.length ? `: not ${missingFromTarball.join(', ')}` : ''}`,
);
check(
  files.every(
    (path) => path.startsWith('dist/') || ['package.json', 'README.md', 'CHANGELOG.md', ...readmeTargets].includes(path),
  ),
  "the tarball holds only dist/, README.md, CHANGELOG.md, the README's images and package.json",
);
check(
  ['package.json', 'README.md', 'CHANGELOG.md', 'dist/index.js'].every((path) => files.includes(path)),
  'the tarball has package.json, README.md, CHANGELOG.md and dist/index.js',
);
check(!files.some((path) => path.endsWith('.map')), 'the tarball has no source maps');

// The package as a portal receives it.
const unpacked = join(scratch, 'unpacked');
mkdirSync(unpacked);
sh(`tar -xzf "${tarball}" -C "${unpacked}"`, scratch);
const published = join(unpacked, 'package');
const manifest = JSON.parse(readFileSync(join(published, 'package.json'), 'utf8'));
check(
  !manifest.scripts && !manifest.devDependencies,
  'the published package.json has no scripts (no prepare) and no devDependencies',
);

// A team that packs or publishes the repo itself, with npm's own command, gets the same manifest.
const before = readFileSync(join(repo, 'package.json'), 'utf8');
const plainDir = join(scratch, 'plain');
mkdirSync(plainDir);
const [plain] = JSON.parse(
  execFileSync('npm', ['pack', '--json', '--pack-destination', plainDir], { cwd: repo, encoding: 'utf8' }),
);
sh(`tar -xzf "${join(plainDir, plain.filename)}" -C "${plainDir}"`, scratch);
const plainManifest = readFileSync(join(plainDir, 'package', 'package.json'), 'utf8');
check(
  JSON.stringify(JSON.parse(plainManifest)) === JSON.stringify(manifest),
  'a plain `npm pack` in the repo publishes the same manifest, without scripts or devDependencies',
);
check(readFileSync(join(repo, 'package.json'), 'utf8') === before, "a plain `npm pack` leaves the repo's package.json as it was");

console.log('publint --strict…');
check(passes(bin('publint'), ['run', published, '--strict', '--pack', 'false']), 'publint --strict is clean');
console.log('arethetypeswrong --profile esm-only…');
// styles.css, blocks.css and base.css are stylesheets: they have no types to find.
check(
  passes(bin('attw'), [tarball, '--profile', 'esm-only', '--exclude-entrypoints', 'styles.css', 'blocks.css', 'base.css']),
  'arethetypeswrong (esm-only profile) is clean',
);

const distFiles = readdirSync(join(published, 'dist'), { recursive: true }).map((file) => join(published, 'dist', file));
const read = (file) => readFileSync(file, 'utf8');
const name = (file) => relative(join(published, 'dist'), file);

// Types: every package a declaration imports is a dependency or peer (a portal has nothing else).
const declared = new Set([...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.peerDependencies ?? {})]);
const packageOf = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');
const undeclared = new Set();
const extensionless = new Set();
for (const file of distFiles.filter((file) => file.endsWith('.d.ts'))) {
  // Code only: a doc comment's example may show a portal's own `import('./sv')`.
  const code = read(file).replace(/\/\*[\s\S]*?\*\//g, '');
  for (const [, specifier] of code.matchAll(/(?:^(?:import|export)[^'";]*from\s*|import\(\s*)['"]([^'"]+)['"]/gm)) {
    if (specifier.startsWith('.')) {
      if (!/\.js$/.test(specifier)) extensionless.add(`${name(file)}: ${specifier}`);
    } else if (!declared.has(packageOf(specifier))) undeclared.add(`${name(file)}: ${specifier}`);
  }
}
check(
  undeclared.size === 0,
  `the types import only declared packages${undeclared.size ? `: ${[...undeclared].slice(0, 5).join(', ')}` : ''}`,
);
check(
  extensionless.size === 0,
  `relative imports in the types end in .js (node16/nodenext)${extensionless.size ? `: ${[...extensionless].slice(0, 5).join(', ')}` : ''}`,
);

// Client directives: a module using hooks, context or Ark runs only in the browser and must say so, or a
// React Server Components bundler (Next.js) runs it on the server.
const js = distFiles.filter((file) => file.endsWith('.js'));
const isClient = (file) => /^['"]use client['"]/.test(read(file));
const needsBrowser = (code) =>
  /import\s*\{[^}]*\b(createContext|use[A-Z]\w*)\b[^}]*\}\s*from\s*["']react["']/.test(code) ||
  /from\s*["']@ark-ui\/react\/(?!anatomy)/.test(code);
const unmarked = js.filter((file) => needsBrowser(read(file)) && !isClient(file)).map(name);
check(
  unmarked.length === 0,
  `every module using hooks, context or Ark starts with 'use client'${unmarked.length ? `: ${unmarked.slice(0, 5).join(', ')}` : ''}`,
);
check(js.filter(isClient).length > 50, `client modules are marked (${js.filter(isClient).length} of ${js.length})`);
// What a Server Component uses: no directive, and nothing client-only among its imports, transitively.
const SERVER_SAFE = [
  'tokens/index.js',
  'compile-messages.js',
  'src/theme/theme-script.js',
  'src/theme/theme.js',
  'src/lib/storage.js',
  'src/i18n/locales.js',
  'src/i18n/format.js',
  ...js.filter((file) => file.includes('/src/domain/')).map(name),
];
const clientImports = (file, seen = new Set()) => {
  if (seen.has(file)) return [];
  seen.add(file);
  if (isClient(file)) return [name(file)];
  return [...read(file).matchAll(/^import[^'"]*["'](\.[^"']+)["']/gm)].flatMap(([, specifier]) =>
    clientImports(resolve(dirname(file), specifier), seen),
  );
};
const clientOnly = SERVER_SAFE.flatMap((safe) =>
  clientImports(join(published, 'dist', safe)).map((found) => `${safe} → ${found}`),
);
check(
  clientOnly.length === 0,
  `tokens, themeInitScript, theme constants, storage helpers, locales, formatters, compileMessages and domain rules import nothing client-only${clientOnly.length ? `: ${clientOnly.join(', ')}` : ''}`,
);
const index = read(join(published, 'dist/index.js'));
check(
  !isClient(join(published, 'dist/index.js')) && index.replace(/^(import|export)\b[^;]*;/gm, '').trim() === '',
  "the root entry only re-exports, without 'use client' (a Server Component imports through it)",
);
check(
  /function ThemeToggle\(/.test(read(join(published, 'dist/src/components/theme-toggle/ThemeToggle.js'))),
  'component names are readable in the dist',
);

const pkg = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8'));
const version = (name) => pkg.devDependencies[name] ?? pkg.dependencies[name];
writeFileSync(join(scratch, 'package.json'), JSON.stringify({ name: 'scratch-portal', private: true, type: 'module' }));
console.log(`Installing the tarball into ${scratch}…`);
sh(
  [
    'npm install --no-audit --no-fund --prefer-offline --loglevel=error',
    `"${tarball}"`,
    `react@${version('react')}`,
    `react-dom@${version('react-dom')}`,
    `@pandacss/dev@${version('@pandacss/dev')}`,
    `@types/react@${version('@types/react')}`,
    `@types/react-dom@${version('@types/react-dom')}`,
  ].join(' '),
  scratch,
);

// A React Server Component imports the root entry: React's server build (the react-server condition)
// has no createContext or hooks, and a 'use client' module is replaced by references, as Next.js does.
writeFileSync(
  join(scratch, 'rsc-loader.mjs'),
  `export async function load(url, context, nextLoad) {
  const loaded = await nextLoad(url, context);
  const source = loaded.source && String(loaded.source);
  if (!url.includes('/node_modules/@labelport/') || !/^['"]use client['"]/.test(source ?? '')) return loaded;
  const names = [...source.matchAll(/export\\s*\\{([^}]*)\\}/g)].flatMap(([, list]) => list.split(',').map((part) => part.trim().split(/\\s+as\\s+/).pop()).filter(Boolean));
  const reference = (name) => 'export const ' + name + " = { $$typeof: Symbol.for('react.client.reference'), name: '" + name + "' };";
  return { format: 'module', shortCircuit: true, source: names.map(reference).join('\\n') };
}
`,
);
writeFileSync(
  join(scratch, 'rsc.mjs'),
  `import { register } from 'node:module';
register('./rsc-loader.mjs', import.meta.url);
const ui = await import('@labelport/ui');
if (typeof ui.themeInitScript !== 'string' || ui.THEMES.length !== 2 || typeof ui.LOCALES[0] !== 'string') throw new Error('server-safe exports missing');
if (ui.Button.$$typeof !== Symbol.for('react.client.reference')) throw new Error('Button is not a client reference');
if (ui.Card.Root.$$typeof !== Symbol.for('react.client.reference')) throw new Error('Card.Root is not a client reference');
`,
);
check(
  passes(process.execPath, ['--conditions=react-server', 'rsc.mjs'], scratch),
  "a Server Component can import '@labelport/ui' (react-server build of React, client modules as references)",
);

// Without Panda: import components and the prebuilt stylesheet.
mkdirSync(join(scratch, 'src'));
writeFileSync(
  join(scratch, 'index.html'),
  '<!doctype html><html lang="en"><head><title>Portal</title></head><body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>',
);
writeFileSync(
  join(scratch, 'src/main.tsx'),
  `import '@labelport/ui/styles.css';
import '@labelport/ui/blocks.css';
import { lazy, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { Button, type ButtonProps, LanguageProvider, loadMessages, ThemeProvider, ThemeToggle } from '@labelport/ui';
import { Badge, type BadgeProps } from '@labelport/ui/badge';

// A block from its own entry point, loaded when first rendered.
const ShippingTable = lazy(() => import('@labelport/ui/blocks/shipping-table').then((module) => ({ default: module.ShippingTable })));

// German is a separate chunk of the package: fetched before the first render, the page starts in it.
await loadMessages('de');
const props: ButtonProps = { variant: 'solid', children: 'Book logistics' };
const badge: BadgeProps = { tone: 'success', children: 'Eingang' };
createRoot(document.getElementById('root')!).render(
  <ThemeProvider theme="light">
    <LanguageProvider locale="de">
      <Button {...props} />
      <ThemeToggle />
      <Badge {...badge} />
      <Suspense fallback={null}>
        <ShippingTable shipments={[{ id: 's1', product: 'Citrus Soda', units: 5000, trucks: 1, status: 'packaging', progress: 40 }]} />
      </Suspense>
    </LanguageProvider>
  </ThemeProvider>,
);
`,
);
writeFileSync(join(scratch, 'src/env.d.ts'), "declare module '*.css';\n");
writeFileSync(
  join(scratch, 'tsconfig.json'),
  JSON.stringify({
    compilerOptions: {
      target: 'ES2022',
      module: 'ESNext',
      moduleResolution: 'bundler',
      jsx: 'react-jsx',
      strict: true,
      noEmit: true,
      lib: ['ES2023', 'DOM'],
      types: [],
    },
    include: ['src'],
  }),
);

console.log('Type-checking the portal against the published types…');
let typesOk = true;
try {
  execFileSync(join(repo, 'node_modules/.bin/tsc'), ['-p', join(scratch, 'tsconfig.json')], { stdio: 'inherit' });
} catch {
  typesOk = false;
}
check(typesOk, 'the published types check in a portal (no styled-system paths leak)');

const { build, preview } = await import('vite');
const { default: react } = await import('@vitejs/plugin-react');
await build({ root: scratch, logLevel: 'warn', plugins: [react()], build: { outDir: join(scratch, 'dist') } });
check(true, 'a Vite portal builds with the package');

const server = await preview({
  root: scratch,
  logLevel: 'warn',
  preview: { port: 0, host: '127.0.0.1' },
  build: { outDir: join(scratch, 'dist') },
});
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(server.resolvedUrls.local[0]);
  const button = page.getByRole('button', { name: 'Book logistics' });
  await button.waitFor({ timeout: 15000 });
  const background = await button.evaluate((el) => getComputedStyle(el).backgroundColor);
  check(
    background !== 'rgba(0, 0, 0, 0)' && background !== 'rgb(239, 239, 239)',
    `the button is styled by styles.css (${background})`,
  );
  check(await page.getByRole('button', { name: 'Zum dunklen Design wechseln' }).isVisible(), 'translated text renders (de)');
  check(await page.getByText('Eingang').isVisible(), "a component from its entry point renders ('@labelport/ui/badge')");
  const lazyTable = page.getByRole('button', { name: 'Citrus Soda', exact: true });
  await lazyTable.waitFor({ timeout: 15000 }).catch(() => {});
  check(
    await lazyTable.isVisible(),
    "a block from its entry point loads lazily and renders ('@labelport/ui/blocks/shipping-table')",
  );
  check(errors.length === 0, `no page errors${errors.length ? `: ${errors.join('; ')}` : ''}`);
} finally {
  await browser.close();
  await server.close();
}

// With Panda: the portal's own Panda run picks up our preset and build info.
writeFileSync(
  join(scratch, 'panda.config.mjs'),
  `import { defineConfig } from '@pandacss/dev';
import { labelportPreset } from '@labelport/ui/preset';
export default defineConfig({
  preflight: true,
  presets: [labelportPreset],
  include: ['./node_modules/@labelport/ui/dist/panda.buildinfo.json', './src/**/*.tsx'],
  outdir: 'styled-system',
});
`,
);
sh('npx panda codegen --silent && npx panda cssgen --silent --outfile panda.css', scratch);
const pandaCss = readFileSync(join(scratch, 'panda.css'), 'utf8');
check(pandaCss.includes('button--variant_solid'), "a portal running Panda gets the package's recipe styles from the preset");
check(pandaCss.includes('--colors-accent-solid'), "a portal running Panda gets the package's semantic tokens");

rmSync(scratch, { recursive: true, force: true });
if (failures.length) {
  console.error(`\nPackage test failed: ${failures.length} check(s).`);
  process.exit(1);
}
console.log('\nPackage test passed: a portal can install, type-check, build and render @labelport/ui.');
