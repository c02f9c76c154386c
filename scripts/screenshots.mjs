// How screenshots are made comparable, in one place for the story tests (Vitest browser mode) and the
// route test (Playwright): what is switched off before a capture, how far two captures may differ, where
// the images of a difference go, and what a story's baseline is called. It also runs in the browser, so
// it imports nothing.

/** No motion and no blinking caret: the same page must give the same pixels every time. */
export const STILL_CSS =
  '*, *::before, *::after { animation-duration: 0s !important; animation-delay: 0s !important; transition: none !important; caret-color: transparent !important; }';

/**
 * pixelmatch options. Captures on our machines are the same to the pixel, so the tolerance only has
 * to absorb a stray anti-aliased edge; a changed colour token or font moves hundreds of pixels.
 */
export const PIXEL_TOLERANCE = { threshold: 0.1, allowedMismatchedPixels: 20 };

/** Where a failed comparison writes the reference, the actual capture and the diff (git ignores it). */
export const DIFF_DIR = 'visual-diffs';

/** The baseline's name for a story ('Hotkey Focuses The Area') in a theme. */
export const screenshotName = (storyName, theme) => `${storyName.replace(/[^\w-]+/g, '-').toLowerCase()}-${theme}`;

/**
 * The tag of a story that reads the theme in JavaScript: its dark axe check and screenshot come from a
 * render and play of its own in dark, not from its light render switched to dark.
 */
export const THEME_DEPENDENT = 'theme-dependent';

/**
 * axe's rules that read colours: all that switching a page to dark can change, where the theme is only CSS
 * variables under the root's class. What reads the theme in JavaScript (the theme toggle, the Appearance
 * panel) is tagged THEME_DEPENDENT in its stories, and checked there with every rule in dark.
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];
