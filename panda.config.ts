import { defineConfig } from '@pandacss/dev';
import { labelportPreset } from './src/preset';

export default defineConfig({
  // Only our preset: no default Panda palette, so every colour and size comes from tokens/.
  presets: [labelportPreset],
  eject: false,
  preflight: true,
  jsxFramework: 'react',
  include: ['./src/**/*.{ts,tsx}', './app/**/*.{ts,tsx}', './stories/**/*.{ts,tsx}', './.storybook/**/*.{ts,tsx}'],
  exclude: ['./src/**/*.test.{ts,tsx}'],
  outdir: 'styled-system',
  importMap: 'styled-system',
});
