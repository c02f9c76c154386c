import { defineConfig } from '@pandacss/dev';

// Only what the page uses: Panda's utilities and conditions, the page's own few tokens, light and dark.
export default defineConfig({
  preflight: true,
  presets: ['@pandacss/preset-base'],
  include: ['./src/**/*.{ts,tsx}'],
  outdir: 'styled-system',
  conditions: { extend: { dark: '.dark &' } },
  theme: {
    tokens: {
      colors: {
        white: { value: '#ffffff' },
        ink: { value: '#111827' },
        paper: { value: '#0b1220' },
        blue: { value: '#2563eb' },
        sky: { value: '#60a5fa' },
        grey: { value: '#6b7280' },
        line: { value: '#d1d5db' },
        lineDark: { value: '#374151' },
      },
      radii: { sm: { value: '4px' }, md: { value: '8px' }, full: { value: '9999px' } },
      spacing: { 1: { value: '4px' }, 2: { value: '8px' }, 3: { value: '12px' }, 4: { value: '16px' }, 6: { value: '24px' } },
      shadows: { md: { value: '0 4px 12px rgb(0 0 0 / 0.15)' } },
    },
    semanticTokens: {
      colors: {
        bg: { value: { base: '{colors.white}', _dark: '{colors.paper}' } },
        fg: { value: { base: '{colors.ink}', _dark: '{colors.white}' } },
        muted: { value: { base: '{colors.grey}', _dark: '{colors.line}' } },
        accent: { value: { base: '{colors.blue}', _dark: '{colors.sky}' } },
        border: { value: { base: '{colors.line}', _dark: '{colors.lineDark}' } },
      },
    },
  },
});
