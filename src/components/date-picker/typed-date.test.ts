import { describe, expect, it } from 'vitest';
import { parseTypedDate, typedDateFormat } from './typed-date';

const text = (date: ReturnType<typeof parseTypedDate>) => date?.toString() ?? null;

describe('parseTypedDate', () => {
  it("reads the locale's numeric form", () => {
    expect(text(parseTypedDate('03/14/2026', 'en-US'))).toBe('2026-03-14');
    expect(text(parseTypedDate('2026-03-14', 'sv-SE'))).toBe('2026-03-14');
    expect(text(parseTypedDate('14.03.2026', 'de-DE'))).toBe('2026-03-14');
    expect(text(parseTypedDate('14/03/2026', 'fr-FR'))).toBe('2026-03-14');
    expect(text(parseTypedDate('3/4/26', 'en-US'))).toBe('2026-03-04');
  });

  it('reads ISO 8601 in any language', () => {
    expect(text(parseTypedDate('2026-03-14', 'en-US'))).toBe('2026-03-14');
    expect(text(parseTypedDate('2026-03-14', 'de-DE'))).toBe('2026-03-14');
  });

  it('refuses what is not a day that exists', () => {
    for (const typed of ['', 'tomorrow', '14/03', '13/14/2026', '02/30/2026', '00/10/2026', '03/14/202', '3/14/2026 x']) {
      expect(parseTypedDate(typed, 'en-US')).toBeNull();
    }
    expect(parseTypedDate('29.02.2027', 'de-DE')).toBeNull();
    expect(text(parseTypedDate('29.02.2028', 'de-DE'))).toBe('2028-02-29');
  });
});

describe('typedDateFormat', () => {
  it('says how to type a date in the locale', () => {
    const words = { day: 'dd', month: 'mm', year: 'yyyy' };
    expect(typedDateFormat('en-US', words)).toBe('mm/dd/yyyy');
    expect(typedDateFormat('de-DE', { day: 'TT', month: 'MM', year: 'JJJJ' })).toBe('TT.MM.JJJJ');
    expect(typedDateFormat('sv-SE', { day: 'dd', month: 'mm', year: 'åååå' })).toBe('åååå-mm-dd');
  });
});
