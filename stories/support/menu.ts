import { expect, userEvent, waitFor, within } from 'storybook/test';
import { nextFrames } from './frames';
import { expectFocusOn, focusReturnedTo, layerListens } from './overlay';

/** Opens the menu with `keys` from its focused trigger and returns it once it has focus and listens. */
export async function openMenuWith(trigger: HTMLElement, keys: string) {
  trigger.focus();
  await userEvent.keyboard(keys);
  const menu = await within(trigger.ownerDocument.body).findByRole('menu');
  await waitFor(() => expect(menu).toHaveFocus());
  await layerListens();
  return menu;
}

/**
 * Presses Tab (Shift+Tab with `backwards`) in an open menu, as the WAI-ARIA menu button has it: every open
 * menu closes, its trigger says so, and focus moves on to `next`, the element after (or before) the trigger,
 * and stays there.
 */
export async function tabLeavesMenu(trigger: HTMLElement, next: HTMLElement, { backwards = false } = {}) {
  await userEvent.keyboard(backwards ? '{Shift>}{Tab}{/Shift}' : '{Tab}');
  await waitFor(() => expect(within(trigger.ownerDocument.body).queryAllByRole('menu')).toHaveLength(0));
  if (trigger.hasAttribute('aria-expanded')) await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  await focusReturnedTo(next);
}

/**
 * Waits until a menu's type-ahead has forgotten the keys typed so far: zag joins the letters typed within
 * 350 ms into one search (so 'a', then 'c' soon after, looks for 'ac'), a window a person leaves between
 * two searches and a test does not.
 */
export const typeAheadForgets = () => new Promise((resolve) => setTimeout(resolve, 400));

/**
 * Presses Tab in an open popup (a menu, a select's list) opened from `trigger` inside `container` (a modal,
 * a table): the popup closes and focus moves on to another control of the container, and stays; Shift+Tab
 * from there comes back to `trigger`, so that control was the one after it in the tab order.
 */
export async function tabMovesOnWithin(container: HTMLElement, trigger: HTMLElement) {
  await userEvent.keyboard('{Tab}');
  await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));
  const movedOn = () => {
    const active = container.ownerDocument.activeElement as HTMLElement;
    expect(container.contains(active) && active !== trigger, `focus on ${active.outerHTML.slice(0, 120)}`).toBe(true);
  };
  await waitFor(movedOn);
  await nextFrames();
  movedOn();
  await userEvent.tab({ shift: true });
  await expectFocusOn(trigger);
}
