import { expect, userEvent } from 'storybook/test';

/** The centre of `element`'s box, in whole pixels of the viewport: where a person (or Playwright) aims. */
function centreOf(element: Element) {
  const box = element.getBoundingClientRect();
  return { clientX: Math.round(box.left + box.width / 2), clientY: Math.round(box.top + box.height / 2) };
}

/**
 * Moves the mouse onto `element`'s centre, then clicks there, as a person does. `userEvent.click` alone puts
 * every pointer event at (0, 0), and zag's focus-visible tracking ignores a move to where the pointer already
 * was: after any earlier click in the same frame (story files share one), a click right after keyboard use
 * then never counts as a mouse move, and a menu item is pressed without being pointed at first.
 */
export async function pointAndClick(element: HTMLElement) {
  const coords = centreOf(element);
  await userEvent.pointer({ target: element, coords });
  await userEvent.pointer({ keys: '[MouseLeft]', target: element, coords });
}

/**
 * Fails unless a pointer aimed at `element`'s centre meets `element` itself, not something drawn over it: what
 * Playwright's `click()` and `check()` by role wait for, and what a portal's own browser tests rely on.
 */
export async function expectPointerReaches(element: HTMLElement) {
  element.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  const { clientX, clientY } = centreOf(element);
  const met = document.elementFromPoint(clientX, clientY);
  await expect(met, `a pointer at ${element.outerHTML.slice(0, 80)}… meets ${met?.outerHTML.slice(0, 80)}…`).toBe(element);
}
