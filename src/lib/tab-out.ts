// Tab and Shift+Tab in an open popup (a menu, a select's list), as the WAI-ARIA Authoring Practices have
// them: the popup closes and focus moves on to the element after (or before) the control that opened it.
// The popup is portalled to the end of its layer, so the browser's own Tab would start from there, and Ark
// keeps Tab inside a popup that holds nothing tabbable: both are wrong, so the move is made here.
import { getTabbables } from '@zag-js/dom-query';
import type { KeyboardEvent } from 'react';

/**
 * The element Tab (or Shift+Tab, `backwards`) reaches from `trigger`, in the tab order of the modal dialog
 * it is in (which keeps focus inside and wraps around) or else of its document; `null` when nothing follows
 * in a document. Elements in other floating parts (the open popup itself) are not in that order.
 */
export function tabNeighbour(trigger: HTMLElement, backwards: boolean): HTMLElement | null {
  const modal = trigger.closest<HTMLElement>('[aria-modal="true"]');
  const ownFloatingPart = trigger.closest('[data-part="positioner"]');
  const order = getTabbables(modal ?? trigger.ownerDocument.body).filter(
    (element) => element.closest('[data-part="positioner"]') === ownFloatingPart && !trigger.contains(element),
  );
  // By document position, so that a trigger out of the tab order itself (a roving tabindex) still has a place.
  const after = order.filter((element) => trigger.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING);
  const before = order.filter((element) => !after.includes(element));
  // The way Tab goes from the trigger, and what a modal's order wraps around to.
  const ahead = backwards ? before.reverse() : after;
  const wrapped = backwards ? after.reverse() : before;
  return ahead[0] ?? (modal ? wrapped[0] : undefined) ?? null;
}

const handled = new WeakSet<Event>();

/**
 * Handles Tab in an open popup's content: `close` closes it (and any popup it is nested in), and focus
 * moves past `trigger`. The innermost popup handles the key; the contents it is nested in see the same
 * event bubble through React's tree and leave it. Ark, or a dialog's focus trap, may have prevented the
 * key's default already: the move is made all the same. Returns whether it handled the key.
 */
export function tabOut(event: KeyboardEvent, trigger: HTMLElement | null, close: () => void): boolean {
  if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey || handled.has(event.nativeEvent)) return false;
  handled.add(event.nativeEvent);
  event.preventDefault();
  const target = trigger ? tabNeighbour(trigger, event.shiftKey) : null;
  close();
  if (!target) return true;
  // Ark gives focus back to the trigger as the popup closes (in a microtask, or once a parent that controls
  // `open` has rendered): move on after that, and again in the next two frames if it came back late.
  const moveOn = () => {
    const active = target.ownerDocument.activeElement;
    if (target.isConnected && (active === trigger || active === target.ownerDocument.body || !active)) target.focus();
  };
  setTimeout(() => {
    target.focus();
    requestAnimationFrame(() => {
      moveOn();
      requestAnimationFrame(moveOn);
    });
  });
  return true;
}
