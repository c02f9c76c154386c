import type { CSSProperties } from 'react';

/**
 * The style of a checkbox's, radio's or switch's native input: laid over the whole of its label (the root,
 * which is positioned), transparent, where Ark draws a clipped 1 px box. So a pointer lands on the real
 * input, as it does for a person, and a portal's browser tests can click and check it by role: Playwright's
 * `check()` hit-tests the input's centre, and the drawn box over a 1 px input took the click. Inline, as
 * Ark's own style is, so that it wins over it, and on top of it (absolute, no padding: Ark's, or the
 * `srOnly` class's). Put the input last in its root, after the drawn parts.
 */
export const overItsLabel: CSSProperties = {
  inset: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  clip: 'auto',
  opacity: 0,
  cursor: 'inherit',
};
