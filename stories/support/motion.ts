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
