// tokens/ is the one source of colours and sizes: this guards that nothing else writes one.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { semanticTokens, tokens } from '.';

const root = join(import.meta.dirname, '..');
const SCANNED = ['src', 'app', 'stories', '.storybook'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' || name === 'public' ? [] : sourceFiles(path);
    return /\.(ts|tsx|css|mdx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

// A hex or rgb()/hsl() colour, or a length in px/rem/em, written as a literal.
const RAW_VALUE = /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?|oklch)\(|\b\d+(?:\.\d+)?(?:px|rem|em)\b/i;
// A portal's brand colour in an example (`createBrand('#15803d')`, `brand: '#15803d'`) is the portal's input, not ours.
const BRAND_EXAMPLE = /\b(?:createBrand\(|brand(?:=|: |=\{))["']#[0-9a-f]{6}["']/gi;
// The copyable examples are a portal's code (consumers/types compiles them against the packed package): a
// portal without Panda has none of our size tokens, and writes its own.
const PORTAL_CODE = 'stories/examples/';

describe('tokens', () => {
  it('is the only place with literal colours and sizes', () => {
    const offenders = SCANNED.flatMap((dir) => sourceFiles(join(root, dir)))
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .map((line, index) => ({ line: line.trim(), where: `${relative(root, file)}:${index + 1}` }))
          .filter(({ line }) => RAW_VALUE.test(line.replace(BRAND_EXAMPLE, '')) && !/^(\/\/|\/\*|\*)/.test(line)),
      )
      .filter(({ where }) => !where.startsWith(PORTAL_CODE))
      .map(({ where, line }) => `${where}  ${line}`);
    expect(offenders).toEqual([]);
  });

  it('writes every numeric size as a token that exists', () => {
    // Panda turns a number that is not a token into pixels without a word: `minH: '9'` became 9px, not 2.25rem.
    const PROPS = 'w|h|minW|minH|maxW|maxH|boxSize|gap|rowGap|columnGap|p[xytbselr]?|m[xytbselr]?|top|right|bottom|left|inset';
    // Style objects (`minH: '9'`, `gap: { base: '4' }`) and Panda's JSX style props (`<Box minW="32">`); not
    // an SVG's or an image's own width and height attributes.
    const SIZE_PROP = new RegExp(
      `\\b(?:(?:${PROPS}|width|height|minWidth|minHeight|maxWidth|maxHeight|padding\\w*|margin\\w*|inset\\w*)\\s*:|(?:${PROPS})=)\\s*(\\{[^}]*\\}|'[^']*'|"[^"]*")`,
      'g',
    );
    const known = new Set([...Object.keys(tokens.spacing), ...Object.keys(tokens.sizes)]);
    const offenders = SCANNED.flatMap((dir) => sourceFiles(join(root, dir))).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(SIZE_PROP)].flatMap(([written, value]) =>
        [...value.matchAll(/['"]-?(\d+(?:\.\d+)?)['"]/g)]
          .filter(([, number]) => !known.has(number))
          .map(() => `${relative(root, file)}: ${written}`),
      ),
    );
    expect(offenders).toEqual([]);
  });

  it('gives every semantic colour a light and a dark value', () => {
    const leaves = (node: object, path: string[] = []): [string, unknown][] =>
      Object.entries(node).flatMap(([key, value]) =>
        value && typeof value === 'object' && !('value' in value)
          ? leaves(value, [...path, key])
          : [[[...path, key].join('.'), value]],
      );
    for (const [name, token] of leaves(semanticTokens.colors)) {
      const value = (token as { value: { base?: string; _dark?: string } }).value;
      expect(value.base, name).toBeTruthy();
      expect(value._dark, name).toBeTruthy();
    }
  });

  it('fixes the toast size and gap from the spec', () => {
    expect(tokens.sizes.toast.value).toBe('356px');
    expect(tokens.spacing.toastGap.value).toBe('14px');
  });
});
