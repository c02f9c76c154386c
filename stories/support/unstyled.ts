import { expect, type MockInstance, spyOn, waitFor } from 'storybook/test';

/** The style sheets switched off by `mountUnstyled`, until `switchStylesOn` turns them on again. */
const switchedOff: CSSStyleSheet[] = [];

/** Turns the page's style sheets back on: the page as it is once the portal has its styles (and as the screenshot shows it). */
function switchStylesOn(): void {
  for (const sheet of switchedOff.splice(0)) sheet.disabled = false;
}

/**
 * A story's `beforeEach` that mounts it with every style sheet off, as in a portal that forgot one, and
 * silences and records the console's warnings. Both are restored after the story.
 */
export function mountUnstyled(): () => void {
  const warn: MockInstance = spyOn(console, 'warn').mockImplementation(() => {});
  switchedOff.push(...[...document.styleSheets].filter((sheet) => !sheet.disabled));
  for (const sheet of switchedOff) sheet.disabled = true;
  return () => {
    switchStylesOn();
    warn.mockRestore();
  };
}

/**
 * The play of a story mounted by `mountUnstyled`: in development the console warns with `text`; a
 * production build (the published Storybook) stays silent, since the warning is a development aid. Then
 * the style sheets are back on.
 */
export async function expectStyleWarning(text: string): Promise<void> {
  if (import.meta.env.PROD) await expect(console.warn).not.toHaveBeenCalled();
  else await waitFor(() => expect(console.warn).toHaveBeenCalledWith(expect.stringContaining(text)));
  switchStylesOn();
}
