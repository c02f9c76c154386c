import { DocsContainer, type DocsContainerProps } from '@storybook/addon-docs/blocks';
import type { Decorator, Preview } from '@storybook/react-vite';
import { trackFocusVisible } from '@zag-js/focus-visible';
import '@fontsource-variable/inter';
import '@fontsource-variable/jetbrains-mono';
import { type ReactNode, useEffect, useLayoutEffect, useState } from 'react';
import { GLOBALS_UPDATED } from 'storybook/internal/core-events';
import type { Globals } from 'storybook/internal/types';
import { themes } from 'storybook/theming';
import '../src/styles.css';
import {
  applyTheme,
  type Direction,
  directionOf,
  LanguageProvider,
  type Locale,
  languageName,
  loadMessages,
  type Theme,
  ThemeProvider,
  Toaster,
  toaster,
} from '../src';
import { translationCatalog } from '../src/i18n/LanguageProvider';
import { forgetUnsaved } from '../src/lib/storage';
import { STORY_LOCALES, storyTranslations } from '../stories/i18n';
import { renderSource, snippetName } from '../stories/support/source';
import { viewports } from '../tokens';

/*
 * Ark's focus-visible tracking (@zag-js/focus-visible) wraps HTMLElement.prototype.focus with
 * Object.defineProperty, which leaves it read-only; Storybook's docs blocks (react-aria) later assign their
 * own wrapper to it and throw "Cannot assign to read only property 'focus'" on a docs page where a story
 * set the tracking up first. Set the tracking up once, now, for the page's lifetime (it is per window and
 * never set up twice), then make its wrapper writable again.
 */
trackFocusVisible();
const patchedFocus = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'focus');
if (patchedFocus && 'value' in patchedFocus && !patchedFocus.writable) {
  Object.defineProperty(HTMLElement.prototype, 'focus', { ...patchedFocus, writable: true });
}

const themeOf = (globals: Globals | undefined) => (globals?.theme ?? 'light') as Theme;
const localeOf = (globals: Globals | undefined) => (globals?.locale ?? 'en') as Locale;
/** The toolbar's direction, or undefined for the language's own. */
const dirOf = (globals: Globals | undefined) =>
  globals?.direction === 'ltr' || globals?.direction === 'rtl' ? (globals.direction as Direction) : undefined;

/**
 * On a docs page every story renders into the same document, and the providers of each one set the
 * document's theme class and `lang`. This runs after them (a parent's effects run after its children's)
 * and puts back the toolbar's, so a story written for another language keeps it to its own block.
 */
function KeepDocument({ theme, locale, dir, children }: { theme: Theme; locale: Locale; dir: Direction; children: ReactNode }) {
  useLayoutEffect(() => applyTheme(theme), [theme]);
  useEffect(() => {
    document.documentElement.lang = locale;
    document.documentElement.dir = dir;
  }, [locale, dir]);
  return children;
}

/** The stories' providers: the toolbar's theme, language and direction, with the stories' Arabic. */
function StoryProviders({ globals, children }: { globals: Globals | undefined; children: ReactNode }) {
  return (
    <ThemeProvider theme={themeOf(globals)}>
      <LanguageProvider locale={localeOf(globals)} dir={dirOf(globals)} translations={storyTranslations}>
        {children}
      </LanguageProvider>
    </ThemeProvider>
  );
}

// Theme, language and direction come from the toolbar, so every story can be checked in both themes, in
// the package's four languages and a portal's Arabic, and in both directions.
const withProviders: Decorator = (Story, context) => {
  // The stories of LabelportProvider bring their own providers and toast area.
  if (context.parameters.ownProviders) return <Story />;
  const locale = localeOf(context.globals);
  const providers = (toaster: ReactNode) => (
    <StoryProviders globals={context.globals}>
      <Story />
      {toaster}
    </StoryProviders>
  );
  // The one toast area, as an app renders it: stories call `toaster.create(...)`.
  if (context.viewMode !== 'docs') return providers(<Toaster />);
  // On a docs page the page has the one toast area (DocsPage below). Each story's block says its language
  // (Storybook marks every block English), and one written for another language keeps it to itself.
  return (
    <KeepDocument
      theme={themeOf(context.userGlobals)}
      locale={localeOf(context.userGlobals)}
      dir={dirOf(context.userGlobals) ?? directionOf(localeOf(context.userGlobals))}
    >
      <div lang={locale} dir={dirOf(context.globals) ?? directionOf(locale)} style={{ display: 'contents' }}>
        {providers(null)}
      </div>
    </KeepDocument>
  );
};

