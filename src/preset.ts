// The Panda preset that portals running Panda add to their config: our tokens, conditions and recipes.
import { definePreset, type Preset } from '@pandacss/dev';
import { breakpoints, semanticTokens, textStyles, tokens } from '../tokens';
import { recipes, slotRecipes } from './recipes';
import { keyframes } from './recipes/keyframes';

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
    '@media (prefers-reduced-motion: reduce)': {
      '*, *::before, *::after': { animationDuration: '0.01ms !important', transitionDuration: '0.01ms !important' },
    },
  },
});

export default labelportPreset;
