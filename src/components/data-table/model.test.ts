import { describe, expect, it } from 'vitest';
import { compareValues, includesText, matchesFilter, nextSorting, parseIsoDay } from './model';

const sv = new Intl.Collator('sv', { numeric: true, sensitivity: 'base' });
const en = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
const sort = (values: (string | number | Date | null | undefined)[], collator: Intl.Collator) =>
  [...values].sort((a, b) => compareValues(a, b, collator));

describe('compareValues', () => {
  it("orders text by the language's rules: Å, Ä and Ö after Z in Swedish, beside A and O in English", () => {
    expect(sort(['Öl', 'Zebra', 'Äpple', 'Apelsin', 'Ål'], sv)).toEqual(['Apelsin', 'Zebra', 'Ål', 'Äpple', 'Öl']);
    expect(sort(['Öl', 'Zebra', 'Äpple', 'Apelsin', 'Ål'], en)).toEqual(['Ål', 'Apelsin', 'Äpple', 'Öl', 'Zebra']);
  });

  it('orders digits in text by their number, and numbers and dates by value', () => {
    expect(sort(['SKU 10', 'SKU 9', 'SKU 100'], en)).toEqual(['SKU 9', 'SKU 10', 'SKU 100']);
    expect(sort([1000, 25, 300], en)).toEqual([25, 300, 1000]);
    expect(
      sort([new Date('2026-03-01'), new Date('2025-12-31'), new Date('2026-01-15')], en).map((d) =>
        (d as Date).toISOString().slice(0, 10),
      ),
    ).toEqual(['2025-12-31', '2026-01-15', '2026-03-01']);
  });

  it('puts empty values last', () => {
    expect(sort([null, 'B', '', 'A'], en)).toEqual(['A', 'B', null, '']);
    // (Array sort puts undefined last by itself, without asking the comparator.)
    expect(compareValues(undefined, 'A', en)).toBeGreaterThan(0);
    expect(compareValues('A', undefined, en)).toBeLessThan(0);
    expect(sort([3, null, 1], en)).toEqual([1, 3, null]);
  });
});

describe('matchesFilter', () => {
  it('keeps text containing the query in any case, and every row for an empty query', () => {
    const text = { type: 'text' } as const;
    expect(matchesFilter('Vanilla Protein Shake', text, 'protein', 'en')).toBe(true);
    expect(matchesFilter('Vanilla Protein Shake', text, 'cola', 'en')).toBe(false);
    expect(matchesFilter('Vanilla', text, '', 'en')).toBe(true);
    expect(matchesFilter(null, text, 'a', 'en')).toBe(false);
  });

  it('keeps the value equal to the chosen option', () => {
    const select = { type: 'select', options: [] } as const;
    expect(matchesFilter('In Production', select, 'In Production', 'en')).toBe(true);
    expect(matchesFilter('In Production Soon', select, 'In Production', 'en')).toBe(false);
  });

  it('keeps the value equal to any chosen option, and every row while none is chosen', () => {
    const multi = { type: 'multiSelect', options: [] } as const;
    expect(matchesFilter('Draft', multi, ['Draft', 'Shipped'], 'en')).toBe(true);
    expect(matchesFilter('Shipped', multi, ['Draft', 'Shipped'], 'en')).toBe(true);
    expect(matchesFilter('Delivered', multi, ['Draft', 'Shipped'], 'en')).toBe(false);
    expect(matchesFilter('Draft Copy', multi, ['Draft'], 'en')).toBe(false);
    expect(matchesFilter(null, multi, ['Draft'], 'en')).toBe(false);
    expect(matchesFilter('Delivered', multi, [], 'en')).toBe(true);
  });

  it('keeps days on or between the ends of a date range, either end open', () => {
    const range = { type: 'dateRange' } as const;
    expect(matchesFilter('2026-01-15', range, { start: '2026-01-15', end: '2026-01-31' }, 'en')).toBe(true);
    expect(matchesFilter('2026-01-31T23:00:00', range, { start: '2026-01-15', end: '2026-01-31' }, 'en')).toBe(true);
    expect(matchesFilter('2026-02-01', range, { start: '2026-01-15', end: '2026-01-31' }, 'en')).toBe(false);
    expect(matchesFilter(new Date(2026, 0, 10), range, { start: null, end: '2026-01-14' }, 'en')).toBe(true);
    expect(matchesFilter(new Date(2026, 0, 10), range, { start: '2026-01-11', end: null }, 'en')).toBe(false);
    expect(matchesFilter('not a date', range, { start: '2026-01-11', end: null }, 'en')).toBe(false);
    expect(matchesFilter('not a date', range, { start: null, end: null }, 'en')).toBe(true);
  });
});

