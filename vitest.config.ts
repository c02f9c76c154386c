// Two kinds of tests: plain unit tests of pure rules in Node, and every story as a test in real
// Chromium, with its play function, then axe (failing on any violation) and a screenshot in each theme.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
// @ts-expect-error: a plain .mjs helper shared with the CLI scripts
import { CHROMIUM_ARGS, findChromium } from './scripts/chromium.mjs';
// @ts-expect-error: a plain .mjs helper shared with the route test
import { DIFF_DIR, PIXEL_TOLERANCE, THEME_DEPENDENT } from './scripts/screenshots.mjs';
import { sharedConfig } from './vite.config.ts';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/**
 * Every package the components and stories import. Vite must pre-bundle them all before the first
 * test: a dependency it discovers mid-run makes it reload the page, and that run fails.
 */
function importedPackages(): string[] {
  const found = new Set<string>();
  const scan = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) scan(full);
      else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts')) {
        for (const [, name] of readFileSync(full, 'utf8').matchAll(/^(?:import|export)[^;]*?from '((?:@[\w-]+\/)?\w[^']*)'/gm)) {
          // The package itself (the docs' examples import it by name) is its own source, not a dependency.
          if (!/^(styled-system|storybook|@storybook|vitest|node:|@labelport\/ui$)/.test(name)) found.add(name);
        }
      }
    }
  };
  for (const dir of ['src', 'stories', 'app/data']) scan(path.join(dirname, dir));
  return [...found].sort();
}

/** Stories files with no story tagged theme-dependent: `storybook-dark` need not even load them. */
function filesWithoutThemeDependentStories(): string[] {
  return readdirSync(path.join(dirname, 'stories'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.stories.tsx') && !file.includes('__screenshots__'))
    .filter((file) => !readFileSync(path.join(dirname, 'stories', file), 'utf8').includes(`'${THEME_DEPENDENT}'`))
    .map((file) => `stories/${file}`);
}

/**
 * `storybook` plays every story in light and checks the same render in dark too (.storybook/story-tests.ts);
 * `storybook-dark` plays again, in dark, only the stories that read the theme in JavaScript.
 */
const storybookProject = (theme: 'light' | 'dark'): TestProjectInlineConfiguration => ({
  ...sharedConfig,
  plugins: [
    ...(sharedConfig.plugins ?? []),
    storybookTest({
      configDir: path.join(dirname, '.storybook'),
      tags: theme === 'dark' ? { include: [THEME_DEPENDENT] } : undefined,
    }),
  ],
  optimizeDeps: {
    include: [...importedPackages(), 'vitest/browser', 'react-dom/client', 'react/jsx-dev-runtime'],
  },
  test: {
    name: theme === 'dark' ? 'storybook-dark' : 'storybook',
    exclude: theme === 'dark' ? [...configDefaults.exclude, ...filesWithoutThemeDependentStories()] : undefined,
    setupFiles: [path.join(dirname, `.storybook/vitest.setup.${theme}.ts`)],
    // Two pages side by side in one browser, each running its story files one after another in one frame:
    // one page left the cores idle a third of the time, and a fresh frame per file re-evaluates React, Ark
    // and the preview every time. Each story still renders into a new root and is unmounted after its
    // checks, the stories that spy on the console restore it, and storage was shared between files before
    // too (one origin). Measured on the 80 story files: 212 s against 394 s with a fresh frame per file on
    // one page, the files in order and shuffled alike.
    isolate: false,
    maxWorkers: 2,
    // A limit that catches a story that hangs, not a slow one: speed is the benchmarks' job. Beside the
    // rest of `npm test` a story can run four times slower than alone (18 s, where 15 s is Vitest's own
    // limit in the browser), so the stories get the journeys' minute.
    testTimeout: 60_000,
    // Every story's screenshot is compared with its baseline, unless LABELPORT_VISUAL=0.
    provide: { visual: process.env.LABELPORT_VISUAL !== '0' },
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
      }),
      instances: [{ browser: 'chromium' as const }],
      expect: {
        toMatchScreenshot: {
          // The time to capture two frames alike; 5 s ran out on a loaded machine, on pages that were still.
          timeout: 20_000,
          comparatorName: 'pixelmatch' as const,
          comparatorOptions: PIXEL_TOLERANCE,
          // A difference: visual-diffs/stories/<story folder>/<file>/<name>-{reference,actual,diff}-chromium-linux.png
          resolveDiffPath: ({ arg, ext, root, browserName, platform, testFileDirectory, testFileName }) =>
            path.join(root, DIFF_DIR, testFileDirectory, testFileName, `${arg}-${browserName}-${platform}${ext}`),
        },
      },
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
