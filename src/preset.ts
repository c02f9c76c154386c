// The Panda preset that portals running Panda add to their config: our tokens, conditions and recipes.
import { definePreset, type Preset } from '@pandacss/dev';
import { breakpoints, semanticTokens, textStyles, tokens } from '../tokens';
import { recipes, slotRecipes } from './recipes';
import { keyframes } from './recipes/keyframes';
import { type BrandColors, createBrand } from './theme/brand';

// Typed through @pandacss/dev (the optional peer a Panda portal has), so the published types import no undeclared package.
export const labelportPreset: Preset = definePreset({
  name: '@labelport/ui',
  conditions: {
    extend: {
      dark: '.dark &',
      light: '.light &',
      // Not the native :invalid: an empty required field must not look wrong before anyone has typed.
      // Components mark a field invalid (data-invalid / aria-invalid) once it has been checked.
      invalid: '&:is([data-invalid], [aria-invalid=true])',
      // Ark's toggles (toggle group items) mark the chosen one with data-state="on".
      on: '&:is([data-state=on])',
    },
  },
  theme: {
    breakpoints,
    tokens,
    semanticTokens,
    textStyles,
    keyframes,
    recipes,
    slotRecipes,
  },
  // Every variant of every recipe is generated, so components keep their styles in a portal
  // whose own code never mentions them.
  staticCss: {
    recipes: '*',
  },
  globalCss: {
    'html, body': {
      bg: 'bg.canvas',
      color: 'fg.default',
      fontFamily: 'body',
      lineHeight: 'normal',
      WebkitFontSmoothing: 'antialiased',
    },
    html: { colorScheme: 'light' },
    'html.dark': { colorScheme: 'dark' },
    '*, *::before, *::after': { borderColor: 'border.default' },
    ':focus-visible': { outlineWidth: 'thick', outlineStyle: 'solid', outlineColor: 'focusRing', outlineOffset: '0.5' },
    // The one rule for icons that point along the line (chevrons, arrows, send): mirrored in right-to-left.
    // `scale` applies after an icon's own `transform`, so a chevron rotated to point down stays down.
    '[data-mirror]:dir(rtl)': { scale: '-1 1' },
    // The sign of the line's direction, for motion along it (a drawer sliding in from its side, a switch's thumb).
    '[dir=rtl]': { '--inline-sign': '-1' },
    '[dir=ltr]': { '--inline-sign': '1' },
    '@media (prefers-reduced-motion: reduce)': {
      '*, *::before, *::after': { animationDuration: '0.01ms !important', transitionDuration: '0.01ms !important' },
    },
  },
});

/** What `createPreset` takes. */
export interface PresetOptions {
  /**
   * The portal's brand colour (`#15803d`): the accent tokens (buttons, links, checked controls, the
   * focus ring) are derived from it, in both themes, at WCAG AA. Where the colour itself would fall short
   * (an orange too light for white text), a darker step of its hue is used and the build says so.
   */
  brand?: string;
  /** Where the notes on an adjusted brand go. Default: `console.warn`, shown by Panda's build. */
  onBrandNote?: (note: string) => void;
}

const semanticValue = (light: string, dark: string) => ({ value: { base: light, _dark: dark } });

/**
 * The preset with a portal's options: `presets: [createPreset({ brand: '#15803d' })]` in `panda.config.ts`.
 * Without options it is `labelportPreset`.
 */
export function createPreset({ brand, onBrandNote = (note) => console.warn(note) }: PresetOptions = {}): Preset {
  if (!brand) return labelportPreset;
  const { light, dark, notes } = createBrand(brand);
  for (const note of notes) onBrandNote(note);
  const token = (key: keyof BrandColors) => semanticValue(light[key], dark[key]);
  const colors = labelportPreset.theme?.semanticTokens?.colors ?? {};
  return definePreset({
    ...labelportPreset,
    theme: {
      ...labelportPreset.theme,
      semanticTokens: {
        ...labelportPreset.theme?.semanticTokens,
        colors: {
          ...colors,
          accent: {
            solid: token('solid'),
            solidHover: token('solidHover'),
            contrast: token('contrast'),
            fg: token('fg'),
            subtle: token('subtle'),
            muted: token('muted'),
            border: token('border'),
          },
          focusRing: token('focusRing'),
        },
      },
    },
  });
}

export default labelportPreset;
