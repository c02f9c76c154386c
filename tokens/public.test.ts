// The public theme variables are what a portal may rely on: each is the variable Panda really writes, and
// the README lists each with its light and dark values, so the documented table cannot drift from tokens/.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PUBLIC_TOKENS, publicVariable } from './public';

const root = join(import.meta.dirname, '..');

describe('public theme variables', () => {
  it('are the variables Panda writes for their tokens', () => {
    // Panda's generated token map: `"colors.accent.solid": { …, "variable": "var(--colors-accent-solid)" }`.
    const generated = readFileSync(join(root, 'styled-system/tokens/index.mjs'), 'utf8');
    for (const token of PUBLIC_TOKENS) {
      const entry = new RegExp(`"${token.replace(/\./g, '\\.')}": \\{[^}]*"variable": "var\\((--[\\w-]+)\\)"`).exec(generated);
      expect(entry?.[1], token).toBe(publicVariable(token).variable);
    }
  });

  it('are listed in the README with their light and dark values', () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    const rows = [...readme.matchAll(/^\| `(--[\w-]+)` \| `([^`]+)` \| `([^`]+)` \|$/gm)].map(([, variable, light, dark]) => ({
      variable,
      light,
      dark,
    }));
    expect(rows).toEqual(PUBLIC_TOKENS.map(publicVariable));
  });
});
