import type { Decorator, Preview } from '@storybook/react-vite';
import '@fontsource-variable/inter';
import '../src/styles.css';
import { LanguageProvider, type Locale, type Theme, ThemeProvider } from '../src';

// Theme and locale come from the toolbar, so every story can be checked in both themes and four languages.
const withProviders: Decorator = (Story, context) => {
  const theme = (context.globals.theme ?? 'light') as Theme;
  const locale = (context.globals.locale ?? 'en') as Locale;
  return (
    <ThemeProvider theme={theme}>
      <LanguageProvider locale={locale}>
        <Story />
      </LanguageProvider>
    </ThemeProvider>
  );
};

const preview: Preview = {
  decorators: [withProviders],
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
    chromatic: {
      modes: {
        light: { theme: 'light' },
        dark: { theme: 'dark' },
      },
    },
  },
};

export default preview;
