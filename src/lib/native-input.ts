import type { CSSProperties } from 'react';

/**
 * Where a checkbox's, radio's or switch's native input lies. Ark hides it as a 1 px box beside the drawn control,
 * so whatever aims at the input itself lands on its label instead: Playwright's `check()` and `click()` by role
 * time out ("<label> intercepts pointer events"). The input is laid, transparent, over the drawn control, so a
 * pointer aimed at it meets it, and one aimed at the label's text still meets the text. Each recipe says where
 * its control is (`nativeInputOver` in src/recipes/input.ts); without one, the input covers its whole root.
 */
const inputOverControl: CSSProperties = {
  position: 'absolute',
  insetBlockStart: 'var(--native-input-top, 0)',
  insetInlineStart: 'var(--native-input-start, 0)',
  insetInlineEnd: 'var(--native-input-end, auto)',
  width: 'var(--native-input-width, 100%)',
  height: 'var(--native-input-height, 100%)',
  margin: 0,
  clip: 'auto',
  opacity: 0,
  cursor: 'inherit',
  // The root's font, so a position in `lh` is the label's line.
  font: 'inherit',
};

/** The input's inline style: over its control, then whatever a portal passes in `style`. Ark merges it over its own. */
export function overControl(style?: CSSProperties): CSSProperties {
  return style ? { ...inputOverControl, ...style } : inputOverControl;
}
