import { describe, expect, it } from 'vitest';
import { colors } from '../../tokens/colors';
import { contrastRatio, createBrand, SCALE_STEPS } from './brand';
import { brandCss } from './brand-css';

const WHITE = colors.white.value;
const LIGHT_SURFACES = [WHITE, colors.gray[50].value];
const DARK_SURFACES = [colors.gray[950].value, colors.gray[900].value];
const lowest = (color: string, surfaces: string[]) => Math.min(...surfaces.map((surface) => contrastRatio(color, surface)));

/** Every pair a brand's tokens are drawn in meets AA: text 4.5:1, the focus ring 3:1. */
function expectAccessible(color: string) {
  const brand = createBrand(color);
  for (const theme of ['light', 'dark'] as const) {
    const tokens = brand[theme];
    const surfaces = theme === 'light' ? LIGHT_SURFACES : DARK_SURFACES;
    const where = `${color} (${theme})`;
    expect(contrastRatio(tokens.solid, tokens.contrast), `${where}: text on solid`).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(tokens.solidHover, tokens.contrast), `${where}: text on solid hover`).toBeGreaterThanOrEqual(4.5);
    expect(lowest(tokens.fg, [...surfaces, tokens.subtle]), `${where}: accent text`).toBeGreaterThanOrEqual(4.5);
    expect(lowest(tokens.focusRing, surfaces), `${where}: focus ring`).toBeGreaterThanOrEqual(3);
  }
}

describe('createBrand', () => {
  it('uses a colour that works as it is, and says nothing', () => {
    const brand = createBrand('#15803d');
    expect(brand.light.solid).toBe('#15803d');
    expect(brand.dark.solid).toBe('#15803d');
    expect(brand.light.focusRing).toBe('#15803d');
    expect(brand.notes).toEqual([]);
  });

  it('darkens a colour too light for white text and says what it uses instead', () => {
    const brand = createBrand('#ea580c');
    expect(brand.light.solid).not.toBe('#ea580c');
    expect(contrastRatio(brand.light.solid, WHITE)).toBeGreaterThanOrEqual(4.5);
    expect(brand.notes).toEqual([
      `The brand colour #ea580c gives 3.5:1 with white text, below the 4.5:1 WCAG AA asks of text: buttons and other filled parts use ${brand.light.solid} (${(Math.floor(contrastRatio(brand.light.solid, WHITE) * 10) / 10).toString()}:1) instead.`,
    ]);
    // Orange still passes as a focus ring on white (3:1).
    expect(brand.light.focusRing).toBe('#ea580c');
  });

  it('says so when even the focus ring cannot be the colour itself', () => {
    const { notes, light } = createBrand('#fde047');
    expect(notes).toHaveLength(2);
    expect(notes[1]).toContain('focus ring');
    expect(lowest(light.focusRing, LIGHT_SURFACES)).toBeGreaterThanOrEqual(3);
  });

  it('reads #rgb and upper case, and refuses what is not a hex colour', () => {
    expect(createBrand('#1A4').color).toBe('#11aa44');
    expect(() => createBrand('green')).toThrow('@labelport/ui: the brand colour "green" is not a hex colour (#rgb or #rrggbb).');
    expect(() => createBrand('#12345')).toThrow('not a hex colour');
  });

  it('keeps the hue along a scale from light to dark', () => {
    const { scale } = createBrand('#7c3aed');
    const luminances = SCALE_STEPS.map((step) => contrastRatio(scale[step], '#000000'));
    expect(luminances).toEqual([...luminances].sort((a, b) => b - a));
    // A purple scale stays purple: blue above red above green in every step.
    for (const step of SCALE_STEPS) {
      const [r, g, b] = [1, 3, 5].map((start) => Number.parseInt(scale[step].slice(start, start + 2), 16));
      expect(b > r && r > g, `${step} ${scale[step]}`).toBe(true);
    }
  });

  it('meets AA in both themes for any hue, light or dark, grey included', () => {
    const channels = ['00', '33', '66', '99', 'cc', 'ff'];
    for (const r of channels) for (const g of channels) for (const b of channels) expectAccessible(`#${r}${g}${b}`);
  });
});

describe('brandCss', () => {
  it('sets the public accent variables on the root and their dark values under .dark', () => {
    const brand = createBrand('#ea580c');
    const css = brandCss(brand);
    expect(css).toContain(`:root{--colors-accent-solid:${brand.light.solid};`);
    expect(css).toContain(`.dark{--colors-accent-solid:${brand.dark.solid};`);
    expect(css).toContain(`--colors-focus-ring:${brand.dark.focusRing}}`);
  });
});
