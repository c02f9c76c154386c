import { expect, userEvent, waitFor } from 'storybook/test';
import { nextFrames } from './frames';

/**
 * Waits until an opened dialog or popover has taken focus. Ark starts listening for Escape, and starts the
 * focus trap that later gives focus back to the trigger, a frame after opening (for clicks outside, see
 * `clickOutsideCloses`): a person is never that fast, a test can be. Call it before acting in the overlay, so the test checks the
 * component, not the race.
 */
export const focusInside = (overlay: HTMLElement) =>
  waitFor(() => expect(overlay).toContainElement(overlay.ownerDocument.activeElement as HTMLElement));

/**
 * Resolves once an open layer (dialog, popover, menu) that has taken focus also listens for Escape and for
 * presses outside. zag adds those listeners later than it moves focus: a frame after the content node is
 * committed (another frame when it was not yet there at opening), then from a `setTimeout(0)`. So: two
 * frames, then a task posted after that one. An Escape or a press in between is not seen, and the layer
 * stays open (seen under load: focus inside, a press 4 ms later, no outside event; a menu that ignored
 * Escape).
 */
export const layerListens = async () => {
  await nextFrames();
  await new Promise((resolve) => setTimeout(resolve, 0));
};

/**
 * Clicks `outside` (the area around an open dialog or drawer), once the overlay listens for that, and
 * checks that it closes. Call it once `focusInside` has seen the overlay take focus.
 */
export async function clickOutsideCloses(outside: HTMLElement, openOverlay: () => HTMLElement | null) {
  await layerListens();
  // While a modal is open the page lets no pointer through (pointer-events: none): a real click lands on
  // the document all the same, so the pointer-events check is skipped.
  await userEvent.click(outside, { pointerEventsCheck: 0 });
  await waitFor(() => expect(openOverlay()).toBeNull());
}

// The page's last presses, keys and focus moves, for the message of a focus check that fails: a focus that
// went astray once in many runs is only found from what moved it.
const moves: string[] = [];
const describe = (target: EventTarget | null) =>
  target instanceof Element
    ? `<${target.tagName.toLowerCase()}${target.getAttribute('data-part') ? ` ${target.getAttribute('data-part')}` : ''}> "${(target.textContent ?? '').trim().slice(0, 24)}"`
    : String(target);
for (const type of ['focusin', 'focusout', 'pointerdown', 'keydown']) {
  document.addEventListener(
    type,
    (event) => {
      moves.push(`${performance.now().toFixed(0)} ms ${type} ${describe(event.target)}`);
      if (moves.length > 24) moves.shift();
    },
    true,
  );
}

/** Waits until `element` has focus. If it never does, the failure lists the page's last focus moves. */
export async function expectFocusOn(element: HTMLElement) {
  try {
    await waitFor(() => expect(element).toHaveFocus());
  } catch (error) {
    const active = describe(element.ownerDocument.activeElement);
    throw new Error(`${(error as Error).message}\nFocus is on ${active}. Last moves:\n${moves.join('\n')}`);
  }
}

/**
 * Checks that focus went back to `element` after an overlay closed, then takes it away. Focus returns a
 * moment after the overlay goes, and whether it shows its ring is the browser's guess at how the user last
 * moved: the story's screenshot, taken when the play ends, must depend on neither. A closing layer can hand
 * focus back more than once (a microtask, then a frame later), so the blur waits for the last hand-over.
 */
export async function focusReturnedTo(element: HTMLElement) {
  await expectFocusOn(element);
  await nextFrames();
  await expectFocusOn(element);
  element.blur();
}

/**
 * Gives the closed state's animation of `elements` (open overlays, each with an id) a `duration`, against the
 * tests' stilled motion; returns the function that takes it back. Only the closed state's: lengthening the
 * open state's finished fade-in would start it again, and closing would then cancel it, which zag takes for
 * the end of the exit when it comes after zag began to wait (the backdrop went early, seen under load).
 */
export function slowExitAnimation(elements: HTMLElement[], duration: string) {
  const doc = elements[0].ownerDocument;
  const style = doc.createElement('style');
  style.textContent = elements
    .map((element) => `#${CSS.escape(element.id)}[data-state="closed"] { animation-duration: ${duration} !important; }`)
    .join('\n');
  doc.head.append(style);
  return () => style.remove();
}

