// The English of Marquee. It joins the package's catalog when a page imports it (addEnglish, in
// Marquee.tsx), so a page without it does not download it.

export const enMarquee = {
  // What a screen reader calls the marquee (`aria-roledescription`), in place of 'region'.
  'core.marquee.marquee': 'marquee',
  // The pause button's name while the items move, and while they are paused.
  'core.marquee.pause': 'Pause scrolling',
  'core.marquee.play': 'Play scrolling',
};
