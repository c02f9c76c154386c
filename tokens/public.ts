// The theme variables a portal may read and set: public API, named in the README and on the Theming page,
// kept across minor releases. Every other `--colors-*` or `--radii-*` variable may change in any release.
import { colors } from './colors';
import { radii } from './radii';
import { semanticColors } from './semantic';
import { fonts } from './typography';

export const PUBLIC_TOKENS = [
  'colors.accent.solid',
  'colors.accent.solidHover',
  'colors.accent.contrast',
  'colors.accent.fg',
  'colors.accent.subtle',
  'colors.accent.muted',
  'colors.accent.border',
  'colors.focusRing',
  'colors.bg.canvas',
  'colors.bg.surface',
  'colors.bg.subtle',
  'colors.bg.muted',
  'colors.bg.emphasized',
  'colors.fg.default',
  'colors.fg.muted',
  'colors.fg.subtle',
  'colors.border.default',
  'colors.border.muted',
  'colors.border.strong',
  'radii.sm',
  'radii.md',
  'radii.lg',
  'radii.xl',
  'fonts.body',
  'fonts.heading',
  'fonts.mono',
] as const;

export type PublicToken = (typeof PUBLIC_TOKENS)[number];

/** The CSS variable Panda writes for a token path: `colors.accent.solidHover` is `--colors-accent-solid-hover`. */
export const cssVariable = (token: string) =>
  `--${token.replace(/\./g, '-').replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;

const at = (tree: object, path: string[]) =>
  path.reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], tree) as
    | { value: string | { base: string; _dark: string } }
    | undefined;

/** A palette reference ('{colors.blue.600}') as its colour. */
const resolve = (value: string) => {
  const match = /^\{colors\.(.+)\}$/.exec(value);
  return match ? String(at(colors, match[1].split('.'))?.value ?? value) : value;
};

/** A public token's variable and its value in each theme (the same in both for radii and fonts). */
export function publicVariable(token: PublicToken): { variable: string; light: string; dark: string } {
  const [kind, ...path] = token.split('.');
  const tree = kind === 'colors' ? semanticColors : kind === 'radii' ? radii : fonts;
  const value = at(tree, path)?.value;
  if (value === undefined) throw new Error(`No token ${token}`);
  const [light, dark] = typeof value === 'string' ? [value, value] : [value.base, value._dark];
  return { variable: cssVariable(token), light: resolve(light), dark: resolve(dark) };
}