/**
 * Records what happens to each of `parts` (an overlay's content and backdrop) as it closes: its animations'
 * starts, ends and cancels, and its removal, each with the milliseconds since the recording began. Returns
 * the function that stops recording and gives the lines, so a failure can say why a part went early.
 */
function recordExit(parts: Record<string, HTMLElement>) {
  const begun = performance.now();
  const lines: string[] = [];
  const note = (line: string) => lines.push(`${Math.round(performance.now() - begun)} ms: ${line}`);
  const stops: (() => void)[] = [];
  for (const [name, element] of Object.entries(parts)) {
    for (const type of ['animationstart', 'animationend', 'animationcancel']) {
      const listener = (event: Event) => note(`${name} ${type} ${(event as AnimationEvent).animationName}`);
      element.addEventListener(type, listener);
      stops.push(() => element.removeEventListener(type, listener));
    }
  }
  const gone = new Set<string>();
  const observer = new MutationObserver((records) => {
    // A part's state going back and forth (closed, open, closed) would make zag decide its exit twice.
    for (const record of records) {
      const name = Object.keys(parts).find((key) => parts[key] === record.target);
      if (name && record.attributeName === 'data-state') note(`${name} data-state ${parts[name].getAttribute('data-state')}`);
    }
    for (const [name, element] of Object.entries(parts)) {
      if (element.isConnected || gone.has(name)) continue;
      gone.add(name);
      const state = element.getAttribute('data-state');
      // A node of the same id in its place means React mounted the part afresh, not that zag let it go.
      const successor = element.ownerDocument.getElementById(element.id);
      note(
        `${name} removed (${successor ? `replaced by a new node, data-state ${successor.getAttribute('data-state')}` : 'not replaced'}, page ${element.ownerDocument.visibilityState}, data-state ${state}, animations ${
          element
            .getAnimations()
            .map((a) => `${(a as CSSAnimation).animationName} ${a.playState}`)
            .join(', ') || 'none'
        })`,
      );
    }
  });
  observer.observe(Object.values(parts)[0].ownerDocument.body, {
    childList: true,
    subtree: true,
    attributeFilter: ['data-state'],
  });
  return () => {
    observer.disconnect();
    for (const stop of stops.splice(0)) stop();
    return lines;
  };
}

/**
 * Closes an open dialog or drawer with `close` and checks the moment it fades out, when a double click's
 * second click comes: focus is back on `trigger`, the overlay is inert (no focus, no clicks, hidden from
 * screen readers), and a click on the fading backdrop, where that second click lands, leaves focus alone.
 * The tests still all motion, so the fade-out is held for the check: otherwise it would be a frame long.
 */
export async function clickWhileClosingKeepsFocus(trigger: HTMLElement, overlay: HTMLElement, close: () => Promise<void>) {
  const backdrop = overlay.ownerDocument.getElementById(overlay.id.replace(/:content$/, ':backdrop'));
  if (!backdrop) throw new Error(`The overlay ${overlay.id} has no backdrop`);
  const restore = slowExitAnimation([overlay, backdrop], '60s');
  const stopRecording = recordExit({ content: overlay, backdrop });
  try {
    // zag notes the open animation's name a frame after opening, and skips an exit whose animation has that
    // name: closed before that frame, the overlay reads the exit's own name there and goes at once. A person
    // never closes within a frame of opening; a test's timers can outrun the frames under load.
    await nextFrames();
    await close();
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(overlay).toHaveAttribute('data-state', 'closed');
    await expect(overlay).toHaveAttribute('inert');
    await expect(backdrop).toHaveAttribute('data-state', 'closed');
    if (!overlay.isConnected || !backdrop.isConnected) {
      throw new Error(`The overlay went before its exit animation ended:\n${stopRecording().join('\n')}`);
    }
    await userEvent.click(backdrop);
    await expect(trigger).toHaveFocus();
  } finally {
    stopRecording();
    restore();
  }
  await waitFor(() => expect(overlay.isConnected).toBe(false));
}
