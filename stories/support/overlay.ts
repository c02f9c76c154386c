import { expect, waitFor } from 'storybook/test';

/**
 * Waits until an opened dialog or popover has taken focus. Ark starts listening for Escape and for clicks
 * outside a frame after opening: a person is never that fast, a test can be. Call it before pressing
 * Escape or clicking outside, so the test checks the component, not the race.
 */
export async function focusInside(overlay: HTMLElement) {
  await waitFor(() => expect(overlay).toContainElement(overlay.ownerDocument.activeElement as HTMLElement));
  // Ark attaches its outside-click listener in a zero-delay timer started when the overlay opened, and
  // focus can arrive first on a busy machine: one task later, that timer has run.
  await new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Checks that focus went back to `element` after a pointer closed an overlay, then takes it away. Whether
 * returned focus shows its ring is the browser's guess at how the user last moved, and the story's
 * screenshot must not depend on a guess.
 */
export async function focusReturnedTo(element: HTMLElement) {
  await waitFor(() => expect(element).toHaveFocus());
  element.blur();
}
