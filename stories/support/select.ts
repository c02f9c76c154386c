import { expect, userEvent, waitFor, within } from 'storybook/test';
import { layerListens } from './overlay';

/**
 * Ark returns focus to the trigger a frame after the list closes: waits for both. Call it after a pick
 * before acting elsewhere, or that late focus return takes focus back (seen when frames are slow).
 */
export async function closedWithFocusOn(listbox: HTMLElement, trigger: HTMLElement) {
  await waitFor(() => expect(listbox).not.toBeVisible());
  await waitFor(() => expect(trigger).toHaveFocus());
}

/**
 * Picks `option` in the select labelled `label` with the pointer, and waits for what a user sees next: the
 * list closed, the choice on the trigger and focus back on it. Ark returns focus to the trigger a moment
 * after the list closes; a test that moves on at once (focusing a slider, say) has its focus taken back.
 */
export async function chooseOption(canvasElement: HTMLElement, label: string, option: string) {
  const trigger = within(canvasElement).getByRole('combobox', { name: label });
  await userEvent.click(trigger);
  const listbox = await within(canvasElement.ownerDocument.body).findByRole('listbox', { name: label });
  await userEvent.click(within(listbox).getByRole('option', { name: option }));
  await closedWithFocusOn(listbox, trigger);
  await expect(trigger).toHaveTextContent(option);
}

/**
 * Resolves with the open list of the select labelled `label` once it has focus and listens, a frame or two
 * after it shows. Keys pressed before that reach the trigger, which ignores Home, End, ArrowDown and Enter
 * while the list is open (seen under load: the list stayed open, or the highlight never moved).
 */
export async function listTakingKeys(canvasElement: HTMLElement, label: string) {
  const listbox = await within(canvasElement.ownerDocument.body).findByRole('listbox', { name: label });
  await waitFor(() => expect(listbox).toHaveFocus());
  await layerListens();
  return listbox;
}

/** Opens the focused select labelled `label` with Enter, and resolves with its list once that takes keys. */
export async function openWithKeyboard(canvasElement: HTMLElement, label: string) {
  await userEvent.keyboard('{Enter}');
  return listTakingKeys(canvasElement, label);
}

/**
 * From the keyboard: on the focused select labelled `label`, Enter opens the list and ArrowDown, Enter picks
 * the option below the current one. Then it waits, as `chooseOption` does, for the list to close and focus
 * to return to the trigger, so that the next Tab starts from there.
 */
export async function chooseNextOptionWithKeyboard(canvasElement: HTMLElement, label: string) {
  const trigger = within(canvasElement).getByRole('combobox', { name: label });
  await expect(trigger).toHaveFocus();
  const listbox = await openWithKeyboard(canvasElement, label);
  await userEvent.keyboard('{ArrowDown}{Enter}');
  await closedWithFocusOn(listbox, trigger);
}

/** Whether `option` lies wholly inside the visible part of its scrolling `list` (a Select's or a Combobox's). */
function inView(option: HTMLElement, list: HTMLElement) {
  const [shown, box] = [option.getBoundingClientRect(), list.getBoundingClientRect()];
  return shown.top >= box.top && shown.bottom <= box.bottom;
}

/**
 * Fails unless `option` is in view in `list` (see inView), saying where the row and the list were, how far the
 * list had scrolled, and whether the row was still in the page.
 */
function expectInView(option: HTMLElement, list: HTMLElement) {
  if (inView(option, list)) return;
  const [shown, box] = [option.getBoundingClientRect(), list.getBoundingClientRect()];
  const px = (value: number) => `${Math.round(value)} px`;
  throw new Error(
    `'${option.textContent}' is not in view: the row spans ${px(shown.top)} to ${px(shown.bottom)}, the list ${px(box.top)} to ${px(box.bottom)}; ` +
      `the list is scrolled ${px(list.scrollTop)} of ${px(list.scrollHeight - list.clientHeight)} (data-state ${list.dataset.state}); ` +
      `the row is ${option.isConnected ? 'in the page' : 'no longer in the page'}`,
  );
}

/**
 * Waits until the option named `name` is highlighted and wholly in view in its open `list`, and returns it. It
 * finds the option again on each try: a long list renders only the rows near its view, and a row that leaves
 * it and comes back is a new element. Ark scrolls a Select's list to the top as it closes, so the row a test
 * held from before a reopen could be dropped, and a new one added, after the test found it.
 */
export async function highlightedOptionInView(list: HTMLElement, name: string) {
  const option = () => within(list).getByRole('option', { name });
  await waitFor(() => {
    expect(option()).toHaveAttribute('data-highlighted');
    expectInView(option(), list);
  });
  return option();
}

/**
 * Records the computed `max-height` of every open list each time the page changes, from now until `stop()`.
 * A list with no limit, even for a frame, is as tall as all its options, and a virtualised one then renders
 * every option.
 */
export function watchOpenListLimits(root: HTMLElement) {
  const seen = new Set<string>();
  const observer = new MutationObserver(() => {
    for (const list of root.querySelectorAll<HTMLElement>('[role="listbox"][data-state="open"]')) {
      seen.add(getComputedStyle(list).maxHeight);
    }
  });
  observer.observe(root, { subtree: true, childList: true, attributes: true });
  return {
    stop: () => {
      observer.disconnect();
      return [...seen];
    },
  };
}
