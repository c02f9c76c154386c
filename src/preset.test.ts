// Panda emits a style under a condition it does not know without any condition at all: `_on: { bg }`
// painted every billing option as chosen. This guards that every `_condition` in our styles exists.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { preset as pandaBase } from '@pandacss/preset-base';
import { describe, expect, it } from 'vitest';
import { breakpoints } from '../tokens';
import { createPreset, labelportPreset } from './preset';
import { createBrand } from './theme/brand';

const root = join(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('preset', () => {
  it('knows every condition our styles use', () => {
    const known = new Set([
      ...Object.keys(pandaBase.conditions ?? {}),
      ...Object.keys(labelportPreset.conditions?.extend ?? {}),
      ...Object.keys(breakpoints),
    ]);
    const unknown = ['src', 'app', 'stories', '.storybook']
      .flatMap((dir) => sourceFiles(join(root, dir)))
      .flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/\b_([a-zA-Z]+)\s*:/g)]
          .filter(([, name]) => !known.has(name))
          .map(([written]) => `${relative(root, file)}: ${written}`),
      );
    expect(unknown).toEqual([]);
  });
});

describe('createPreset', () => {
  it('is the package preset without options', () => {
    expect(createPreset()).toBe(labelportPreset);
  });

  it('sets the accent tokens from a brand in both themes and keeps every other token', () => {
    const notes: string[] = [];
    const preset = createPreset({ brand: '#ea580c', onBrandNote: (note) => notes.push(note) });
    const { light, dark, notes: expected } = createBrand('#ea580c');
    const colors = preset.theme?.semanticTokens?.colors as Record<string, Record<string, { value: unknown }>>;
    expect(colors.accent.solid.value).toEqual({ base: light.solid, _dark: dark.solid });
    expect(colors.accent.fg.value).toEqual({ base: light.fg, _dark: dark.fg });
    expect((colors.focusRing as unknown as { value: unknown }).value).toEqual({ base: light.focusRing, _dark: dark.focusRing });
    expect(colors.bg).toBe(labelportPreset.theme?.semanticTokens?.colors?.bg);
    expect(preset.theme?.recipes).toBe(labelportPreset.theme?.recipes);
    expect(notes).toEqual(expected);
    expect(notes).toHaveLength(1);
  });
});
