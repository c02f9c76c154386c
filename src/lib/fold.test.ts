import { describe, expect, it } from 'vitest';
import { foldedPattern, foldForSearch } from './fold';

describe('foldForSearch', () => {
  it('sets case and accents aside', () => {
    expect(foldForSearch('Zürich', 'de')).toBe('zurich');
    expect(foldForSearch('Ærø Crème BRÛLÉE', 'fr')).toBe('ærø creme brulee');
    expect(foldForSearch('Göteborg', 'sv')).toBe('goteborg');
  });
  it('lowercases as the language does: Turkish dotted I', () => {
    expect(foldForSearch('İzmir', 'tr')).toBe('izmir');
  });
});

describe('foldedPattern', () => {
  it('finds a folded query in text as it is, in any case, with or without accents', () => {
    const creme = foldedPattern(foldForSearch('Crème', 'fr'));
    expect(creme.test('CRÈME BRÛLÉE')).toBe(true);
    expect(creme.test('creme fraiche')).toBe(true);
    expect(creme.test('Cre\u0300me, its accent a separate mark')).toBe(true);
    expect(creme.test('Crema')).toBe(false);
    expect(foldedPattern('zurich').test('Zürich')).toBe(true);
    expect(foldedPattern('ελλαδα').test('Ελλάδα')).toBe(true);
    expect(foldedPattern('ежик').test('Ёжик')).toBe(true);
  });

  it('reads the query as text, not as a pattern', () => {
    expect(foldedPattern('(net) $5.').test('Cost (net) $5.00')).toBe(true);
    expect(foldedPattern('a.c').test('abc')).toBe(false);
    expect(foldedPattern('a-b/c').test('A-B/C')).toBe(true);
  });
});
