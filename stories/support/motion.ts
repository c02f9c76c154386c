// @ts-expect-error: a plain .mjs helper shared with the story tests' setup
import { STILL_CSS } from '../../scripts/screenshots.mjs';

/**
 * The `animation-name` that the page's style sheets give `element` under `prefers-reduced-motion: reduce`,
 * or undefined when no rule inside such a media query names an animation for it. Story tests cannot switch
 * the media feature, so they read the rule a user who asks for less motion would get.
 */
export function animationUnderReducedMotion(element: Element): string | undefined {
  let found: string | undefined;
  const walk = (rules: CSSRuleList, reduced: boolean) => {
    for (const rule of rules) {
      if (rule instanceof CSSMediaRule) {
        walk(rule.cssRules, reduced || /prefers-reduced-motion:\s*reduce/.test(rule.conditionText));
      } else if (rule instanceof CSSStyleRule) {
        if (reduced && rule.style.animationName && element.matches(rule.selectorText)) found = rule.style.animationName;
      } else if ('cssRules' in rule) {
        walk((rule as CSSGroupingRule).cssRules, reduced);
      }
    }
  };
  for (const sheet of element.ownerDocument.styleSheets) {
    try {
      walk(sheet.cssRules, false);
    } catch {
      // a cross-origin sheet: not ours
    }
  }
  return found;
}

/**
 * Runs `check` with the page's transitions and animations as a user's browser has them. The story tests
 * switch them all off, so that screenshots are steady; a check of what moves (or must not) needs them back.
 */
export async function withMotion<T>(check: () => Promise<T>): Promise<T> {
  const still = [...document.querySelectorAll('style')].filter((style) => style.textContent === STILL_CSS);
  for (const style of still) style.disabled = true;
  try {
    return await check();
  } finally {
    for (const style of still) style.disabled = false;
  }
}

/**
 * Makes `matchMedia` say that the reader asks for less motion (`prefers-reduced-motion: reduce`), for the
 * parts that read it by script; returns the function that puts the real one back (a story's `beforeEach`
 * cleanup). Story tests cannot switch the media feature itself.
 */
export function fakeReducedMotion(): () => void {
  const original = window.matchMedia;
  window.matchMedia = (query: string) => {
    if (!query.includes('prefers-reduced-motion')) return original.call(window, query);
    // A list of its own: the real one's methods refuse any other object.
    return {
      matches: query.includes('reduce'),
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    } satisfies MediaQueryList;
  };
  return () => {
    window.matchMedia = original;
  };
}
