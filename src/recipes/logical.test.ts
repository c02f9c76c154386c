// Right to left mirrors a recipe only where it says start and end: a physical side (left, margin-right, a
// left border) stays where it is and draws the layout backwards in Arabic. A line that must be physical says
// why in a `// physical:` comment just above it.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const PHYSICAL_KEY =
  /(?<![\w-])(left|right|ml|mr|pl|pr|marginLeft|marginRight|paddingLeft|paddingRight|borderLeft\w*|borderRight\w*|rounded(Top|Bottom)?(Left|Right)|border(Top|Bottom)(Left|Right)Radius|scroll(Margin|Padding)(Left|Right)|insetLeft|insetRight)\s*:/;
const PHYSICAL_VALUE = /(textAlign|float|clear)\s*:\s*'(left|right)'/;
// Motion along the line takes its sign from --inline-sign, -1 in right to left.
const slidesUnsigned = (line: string) => /translateX\((?!0\))/.test(line) && !line.includes('--inline-sign');

const dir = import.meta.dirname;
const recipes = readdirSync(dir).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));

describe('recipes', () => {
  it('are read from every recipe file', () => {
    expect(recipes.length).toBeGreaterThan(80);
  });

  it.each(recipes)('%s uses logical sides only, or says why not', (name) => {
    const lines = readFileSync(join(dir, name), 'utf8').split('\n');
    const physical = lines.filter((line, index) => {
      if (/^\s*(\/\/|\*)/.test(line) || lines[index - 1]?.includes('// physical:')) return false;
      return PHYSICAL_KEY.test(line) || PHYSICAL_VALUE.test(line) || slidesUnsigned(line);
    });
    expect(physical).toEqual([]);
  });
});
