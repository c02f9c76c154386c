// A portal whose Panda config sets `prefix`, `hash` or `separator` (or that forgot the stylesheet) emits
// class names the package's components do not use, so they render unstyled without any error. In
// development, each provider that mounts looks whether one of the package's own classes finds its style,
// and the first that finds none says so, once per page.

// Bundlers replace `process.env.NODE_ENV`; declared here (module scope) so the types need no Node.
declare const process: { env: { NODE_ENV?: string } };

const isProduction = () => {
  try {
    return process.env.NODE_ENV === 'production';
  } catch {
    return false;
  }
};

// A test DOM (jsdom, happy-dom) loads no style sheets at all: there the warning would only be noise in
// every component test of the portal.
const isTestDom = () => typeof navigator !== 'undefined' && /jsdom|happydom/i.test(navigator.userAgent);

let warned = false;

/** Warns on the console when the package's classes and tokens have no CSS behind them. */
export function warnIfUnstyled(): void {
  if (warned || isProduction() || typeof document === 'undefined' || isTestDom()) return;
  // `d_grid` is one of the package's utility classes; `--colors-accent-solid` one of its tokens.
  const probe = document.createElement('span');
  probe.className = 'd_grid';
  // Not `hidden`: the reset's `[hidden] { display: none !important }` would win over the class.
  probe.style.position = 'absolute';
  probe.style.visibility = 'hidden';
  document.body.append(probe);
  const classStyled = getComputedStyle(probe).display === 'grid';
  probe.remove();
  const tokensThere = getComputedStyle(document.documentElement).getPropertyValue('--colors-accent-solid') !== '';
  if (classStyled && tokensThere) return;
  warned = true;
  console.warn(
    "@labelport/ui: the package's class names find no styles, so its components render unstyled. " +
      "Import '@labelport/ui/styles.css', or with Panda use labelportPreset and the build info without " +
      '`prefix`, `hash` or a `separator` other than "_" in panda.config (see the README, "With Panda").',
  );
}
