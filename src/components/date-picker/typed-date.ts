import { CalendarDate } from '@internationalized/date';

type Part = 'day' | 'month' | 'year';

/** The order of day, month and year in the locale's numeric dates, and the text between them. */
function numericParts(locale: string): { type: Part | 'literal'; value: string }[] {
  return new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric' })
    .formatToParts(new Date(2000, 11, 25))
    .filter((part) => ['day', 'month', 'year', 'literal'].includes(part.type)) as { type: Part | 'literal'; value: string }[];
}

/**
 * A date typed in the locale's numeric form ('03/14/2026' in US English, '2026-03-14' in Swedish,
 * '14.03.2026' in German, '14/03/2026' in French), or ISO 8601 in any language; null when the text is not
 * a day that exists. Stricter than Ark's parser, which turns text it cannot read into today.
 */
export function parseTypedDate(text: string, locale: string): CalendarDate | null {
  const numbers = text.trim().match(/\d+/g);
  if (numbers?.length !== 3 || /[^\d\s./\-,]/.test(text.trim())) return null;
  const order = /^\d{4}$/.test(numbers[0])
    ? (['year', 'month', 'day'] as const)
    : numericParts(locale)
        .map((part) => part.type)
        .filter((type): type is Part => type !== 'literal');
  const value = Object.fromEntries(order.map((type, index) => [type, Number(numbers[index])])) as Record<Part, number>;
  const yearText = numbers[order.indexOf('year')];
  const year = yearText.length <= 2 ? 2000 + value.year : value.year;
  if (yearText.length === 3 || year < 1000 || value.month < 1 || value.month > 12 || value.day < 1) return null;
  const date = new CalendarDate(year, value.month, 1);
  if (value.day > date.calendar.getDaysInMonth(date)) return null;
  return date.set({ day: value.day });
}

/** How a date is typed in the locale, with the given words for the parts: 'mm/dd/yyyy', 'åååå-mm-dd'… */
export function typedDateFormat(locale: string, words: Record<Part, string>): string {
  return numericParts(locale)
    .map((part) => (part.type === 'literal' ? part.value : words[part.type]))
    .join('');
}
