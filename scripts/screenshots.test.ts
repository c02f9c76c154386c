import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: plain .mjs helpers shared with the CLI scripts
import { orphanBaselines } from './prune-baselines.mjs';
// @ts-expect-error: a plain .mjs helper shared with the story tests
import { screenshotName } from './screenshots.mjs';

describe('screenshot baselines', () => {
  it('names a baseline after its story and theme', () => {
    expect(screenshotName('Hotkey Focuses The Area', 'dark')).toBe('hotkey-focuses-the-area-dark');
    expect(screenshotName('In German', 'light')).toBe('in-german-light');
  });

  it('keeps no baseline whose story is gone (npm run test:visual:update removes them)', () => {
    expect(orphanBaselines(resolve(import.meta.dirname, '..'))).toEqual([]);
  });
});
