import { useEffect, useMemo } from 'react';
import { isProduction } from '../provider/style-check';
import { brandCss, createBrand } from './brand';

export interface BrandStyleProps {
  /** The portal's brand colour, `#rrggbb` or `#rgb`. */
  brand: string;
}

/**
 * Applies a brand colour at run time, for a portal without Panda (with Panda, `createPreset({ brand })`
 * does it at build time): the accent tokens, derived from the colour at WCAG AA in both themes, as a
 * style element where it is rendered (on the server too, so the first paint has the brand). `LabelportProvider`'s `brand` renders
 * it; render it yourself beside `ThemeProvider` otherwise. In development it warns on the console where
 * the colour itself could not be used (an orange too light for white text) and what is used instead.
 */
export function BrandStyle({ brand }: BrandStyleProps) {
  const derived = useMemo(() => createBrand(brand), [brand]);
  useEffect(() => {
    if (isProduction()) return;
    for (const note of derived.notes) console.warn(`@labelport/ui: ${note}`);
  }, [derived]);
  // A plain style element, not one React hoists into <head> (`precedence`): React never removes those, so a
  // brand switched back to would stay behind the one it replaced.
  return <style>{brandCss(derived)}</style>;
}
