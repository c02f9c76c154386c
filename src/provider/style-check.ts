// A portal whose Panda config sets `prefix`, `hash` or `separator` (or that forgot a stylesheet) emits
// class names the package's components do not use, so they render unstyled without any error. In
// development, each provider that mounts looks whether one of the package's own classes finds its style,
// and each block whether one of the blocks' classes does (blocks.css); the first that finds none says so,
// once per page.

// Every bundler replaces `process.env.NODE_ENV` (Vite in development too), so in a production build each
// check below folds to an empty function and its code and messages drop out of the portal's bundle.
// Declared here (module scope) so the types need no Node.
declare const process: { env: { NODE_ENV?: string } };

// A test DOM (jsdom, happy-dom) loads no style sheets at all: there the warning would only be noise in
// every component test of the portal.
const isTestDom = () => typeof navigator !== 'undefined' && /jsdom|happydom/i.test(navigator.userAgent);

// The sheets already reported missing on this page: each is reported once.
const warned = new Set<'package' | 'blocks'>();

/** Whether an element with this class is laid out with the `display` its stylesheet gives it. */
function classFindsStyle(className: string, display: string): boolean {
  const probe = document.createElement('span');
  probe.className = className;
  // Not `hidden`: the reset's `[hidden] { display: none !important }` would win over the class.
  probe.style.position = 'absolute';
  probe.style.visibility = 'hidden';
  document.body.append(probe);
  const styled = getComputedStyle(probe).display === display;
  probe.remove();
  return styled;
}

const canCheck = () => typeof document !== 'undefined' && !isTestDom();

/** Warns on the console when the package's classes and tokens have no CSS behind them. */
export function warnIfUnstyled(): void {
  if (process.env.NODE_ENV === 'production' || warned.has('package') || !canCheck()) return;
  // `d_grid` is one of the package's utility classes; `--colors-accent-solid` one of its tokens.
  const tokensThere = getComputedStyle(document.documentElement).getPropertyValue('--colors-accent-solid') !== '';
  if (classFindsStyle('d_grid', 'grid') && tokensThere) return;
  warned.add('package');
  console.warn(
    "@labelport/ui: the package's class names find no styles, so its components render unstyled. " +
      "Import '@labelport/ui/styles.css', or with Panda use labelportPreset and the build info without " +
      '`prefix`, `hash` or a `separator` other than "_" in panda.config (see the README, "With Panda").',
  );
}

/** Warns on the console when the blocks' stylesheet is missing (styles.css alone styles the components). */
export function warnIfBlocksUnstyled(): void {
  if (process.env.NODE_ENV === 'production' || warned.has('blocks') || !canCheck()) return;
  // One of the blocks' recipe classes, from blocks.css (or a Panda portal's build info).
  if (classFindsStyle('metric-card__root', 'flex')) return;
  warned.add('blocks');
  console.warn(
    "@labelport/ui: the blocks' class names find no styles, so they render unstyled. Import " +
      "'@labelport/ui/blocks.css' after '@labelport/ui/styles.css' (see the README).",
  );
}
