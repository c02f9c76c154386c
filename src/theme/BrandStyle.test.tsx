// What a server writes for a brand: its accent variables, and a clear error for a colour passed as it is.
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BrandStyle } from './BrandStyle';
import { createBrand } from './brand';

describe('BrandStyle', () => {
  it("writes the brand's accent variables for both themes", () => {
    const brand = createBrand('#15803d');
    const html = renderToString(<BrandStyle brand={brand} />);
    expect(html).toContain(`:root{--colors-accent-solid:${brand.light.solid};`);
    expect(html).toContain(`.dark{--colors-accent-solid:${brand.dark.solid};`);
  });

  it('says what to pass when given the colour itself', () => {
    // @ts-expect-error: a JavaScript portal passing the colour itself.
    expect(() => renderToString(<BrandStyle brand="#15803d" />)).toThrow(
      "@labelport/ui: brand takes createBrand('#15803d'), not the colour itself.",
    );
  });
});