/** The toolbar's globals as a docs page sees them, following every change. */
function useToolbarGlobals(context: DocsContainerProps['context']): Globals {
  // The docs context carries the story store, though its type does not say so.
  const store = (context as unknown as { store: { userGlobals: { get(): Globals } } }).store;
  const [globals, setGlobals] = useState(() => store.userGlobals.get());
  useEffect(() => {
    const follow = ({ userGlobals }: { userGlobals: Globals }) => setGlobals(userGlobals);
    context.channel.on(GLOBALS_UPDATED, follow);
    return () => context.channel.off(GLOBALS_UPDATED, follow);
  }, [context]);
  return globals;
}

/** A docs page in the toolbar's theme and language, with the page's one toast area. */
function DocsPage({ context, children }: DocsContainerProps & { children?: ReactNode }) {
  const globals = useToolbarGlobals(context);
  const theme = themeOf(globals);
  const locale = localeOf(globals);
  const direction = globals.direction ?? 'auto';
  // A story shown in its own frame (an open overlay) loads iframe.html, which Storybook builds from this
  // URL: it carries the toolbar's theme, language and direction there. The frames are made again when they change.
  (globalThis as { PREVIEW_URL?: string }).PREVIEW_URL =
    `iframe.html?globals=theme:${theme};locale:${locale};direction:${direction}`;
  return (
    <DocsContainer context={context} theme={theme === 'dark' ? themes.dark : themes.light}>
      <StoryProviders key={`${theme}-${locale}-${direction}`} globals={globals}>
        {children}
        <Toaster />
      </StoryProviders>
    </DocsContainer>
  );
}

/** Storybook's own keys in the shared localStorage (the manager's layout), kept when a story starts. */
const STORYBOOK_KEY = /^@?storybook/;

/**
 * Every story starts from nothing another story left: no toast, no stored data, no layer of an overlay
 * (a modal's locked scroll or inert page). On a docs page only the toasts: the stories above are still
 * on screen.
 */
function cleanSlate({ viewMode }: { viewMode: string }) {
  // A toast from the story seen before would float over the docs page too.
  toaster.remove();
  if (viewMode === 'docs') return;
  for (const key of Object.keys(localStorage)) if (!STORYBOOK_KEY.test(key)) localStorage.removeItem(key);
  forgetUnsaved();
  // What a modal does to the rest of the page (Ark's scroll lock and hiding), undone if it was left behind.
  const { body } = document;
  for (const property of ['pointer-events', 'overflow', 'padding-right']) body.style.removeProperty(property);
  body.removeAttribute('data-scroll-lock');
  for (const element of document.querySelectorAll('[data-aria-hidden]')) {
    element.removeAttribute('aria-hidden');
    element.removeAttribute('data-aria-hidden');
  }
  for (const element of document.querySelectorAll('[data-inerted]')) {
    element.removeAttribute('inert');
    element.removeAttribute('data-inerted');
  }
}

const preview: Preview = {
  decorators: [withProviders],
  beforeEach: cleanSlate,
  // Every language is loaded before the first story renders, so switching the toolbar is instant.
  loaders: [
    async () => {
      await Promise.all([...STORY_LOCALES.map(loadMessages), translationCatalog(storyTranslations).load('ar')]);
    },
  ],
  tags: ['autodocs'],
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: STORY_LOCALES.map((value) => ({ value, title: languageName(value) })),
        dynamicTitle: true,
      },
    },
    direction: {
      description: 'Direction',
      toolbar: {
        title: 'Direction',
        icon: 'transfer',
        items: [
          { value: 'auto', title: "The language's" },
          { value: 'ltr', title: 'Left to right' },
          { value: 'rtl', title: 'Right to left' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light', locale: 'en', direction: 'auto' },
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    a11y: { test: 'error' },
    // "Show code" shows a story's render as JSX, not the story object (stories/support/source.ts).
    docs: { container: DocsPage, source: { transform: renderSource } },
    // A story's function args are the tests' spies, which the snippet would print as `function XY() {}`:
    // it leaves them out (a portal passes its own handlers). The package's parts go by the names a portal
    // imports (`Card.Root`), not their display or minified names.
    jsx: { filterProps: (value: unknown) => value !== undefined && typeof value !== 'function', displayName: snippetName },
    viewport: { options: viewports },
    // The guides, then the primitives (src/components) in the README catalogue's groups, then the portal's
    // blocks (src/blocks), site before dashboard.
    options: {
      storySort: {
        order: [
          'Docs',
          'Components',
          ['Forms', 'Overlays', 'Navigation', 'Feedback', 'Data display', 'Layout', 'Charts'],
          'Blocks',
          ['Site', 'Dashboard'],
        ],
      },
    },
    // Chromatic snapshots every story in each mode: both themes, and the narrowest screen.
    chromatic: {
      modes: {
        light: { theme: 'light' },
        dark: { theme: 'dark' },
        mobile: { theme: 'light', viewport: 'mobile' },
      },
    },
  },
};

export default preview;
