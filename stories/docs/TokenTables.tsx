// Renders the design tokens for the docs, read straight from tokens/ so the page never drifts.
import { ColorItem, ColorPalette, Typeset } from '@storybook/addon-docs/blocks';
import { css } from 'styled-system/css';
import { PUBLIC_TOKENS, publicVariable, semanticTokens, tokens } from '../../tokens';

type Leaf = { value: string | { base: string; _dark: string } };

/** Follows a reference such as '{colors.blue.600}' into the palette and returns its value. */
function resolveColor(reference: string): string {
  const match = /^\{colors\.(.+)\}$/.exec(reference);
  if (!match) return reference;
  const node = match[1].split('.').reduce<unknown>((at, key) => (at as Record<string, unknown>)?.[key], tokens.colors) as
    | Leaf
    | undefined;
  return typeof node?.value === 'string' ? node.value : reference;
}

export function Palette() {
  return (
    <ColorPalette>
      {Object.entries(tokens.colors)
        .filter(([, scale]) => !('value' in scale))
        .map(([name, scale]) => (
          <ColorItem
            key={name}
            title={name}
            subtitle={`colors.${name}.*`}
            colors={Object.fromEntries(
              Object.entries(scale as Record<string, Leaf>).map(([step, leaf]) => [step, String(leaf.value)]),
            )}
          />
        ))}
    </ColorPalette>
  );
}

const cell = css({ p: '2', borderBottomWidth: 'thin', textAlign: 'start', fontSize: 'sm' });
const swatch = css({
  display: 'inline-block',
  w: '6',
  h: '6',
  borderRadius: 'sm',
  borderWidth: 'thin',
  verticalAlign: 'middle',
  me: '2',
});

export function SemanticColors() {
  const row = (token: string, leaf: Leaf) => {
    const value = leaf.value as { base: string; _dark: string };
    return { token, light: resolveColor(value.base), dark: resolveColor(value._dark) };
  };
  // A group ('bg': canvas, surface, …) or a token of its own at the top ('focusRing').
  const rows = Object.entries(semanticTokens.colors).flatMap(([group, entries]) =>
    'value' in entries
      ? [row(group, entries as Leaf)]
      : Object.entries(entries as Record<string, Leaf>).map(([name, leaf]) => row(`${group}.${name}`, leaf)),
  );
  return (
    <table className={css({ w: 'full', borderCollapse: 'collapse' })}>
      <thead>
        <tr>
          <th className={cell}>Token</th>
          <th className={cell}>Light</th>
          <th className={cell}>Dark</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.token}>
            <td className={cell}>
              <code>{row.token}</code>
            </td>
            {[row.light, row.dark].map((color, index) => (
              <td key={index} className={cell}>
                <span className={swatch} style={{ background: color }} />
                <code>{color}</code>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The public theme variables (tokens/public.ts), with a swatch for the colours. */
export function ThemeVariables() {
  const value = (text: string, isColor: boolean) => (
    <>
      {isColor && <span className={swatch} style={{ background: text }} />}
      <code>{text}</code>
    </>
  );
  return (
    <table className={css({ w: 'full', borderCollapse: 'collapse' })}>
      <thead>
        <tr>
          <th className={cell}>Variable</th>
          <th className={cell}>Light</th>
          <th className={cell}>Dark</th>
        </tr>
      </thead>
      <tbody>
        {PUBLIC_TOKENS.map((token) => {
          const { variable, light, dark } = publicVariable(token);
          const isColor = token.startsWith('colors.');
          return (
            <tr key={token}>
              <td className={cell}>
                <code>{variable}</code>
              </td>
              <td className={cell}>{value(light, isColor)}</td>
              <td className={cell}>{isColor ? value(dark, true) : 'the same'}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

export function TypeScale() {
  return (
    <Typeset
      fontFamily={String(tokens.fonts.body.value)}
      fontSizes={Object.values(tokens.fontSizes).map((size) => size.value)}
      fontWeight={700}
      sampleText="Private-label production, from request to truck"
    />
  );
}

export function Scale({ of }: { of: 'spacing' | 'radii' }) {
  const entries = Object.entries(tokens[of]).filter(([, leaf]) => /rem|px/.test(String(leaf.value)));
  return (
    <table className={css({ w: 'full', borderCollapse: 'collapse' })}>
      <tbody>
        {entries.map(([name, leaf]) => (
          <tr key={name}>
            <td className={cell}>
              <code>{`${of}.${name}`}</code>
            </td>
            <td className={cell}>
              <code>{String(leaf.value)}</code>
            </td>
            <td className={cell}>
              {of === 'spacing' ? (
                <span
                  className={css({ display: 'block', h: '3', bg: 'accent.solid', borderRadius: 'xs' })}
                  style={{ width: String(leaf.value) }}
                />
              ) : (
                <span
                  className={css({
                    display: 'block',
                    w: '12',
                    h: '12',
                    bg: 'accent.muted',
                    borderWidth: 'thin',
                    borderColor: 'accent.border',
                  })}
                  style={{ borderRadius: String(leaf.value) }}
                />
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
