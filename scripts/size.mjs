// The size benchmark: gzip JS and CSS of the package entry, of one component imported alone, and
// of each app route's first load. Fails when a budget from ../shared/DESIGN.md is exceeded.
import { execSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const repo = resolve(import.meta.dirname, '..');
const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const gzip = (text) => gzipSync(text, { level: 9 }).length;

/** Budgets in kB gzip. DESIGN.md: the first load of / under 120 kB of JS. */
const BUDGETS = {
  routeJs: { '/': 120 },
  // Importing Button alone must tree-shake everything else away: no charts, no date picker.
  singleComponentJs: 12,
};

if (!process.argv.includes('--no-build')) {
  execSync('npm run build --silent', { cwd: repo, stdio: 'inherit' });
  execSync('npm run build:app --silent', { cwd: repo, stdio: 'inherit' });
}

const failures = [];
const rows = [];
const row = (what, js, css, budget) => {
  const over = budget !== undefined && js > budget * 1024;
  if (over) failures.push(`${what}: ${kB(js)} > ${budget} kB`);
  rows.push([what, kB(js), css === undefined ? '' : kB(css), budget === undefined ? '' : `${budget} kB`, over ? '✗ over' : '✓']);
};

/** Bundles a tiny consumer of the built package (peers external) and returns its gzip size and modules. */
async function bundleConsumer(source) {
  const dir = mkdtempSync(join(tmpdir(), 'labelport-size-'));
  writeFileSync(join(dir, 'entry.js'), source);
  const output = await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      minify: true,
      lib: { entry: join(dir, 'entry.js'), formats: ['es'] },
      rolldownOptions: { external: [/^react($|\/)/, /^react-dom($|\/)/] },
    },
  });
  rmSync(dir, { recursive: true, force: true });
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((o) => o.output).filter((c) => c.type === 'chunk');
  return { size: chunks.reduce((sum, c) => sum + gzip(c.code), 0), modules: chunks.flatMap((c) => c.moduleIds) };
}

const dist = join(repo, 'dist/index.js');
const css = gzip(readFileSync(join(repo, 'dist/styles.css')));
const entry = await bundleConsumer(`export * from ${JSON.stringify(dist)};`);
row('package: the whole entry (all dependencies, peers excluded)', entry.size, css);

const single = await bundleConsumer(`import { Button } from ${JSON.stringify(dist)};\nconsole.log(Button);`);
row('package: Button imported alone', single.size, undefined, BUDGETS.singleComponentJs);
const leaked = single.modules.filter((id) => /@visx|date-picker|file-upload|d3-/.test(id));
if (leaked.length) failures.push(`Button alone pulls in ${leaked.length} unrelated modules, e.g. ${leaked[0]}`);

// The app: each route's first load is the entry chunk, its layout and its page, with their static imports.
const manifest = JSON.parse(readFileSync(join(repo, 'dist-app/.vite/manifest.json'), 'utf8'));
const ROUTE_MODULES = {
  '/': ['layouts/PublicLayout.tsx', 'routes/home.tsx'],
  '/features': ['layouts/PublicLayout.tsx', 'routes/features.tsx'],
  '/tracking': ['layouts/PublicLayout.tsx', 'routes/tracking.tsx'],
  '/analytics': ['layouts/PublicLayout.tsx', 'routes/analytics.tsx'],
  '/pricing': ['layouts/PublicLayout.tsx', 'routes/pricing.tsx'],
  '/signup': ['layouts/PublicLayout.tsx', 'routes/signup.tsx'],
  '/dashboard': ['layouts/DashboardLayout.tsx', 'routes/dashboard.tsx'],
  '/dashboard/projects': ['layouts/DashboardLayout.tsx', 'routes/projects.tsx'],
  '/dashboard/uploads': ['layouts/DashboardLayout.tsx', 'routes/uploads.tsx'],
  '/dashboard/logistics': ['layouts/DashboardLayout.tsx', 'routes/logistics.tsx'],
  '/dashboard/messages': ['layouts/DashboardLayout.tsx', 'routes/messages.tsx'],
  '/dashboard/profile': ['layouts/DashboardLayout.tsx', 'routes/profile.tsx'],
  '/dashboard/settings': ['layouts/DashboardLayout.tsx', 'routes/settings.tsx'],
};
const staticClosure = (key, files = new Set()) => {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const file of chunk.css ?? []) files.add(file);
  for (const imported of chunk.imports ?? []) staticClosure(imported, files);
  return files;
};
for (const [route, modules] of Object.entries(ROUTE_MODULES)) {
  const files = staticClosure('index.html');
  for (const module of modules) staticClosure(module, files);
  let js = 0;
  let style = 0;
  for (const file of files) {
    const size = gzip(readFileSync(join(repo, 'dist-app', file)));
    if (file.endsWith('.css')) style += size;
    else js += size;
  }
  row(`app: first load of ${route}`, js, style, BUDGETS.routeJs[route]);
}

const widths = [0, 1, 2, 3, 4].map((i) =>
  Math.max(...[['what', 'JS gzip', 'CSS gzip', 'budget', ''], ...rows].map((r) => r[i].length)),
);
for (const r of [['what', 'JS gzip', 'CSS gzip', 'budget', ''], ...rows])
  console.log(r.map((cell, i) => cell.padEnd(widths[i])).join('  '));
if (failures.length) {
  console.error(`\nSize budgets exceeded:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('\nEvery size budget holds.');
