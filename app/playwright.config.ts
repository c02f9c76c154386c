// The app suite: one Playwright runner for the production build (`npm run build:app`), served exactly as
// `npm run preview` serves it. Project `routes` visits every page in both themes and widths (title, one
// <h1>, axe, no sideways scroll, no console errors, screenshot); project `journeys` acts as a user would.
// `npm run test:app` builds and runs both; `npm run test:app -- -g "Tracking"` runs one journey.
import { defineConfig } from '@playwright/test';
// @ts-expect-error: a plain .mjs helper shared with the CLI scripts
import { CHROMIUM_ARGS, findChromium } from '../scripts/chromium.mjs';

/** A fixed port of its own, so a developer's `npm run preview` (4173) or `npm start` (5173) never answers instead. */
const PORT = 4319;
const baseURL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: './journeys',
  testMatch: '**/*.spec.ts',
  outputDir: '../visual-diffs/app-results',
  globalSetup: './journeys/support/global-setup.ts',
  fullyParallel: true,
  // Two cores: two browsers at most, or timings get flaky.
  workers: 2,
  forbidOnly: true,
  retries: 0,
  reporter: [['list']],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    viewport: { width: 1280, height: 900 },
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
    trace: 'off',
  },
  webServer: {
    command: `npm run preview --silent -- --host 127.0.0.1 --port ${PORT} --strictPort`,
    cwd: '..',
    url: baseURL,
    reuseExistingServer: false,
    timeout: 60_000,
  },
  projects: [
    { name: 'routes', testMatch: 'routes.spec.ts' },
    { name: 'journeys', testIgnore: 'routes.spec.ts' },
  ],
});
