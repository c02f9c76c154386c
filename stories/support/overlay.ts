import { expect, waitFor } from 'storybook/test';

/**
 * Waits until an opened dialog or popover has taken focus. Ark starts listening for Escape and for clicks
 * outside a frame after opening: a person is never that fast, a test can be. Call it before pressing
 * Escape or clicking outside, so the test checks the component, not the race.
 */
export const focusInside = (overlay: HTMLElement) =>
  waitFor(() => expect(overlay).toContainElement(overlay.ownerDocument.activeElement as HTMLElement));
