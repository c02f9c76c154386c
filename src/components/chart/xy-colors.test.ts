import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { token } from 'styled-system/tokens';
import { describe, expect, it } from 'vitest';
import { tokenVar } from './xy-colors';

describe('tokenVar', () => {
  it("names each token the charts use by Panda's own name for its CSS variable", () => {
    const code = ['xy-colors.ts', 'xy.tsx'].map((file) => readFileSync(join(import.meta.dirname, file), 'utf8')).join('\n');
    const paths = [...code.matchAll(/tokenVar\('([\w.]+)'\)/g)].map((match) => match[1]);
    expect(paths.length).toBeGreaterThanOrEqual(10);
    for (const path of paths) expect(tokenVar(path), path).toBe(token.var(path as Parameters<typeof token.var>[0]));
  });
});
