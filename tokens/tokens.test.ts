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

describe('tokens', () => {
  it('is the only place with literal colours and sizes', () => {
    const offenders = SCANNED.flatMap((dir) => sourceFiles(join(root, dir)))
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .map((line, index) => ({ line: line.trim(), where: `${relative(root, file)}:${index + 1}` }))
          .filter(({ line }) => RAW_VALUE.test(line) && !/^(\/\/|\/\*|\*)/.test(line)),
      )
      .map(({ where, line }) => `${where}  ${line}`);
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
