/**
 * Resolves after two animation frames. Ark and zag do part of their work a frame after an event (write a
 * value into a box, open a picker, hand focus back to an input after a choice): a person never acts inside
 * that frame, a test can. Wait for it where nothing on the page says the work is done.
 */
export const nextFrames = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));

/**
 * Makes every animation frame callback in `win` run `ms` later than the frame it asked for, as on a page
 * busy with a long task or on a slow device; returns the function that puts the real frames back. Frames
 * still come at the screen's pace (a callback runs in the first frame after its delay), and CSS animations
 * keep their own clock, so an animation can end before a callback waiting for it to start. Await the
 * returned function: it lets the late callbacks run before the real frames come back, since the real
 * `cancelAnimationFrame` knows nothing of them, and the next story must not meet one.
 */
export function delayAnimationFrames(win: Window, ms: number) {
  const { requestAnimationFrame, cancelAnimationFrame } = win;
  const pending = new Map<number, { timer?: number; frame?: number }>();
  // Far above the browser's own ids, so that no real frame is ever cancelled by mistake.
  let lastId = 1_000_000_000;
  win.requestAnimationFrame = (callback) => {
    const id = ++lastId;
    const entry: { timer?: number; frame?: number } = {};
    entry.timer = win.setTimeout(() => {
      entry.frame = requestAnimationFrame.call(win, (time) => {
        pending.delete(id);
        callback(time);
      });
    }, ms);
    pending.set(id, entry);
    return id;
  };
  win.cancelAnimationFrame = (id) => {
    const entry = pending.get(id);
    if (!entry) return;
    win.clearTimeout(entry.timer);
    if (entry.frame !== undefined) cancelAnimationFrame.call(win, entry.frame);
    pending.delete(id);
  };
  return async () => {
    for (let wait = 0; wait < 20 && pending.size > 0; wait++) await new Promise((resolve) => win.setTimeout(resolve, ms));
    win.requestAnimationFrame = requestAnimationFrame;
    win.cancelAnimationFrame = cancelAnimationFrame;
  };
}
