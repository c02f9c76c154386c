/**
 * Resolves after two animation frames. Ark and zag do part of their work a frame after an event (write a
 * value into a box, open a picker, hand focus back to an input after a choice): a person never acts inside
 * that frame, a test can. Wait for it where nothing on the page says the work is done.
 */
export const nextFrames = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
