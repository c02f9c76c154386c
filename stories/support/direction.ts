// Checks for the right-to-left stories: what a reader of Arabic sees, measured in the browser.
import { expect } from 'storybook/test';

/** The page runs right to left: the document says so, and so does the layout of `element`. */
export async function expectRightToLeft(element: Element) {
  await expect(element.ownerDocument.documentElement).toHaveAttribute('dir', 'rtl');
  await expect(getComputedStyle(element).direction).toBe('rtl');
}

/** `a` is drawn to the right of `b` (its centre further right), as the earlier of two items is in right to left. */
export async function expectRightOf(a: Element, b: Element) {
  const centre = (element: Element) => {
    const box = element.getBoundingClientRect();
    return box.left + box.width / 2;
  };
  await expect(centre(a), `${a.textContent || a.tagName} right of ${b.textContent || b.tagName}`).toBeGreaterThan(centre(b));
}

/** An icon that points along the line is mirrored: the package's one rule (`data-mirror`) applies to it. */
export async function expectMirrored(icon: Element | null) {
  await expect(icon).not.toBeNull();
  await expect(getComputedStyle(icon as Element).scale).toBe('-1 1');
}
