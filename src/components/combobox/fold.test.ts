import { describe, expect, it } from 'vitest';
import { foldForSearch } from './fold';

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
