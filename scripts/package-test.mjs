// Proves a portal can install the package: build it, pack it, install the tarball into a scratch
// Vite app, type-check and build that app, render a component in Chromium with the prebuilt CSS,
// and run Panda with the published preset and build info (the "with Panda" path).
import { execFileSync, execSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, findChromium } from './chromium.mjs';

const repo = resolve(import.meta.dirname, '..');
const sh = (command, cwd) => execSync(command, { cwd, stdio: ['ignore', 'pipe', 'inherit'] }).toString();
const failures = [];
const check = (ok, what) => {
  console.log(`${ok ? '✓' : '✗'} ${what}`);
  if (!ok) failures.push(what);
};

console.log('Building and packing @labelport/ui…');
sh('npm run build --silent', repo);
const scratch = mkdtempSync(join(tmpdir(), 'labelport-portal-'));
const tarball = join(scratch, JSON.parse(sh(`npm pack --json --pack-destination "${scratch}"`, repo))[0].filename);

const files = JSON.parse(sh(`npm pack --dry-run --json`, repo))[0].files.map((f) => f.path);
check(
  files.every((path) => path.startsWith('dist/') || path === 'package.json' || /^readme/i.test(path)),
  'the tarball holds only dist/, README and package.json',
);
check(!files.some((path) => path.endsWith('.map')), 'the tarball has no source maps');

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

// Without Panda: import components and the prebuilt stylesheet.
mkdirSync(join(scratch, 'src'));
writeFileSync(
  join(scratch, 'index.html'),
  '<!doctype html><html lang="en"><head><title>Portal</title></head><body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>',
);
writeFileSync(
  join(scratch, 'src/main.tsx'),
  `import '@labelport/ui/styles.css';
import { createRoot } from 'react-dom/client';
import { Button, type ButtonProps, LanguageProvider, loadMessages, ThemeProvider, ThemeToggle } from '@labelport/ui';

// German is a separate chunk of the package: fetched before the first render, the page starts in it.
await loadMessages('de');
const props: ButtonProps = { variant: 'solid', children: 'Book logistics' };
createRoot(document.getElementById('root')!).render(
  <ThemeProvider theme="light">
    <LanguageProvider locale="de">
      <Button {...props} />
      <ThemeToggle />
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
