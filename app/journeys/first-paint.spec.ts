// A prerendered page paints before its code is fetched, then fetches all of its route's modules at once
// (app/code-after-paint.ts): on a slow connection the code would otherwise share the bandwidth with the
// stylesheet and hold the first paint back. Its first paint shows the whole page, and once painted, nothing
// on it moves while it comes alive.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
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

test('the dashboard does not move while it comes alive, even when the code of its later parts is slow', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { __shifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  // The page's own modules come at once; the parts that load after it (the top bar's language picker and
  // popovers, the uploads table) a second late, so hydration and the updates after it run without them.
  const html = await (await page.request.get('/dashboard/uploads')).text();
  const pageModules: string[] = JSON.parse(
    /<script type="application\/json" id="page-modules">(.*?)<\/script>/.exec(html)?.[1] ?? '[]',
  );
  expect(pageModules.length).toBeGreaterThan(0);
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    if (!pageModules.includes(new URL(route.request().url()).pathname)) await new Promise((wait) => setTimeout(wait, 1000));
    await route.continue();
  });
  await open(page, '/dashboard/uploads');
  const shift = await page.evaluate(() =>
    (window as unknown as { __shifts: number[] }).__shifts.reduce((sum, value) => sum + value, 0),
  );
  expect(shift, 'cumulative layout shift while loading').toBeLessThan(0.01);
});

test('the first paint shows the whole page, even when its HTML arrives in two parts', async ({ page, baseURL }) => {
  // A server in front of the app's sends the page's HTML in two parts, 700 ms apart. Without the page's
  // render-blocking expectation of its last element, Chromium paints the first part, then styles and lays
  // out the whole page again when the rest arrives: a long task just after the paint on a slow phone.
  const html = await (await page.request.get('/dashboard/projects')).text();
  const cut = html.indexOf('<main');
  expect(cut, 'the page has a <main> to cut the HTML at').toBeGreaterThan(0);
  const server = createServer(async (request, response) => {
    if (request.url === '/dashboard/projects') {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.write(html.slice(0, cut));
      setTimeout(() => response.end(html.slice(cut)), 700);
      return;
    }
    const upstream = await fetch(new URL(request.url ?? '/', baseURL));
    response.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'text/plain' });
    response.end(Buffer.from(await upstream.arrayBuffer()));
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  try {
    await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/dashboard/projects`);
    const { paint, lastByte } = await page.evaluate(async () => ({
      paint: await new Promise<number>((painted) =>
        new PerformanceObserver((list) => {
          const entry = list.getEntriesByName('first-contentful-paint')[0];
          if (entry) painted(entry.startTime);
        }).observe({ type: 'paint', buffered: true }),
      ),
      lastByte: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).responseEnd,
    }));
    expect(paint, 'first paint (ms) after the last byte of the HTML').toBeGreaterThanOrEqual(lastByte);
  } finally {
    server.close();
  }
});
