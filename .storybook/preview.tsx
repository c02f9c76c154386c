import type { Decorator, Preview } from '@storybook/react-vite';
import '@fontsource-variable/inter';
import '@fontsource-variable/jetbrains-mono';
import '../src/styles.css';
import { LanguageProvider, LOCALES, type Locale, loadMessages, type Theme, ThemeProvider, Toaster } from '../src';
import { viewports } from '../tokens';

// Theme and locale come from the toolbar, so every story can be checked in both themes and four languages.
const withProviders: Decorator = (Story, context) => {
  const theme = (context.globals.theme ?? 'light') as Theme;
  const locale = (context.globals.locale ?? 'en') as Locale;
  return (
    <ThemeProvider theme={theme}>
      <LanguageProvider locale={locale}>
        <Story />
        {/* The one toast area, as an app renders it: stories call `toaster.create(...)`. */}
        <Toaster />
      </LanguageProvider>
    </ThemeProvider>
  );
};

const preview: Preview = {
  decorators: [withProviders],
  // Every language is loaded before the first story renders, so switching the toolbar is instant.
  loaders: [
    async () => {
      await Promise.all(LOCALES.map(loadMessages));
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
        items: [
          { value: 'en', title: 'English' },
          { value: 'sv', title: 'Svenska' },
          { value: 'de', title: 'Deutsch' },
          { value: 'fr', title: 'Français' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light', locale: 'en' },
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    a11y: { test: 'error' },
    viewport: { options: viewports },
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