describe('includesText', () => {
  it("ignores case by the language's rules", () => {
    expect(includesText('İSTANBUL', 'istanbul', 'tr')).toBe(true);
    expect(includesText('Straße', 'STRASSE', 'de')).toBe(false);
    expect(includesText('ÅKERBERG', 'åker', 'sv')).toBe(true);
    expect(includesText('Crème Brûlée', 'CRÈME', 'fr')).toBe(true);
  });

  it('ignores accents, in the text and in the query, as the Combobox does', () => {
    expect(includesText('Crème Brûlée', 'creme brulee', 'fr')).toBe(true);
    expect(includesText('Creme Brulee', 'Crème', 'fr')).toBe(true);
    expect(includesText('Öland Organics', 'oland', 'sv')).toBe(true);
    expect(includesText('İZMİR', 'izmir', 'tr')).toBe(true);
    expect(includesText('Crème', 'crema', 'fr')).toBe(false);
  });

  it('reads the query as text, not as a pattern, and ignores the spaces around it', () => {
    expect(includesText('Cost (net) $5.00', '(net) $5.', 'en')).toBe(true);
    expect(includesText('abc', 'a.c', 'en')).toBe(false);
    expect(includesText('a+b', ' A+B ', 'en')).toBe(true);
    expect(includesText('path\\to [x]', '\\to [X]', 'en')).toBe(true);
    expect(includesText('anything', '   ', 'en')).toBe(true);
  });
});

describe('parseIsoDay', () => {
  it('reads an ISO day and refuses garbage', () => {
    expect(parseIsoDay('2026-02-28')?.toString()).toBe('2026-02-28');
    expect(parseIsoDay('2026-02-30')).toBeNull();
    expect(parseIsoDay('soon')).toBeNull();
    expect(parseIsoDay(null)).toBeNull();
  });
});

describe('nextSorting', () => {
  const asc = (id: string) => ({ id, desc: false });
  const desc = (id: string) => ({ id, desc: true });

  it('cycles a column from unsorted to ascending, descending and unsorted again', () => {
    expect(nextSorting([], 'units', false)).toEqual([asc('units')]);
    expect(nextSorting([asc('units')], 'units', false)).toEqual([desc('units')]);
    expect(nextSorting([desc('units')], 'units', false)).toEqual([]);
  });

  it('without Shift, makes another column the only key', () => {
    expect(nextSorting([asc('units')], 'product', false)).toEqual([asc('product')]);
    // A first key clicked again while a second key follows: it alone, in its next direction.
    expect(nextSorting([asc('status'), asc('units')], 'status', false)).toEqual([desc('status')]);
    expect(nextSorting([desc('status'), asc('units')], 'status', false)).toEqual([asc('status')]);
  });

  it('without Shift, changes the last of several keys in place', () => {
    expect(nextSorting([asc('status'), asc('units')], 'units', false)).toEqual([asc('status'), desc('units')]);
    expect(nextSorting([asc('status'), desc('units')], 'units', false)).toEqual([asc('status')]);
  });

  it('with Shift, adds a further key, or changes or removes one in place', () => {
    expect(nextSorting([], 'units', true)).toEqual([asc('units')]);
    expect(nextSorting([asc('status')], 'units', true)).toEqual([asc('status'), asc('units')]);
    expect(nextSorting([asc('status'), asc('units')], 'status', true)).toEqual([desc('status'), asc('units')]);
    expect(nextSorting([desc('status'), asc('units')], 'status', true)).toEqual([asc('units')]);
  });
});
