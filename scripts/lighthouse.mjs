// The Lighthouse benchmark: builds and serves the app (its pages prerendered), audits all 13 routes in
// the system Chromium, prints performance, accessibility, best-practices and SEO per route, and fails
// below accessibility 100 or performance 95 (DESIGN.md).
// Performance is gated on Lighthouse's desktop settings, the portal's main form factor. The mobile score
// (a mid-range phone on slow 4G, simulated) is printed beside it for the public pages' sake but does not
// gate: the client's stack alone keeps it under 95 (see the issue note). Throttling is simulated, but the
// CPU work it scales is measured here, so run this on an otherwise idle machine.
import { execSync } from 'node:child_process';
import { resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { preview } from 'vite';
import { CHROMIUM_ARGS, findChromium } from './chromium.mjs';
import { PAGES } from './routes.mjs';

const repo = resolve(import.meta.dirname, '..');
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

/** Runs Lighthouse on a page (mobile settings unless a config is given): its scores out of 100, and the report. */
async function audit(url, config) {
  const result = await lighthouse(
    url,
    { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES },
    config,
  );
  const scores = Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((result?.lhr.categories[id]?.score ?? 0) * 100)]));
  return { scores, lhr: result.lhr };
}

/** The audits that cost a category its points, to say why a route fell short. */
const weakAudits = (lhr, category) =>
  Object.values(lhr.audits)
    .filter(
      (audit) =>
        audit.score !== null &&
        audit.score < 0.9 &&
        lhr.categories[category].auditRefs.some((ref) => ref.id === audit.id && ref.weight > 0),
    )
    .map((audit) => audit.id);

const failures = [];
const table = [['route', 'performance', 'performance (mobile)', 'accessibility', 'best-practices', 'seo']];
try {
  for (const route of Object.keys(PAGES)) {
    const desktop = await audit(base + route, desktopConfig);
    const mobile = await audit(base + route);
    const { performance, accessibility, seo } = desktop.scores;
    table.push([route, performance, mobile.scores.performance, accessibility, desktop.scores['best-practices'], seo].map(String));
    for (const [id, minimum] of Object.entries(MINIMUM)) {
      if (desktop.scores[id] < minimum)
        failures.push(`${route}: ${id} ${desktop.scores[id]} < ${minimum} (${weakAudits(desktop.lhr, id).join(', ')})`);
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
console.log('\nEvery route meets accessibility 100 and performance 95 (desktop).');
