import type { CSSProperties } from 'react';

/**
 * Where a checkbox's, radio's or switch's native input lies. Ark hides it as a 1 px box beside the drawn control,
 * so whatever aims at the input itself lands on its label instead: Playwright's `check()` and `click()` by role
 * time out ("<label> intercepts pointer events"). Laid transparent over its whole label, the input is where a
 * pointer aims, and a click on it toggles it as a click on the label does. Links and buttons inside a label are
 * raised above it by the recipes, so they stay clickable.
 */
const inputOverLabel: CSSProperties = {
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  clip: 'auto',
  opacity: 0,
  cursor: 'inherit',
};

/** The input's inline style: over its label, then whatever a portal passes in `style`. Ark merges it over its own. */
export function overLabel(style?: CSSProperties): CSSProperties {
  return style ? { ...inputOverLabel, ...style } : inputOverLabel;
}
