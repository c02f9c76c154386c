import { createPreset } from '@labelport/ui/preset';
import { defineConfig } from '@pandacss/dev';

export default defineConfig({
  // The package's components are drawn on Panda's reset; without it they lose their base styles.
  preflight: true,
  // The package's preset, in the portal's brand colour (buttons, links, checked controls, the focus ring).
  presets: [createPreset({ brand: '#15803d' })],
  // The package's build info lists every class its components use, so this run emits them too.
  include: ['./node_modules/@labelport/ui/dist/panda.buildinfo.json', './src/**/*.{ts,tsx}'],
  outdir: 'styled-system',
  // No `prefix`, `hash` or `separator`: the package's components use Panda's default class names.
});
