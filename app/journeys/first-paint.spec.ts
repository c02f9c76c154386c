// A prerendered page paints before its code is fetched, then fetches all of its route's modules at once
// (app/code-after-paint.ts): on a slow connection the code would otherwise share the bandwidth with the
// stylesheet and hold the first paint back.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, open, repo, test } from './support/app';

const manifest: Record<string, { file: string }> = JSON.parse(
  readFileSync(resolve(repo, 'dist-app/.vite/manifest.json'), 'utf8'),
);

test('a page fetches its code after its first paint, and its route modules all at once', async ({ page }) => {
  await open(page, '/dashboard/projects');
  const { paint, scripts, preloaded } = await page.evaluate(() => ({
    // When the browser painted the page (its rendering update), not when the screen showed it.
    paint: (performance.getEntriesByName('first-contentful-paint')[0] as PerformanceEntry & { paintTime?: number })?.paintTime,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => /\/assets\/[^/]+\.js$/.test(entry.name))
      .map((entry) => ({ url: new URL(entry.name).pathname, start: entry.startTime })),
    preloaded: [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
      (link) => new URL(link.href).pathname,
    ),
  }));
  expect(paint, 'the prerendered page painted').toBeGreaterThan(0);
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((script) => script.start < (paint as number))).toEqual([]);
  // The page's own chunk and its layout's are preloaded, not discovered after the entry has run.
  for (const module of ['routes/projects.tsx', 'layouts/DashboardLayout.tsx'])
    expect(preloaded).toContain(`/${manifest[module].file}`);
});
