// The Lighthouse benchmark: builds and serves the reference app, audits all 13 routes in the system
// Chromium, prints performance, accessibility, best-practices and SEO per route, and fails below
// accessibility 100 or performance 95 (DESIGN.md). Scores come from Lighthouse's simulated mobile
// throttling, so they do not depend on how busy this machine is.
import { execSync } from 'node:child_process';
import { resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { preview } from 'vite';
import { CHROMIUM_ARGS, findChromium } from './chromium.mjs';

const repo = resolve(import.meta.dirname, '..');
const ROUTES = [
  '/',
  '/features',
  '/tracking',
  '/analytics',
  '/pricing',
  '/signup',
  '/dashboard',
  '/dashboard/projects',
  '/dashboard/uploads',
  '/dashboard/logistics',
  '/dashboard/messages',
  '/dashboard/profile',
  '/dashboard/settings',
];
const MINIMUM = { performance: 95, accessibility: 100 };
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

if (!process.argv.includes('--no-build')) execSync('npm run build:app --silent', { cwd: repo, stdio: 'inherit' });
const server = await preview({
  configFile: resolve(repo, 'app/vite.config.ts'),
  logLevel: 'warn',
  preview: { port: 0, host: '127.0.0.1' },
});
const base = server.resolvedUrls.local[0].replace(/\/$/, '');
const chrome = await chromeLauncher.launch({
  chromePath: findChromium(),
  chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
});

const failures = [];
const table = [['route', ...CATEGORIES]];
try {
  for (const route of ROUTES) {
    const result = await lighthouse(base + route, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    const scores = Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((result?.lhr.categories[id]?.score ?? 0) * 100)]));
    table.push([route, ...CATEGORIES.map((id) => String(scores[id]))]);
    for (const [id, minimum] of Object.entries(MINIMUM)) {
      if (scores[id] < minimum) {
        const audits = Object.values(result.lhr.audits)
          .filter(
            (audit) =>
              audit.score !== null &&
              audit.score < 0.9 &&
              result.lhr.categories[id].auditRefs.some((ref) => ref.id === audit.id && ref.weight > 0),
          )
          .map((audit) => audit.id);
        failures.push(`${route}: ${id} ${scores[id]} < ${minimum} (${audits.join(', ')})`);
      }
    }
  }
} finally {
  await chrome.kill();
  await server.close();
}

const widths = table[0].map((_, i) => Math.max(...table.map((row) => row[i].length)));
for (const row of table) console.log(row.map((cell, i) => (i ? cell.padStart(widths[i]) : cell.padEnd(widths[i]))).join('  '));
if (failures.length) {
  console.error(`\nLighthouse minimums not met:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('\nEvery route meets accessibility 100 and performance 95.');
