import { useEffect } from 'react';
import type { Brand } from './brand';
import { brandCss } from './brand-css';

// Every bundler replaces it, so a production build drops the warnings. Declared so the types need no Node.
declare const process: { env: { NODE_ENV?: string } };

export interface BrandStyleProps {
  /** The portal's brand, from `createBrand('#15803d')`, made once (at module level, or on the server). */
  brand: Brand;
}

/**
 * Applies a brand at run time, for a portal without Panda (with Panda, `createPreset({ brand })` does it at
 * build time): the accent tokens `createBrand` derived at WCAG AA in both themes, as a style element where
 * it is rendered (on the server too, so the first paint has the brand). `LabelportProvider`'s `brand`
 * renders it; render it yourself beside `ThemeProvider` otherwise. In development it warns on the console
 * where the colour itself could not be used (an orange too light for white text) and what is used instead.
 */
export function BrandStyle({ brand }: BrandStyleProps) {
  // A colour passed as it is (in JavaScript, which has no type check) would fail deep in brandCss. In
  // development, say what to pass instead.
  if (process.env.NODE_ENV !== 'production' && typeof brand === 'string')
    throw new TypeError(`@labelport/ui: brand takes createBrand('${brand}'), not the colour itself.`);
  useEffect(() => {
    if (process.env.NODE_ENV === 'production') return;
    for (const note of brand.notes) console.warn(`@labelport/ui: ${note}`);
  }, [brand]);
  // A plain style element, not one React hoists into <head> (`precedence`): React never removes those, so a
  // brand switched back to would stay behind the one it replaced.
  return <style>{brandCss(brand)}</style>;
}
