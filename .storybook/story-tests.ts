// Shared by the light and dark Vitest projects: Storybook's annotations with the theme set, deterministic
// rendering, and, when visual tests are on, a screenshot of every story compared with its committed baseline.
import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import type { ReactRenderer } from '@storybook/react-vite';
import type { StoryContext } from 'storybook/internal/types';
import { beforeAll, expect, inject, vi } from 'vitest';
import { page } from 'vitest/browser';
// @ts-expect-error: a plain .mjs helper shared with the route test
import { STILL_CSS, screenshotName } from '../scripts/screenshots.mjs';
import * as projectAnnotations from './preview';

declare module 'vitest' {
  interface ProvidedContext {
    visual: boolean;
  }
}

/** 'Today' in every story test, so dates on screen (greetings, calendars) give the same pixels every day. */
export const FIXED_NOW = new Date('2026-01-15T10:00:00');

/**
 * Prepares the story tests of one theme and returns the project annotations for `setProjectAnnotations`.
 * The setup files call `setProjectAnnotations` themselves: addon-vitest only skips its own call (which
 * would drop the theme) when it sees that name in a setup file.
 */
export function storyTestAnnotations(theme: 'light' | 'dark') {
  // Storybook's own afterEach runs while the story is still mounted, after its play function.
  const screenshot = async ({ name }: StoryContext<ReactRenderer>) => {
    if (!inject('visual')) return;
    await document.fonts.ready;
    await expect.element(page.elementLocator(document.body)).toMatchScreenshot(screenshotName(name, theme));
  };

  // Before any story file is imported, so sample data computed at import time sees the same 'today'.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(FIXED_NOW);

  beforeAll(async () => {
    const style = document.createElement('style');
    style.textContent = STILL_CSS;
    document.head.append(style);
    await page.viewport(1024, 768);
  });

  return [a11yAddonAnnotations, projectAnnotations, { initialGlobals: { theme }, afterEach: screenshot }];
}
