// Two kinds of tests: plain unit tests of pure rules in Node, and every story as a test in real
// Chromium, once per theme, with its play function and an axe check that fails on any violation.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
// @ts-expect-error: a plain .mjs helper shared with the CLI scripts
import { CHROMIUM_ARGS, findChromium } from './scripts/chromium.mjs';
import { sharedConfig } from './vite.config.ts';

const dirname = path.dirname(fileURLToPath(import.meta.url));

const storybookProject = (theme: 'light' | 'dark') => ({
  ...sharedConfig,
  plugins: [...(sharedConfig.plugins ?? []), storybookTest({ configDir: path.join(dirname, '.storybook') })],
  test: {
    name: `storybook-${theme}`,
    setupFiles: [path.join(dirname, `.storybook/vitest.setup.${theme}.ts`)],
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
      }),
      instances: [{ browser: 'chromium' as const }],
    },
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        ...sharedConfig,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/**/*.test.{ts,tsx}', 'tokens/**/*.test.ts', 'scripts/**/*.test.ts', 'app/**/*.test.{ts,tsx}'],
        },
      },
      storybookProject('light'),
      storybookProject('dark'),
    ],
  },
});
