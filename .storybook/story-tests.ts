// Shared by the two story-test projects: Storybook's annotations with the theme set, deterministic
// rendering, and, when visual tests are on, a screenshot of every story compared with its committed baseline.
//
// Each story renders and plays once, in light. Its dark checks (axe's colour rules and the dark screenshot)
// run on that same rendered story with the document switched to dark: the theme is only CSS variables under
// the root's class. A story whose rendering or play reads the theme in JavaScript (a theme toggle) is tagged
// `theme-dependent`; it keeps the light checks here and is rendered and played again in dark by the
// `storybook-dark` project.
import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import type { ReactRenderer } from '@storybook/react-vite';
import type { StoryContext } from 'storybook/internal/types';
import { configure } from 'storybook/test';
import { beforeAll, expect, inject, vi } from 'vitest';
import { page } from 'vitest/browser';
// @ts-expect-error: a plain .mjs helper shared with the route test
import { COLOUR_RULES, STILL_CSS, screenshotName, THEME_DEPENDENT } from '../scripts/screenshots.mjs';
import { applyTheme, type Theme } from '../src/theme';
import * as projectAnnotations from './preview';

declare module 'vitest' {
  interface ProvidedContext {
    visual: boolean;
  }
}

/** 'Today' in every story test, so dates on screen (greetings, calendars) give the same pixels every day. */
export const FIXED_NOW = new Date('2026-01-15T10:00:00');

async function screenshot(name: string, theme: Theme) {
  if (!inject('visual')) return;
  await document.fonts.ready;
  await expect.element(page.elementLocator(document.body)).toMatchScreenshot(screenshotName(name, theme));
}

/**
 * The story's context with axe limited to the colour rules (the story's own rule settings kept): the dark
 * check runs on the same render as in light, where every rule has just run.
 */
function colourRulesOnly(context: StoryContext<ReactRenderer>): StoryContext<ReactRenderer> {
  const a11y = context.parameters.a11y ?? {};
  return {
    ...context,
    parameters: {
      ...context.parameters,
      a11y: { ...a11y, options: { ...a11y.options, runOnly: { type: 'rule', values: COLOUR_RULES } } },
    },
  };
}

/**
 * Prepares the story tests of one project and returns the project annotations for `setProjectAnnotations`.
 * The setup files call `setProjectAnnotations` themselves: addon-vitest only skips its own call (which
 * would drop the theme) when it sees that name in a setup file.
 */
export function storyTestAnnotations(theme: Theme) {
  // Storybook's own afterEach hooks run while the story is still mounted, after its play function, the
  // a11y addon's (axe in the story's theme) before this one.
  const afterEach = async (context: StoryContext<ReactRenderer>) => {
    await screenshot(context.name, theme);
    if (theme === 'dark' || context.tags.includes(THEME_DEPENDENT)) return;
    applyTheme('dark');
    try {
      await a11yAddonAnnotations.afterEach(colourRulesOnly(context));
      await screenshot(context.name, 'dark');
    } finally {
      applyTheme('light');
    }
  };

  // The story tests share two cores with the app's journeys: a close, an unmount or a debounced answer that
  // takes a frame on an idle machine can take over a second there. Wait as long as a user would (5 s), not
  // Testing Library's default second; a condition that never comes still fails.
  configure({ asyncUtilTimeout: 5000 });

  // Before any story file is imported, so sample data computed at import time sees the same 'today'.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(FIXED_NOW);

  beforeAll(async () => {
    const style = document.createElement('style');
    style.textContent = STILL_CSS;
    document.head.append(style);
    await page.viewport(1024, 768);
  });

  return [a11yAddonAnnotations, projectAnnotations, { initialGlobals: { theme }, afterEach }];
}
