// A brand's accent tokens as CSS variables, what `BrandStyle` writes at run time. Apart from brand.ts's
// colour arithmetic: a page applies a brand made once (`createBrand`, at module level or on the server).
import { cssVariable } from '../../tokens/public';
import type { Brand, BrandColors } from './brand';

/** The CSS variable each brand colour sets: the public names of the accent tokens. */
export const BRAND_VARIABLES: Record<keyof BrandColors, string> = {
  solid: cssVariable('colors.accent.solid'),
  solidHover: cssVariable('colors.accent.solidHover'),
  contrast: cssVariable('colors.accent.contrast'),
  fg: cssVariable('colors.accent.fg'),
  subtle: cssVariable('colors.accent.subtle'),
  muted: cssVariable('colors.accent.muted'),
  border: cssVariable('colors.accent.border'),
  focusRing: cssVariable('colors.focusRing'),
};

const declarations = (values: BrandColors) =>
  (Object.keys(BRAND_VARIABLES) as (keyof BrandColors)[]).map((key) => `${BRAND_VARIABLES[key]}:${values[key]}`).join(';');

/**
 * The style sheet that applies a brand (from `createBrand`) at run time, for a portal without Panda: the accent variables on
 * the root, and their dark values under `.dark`, as the theme class switches them. Unlayered, so it wins
 * over the package's token layer whatever the order of the sheets.
 */
export function brandCss({ light, dark }: Brand): string {
  return `:root{${declarations(light)}}.dark{${declarations(dark)}}`;
}
