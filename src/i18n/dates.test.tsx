import { today as todayIn } from '@internationalized/date';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CalendarDate, parseDate, useToday } from './dates';
import { LanguageProvider } from './LanguageProvider';

function Today() {
  return <p>{useToday().toString()}</p>;
}
const todayIn14 = (timeZone: string) =>
  renderToString(
    <LanguageProvider timeZone={timeZone}>
      <Today />
    </LanguageProvider>,
  );

describe('useToday', () => {
  it("is today in the provider's time zone, which may be another day than the browser's", () => {
    // Kiritimati (UTC+14) and Pago Pago (UTC-11) are never on the same day.
    const ahead = todayIn('Pacific/Kiritimati').toString();
    const behind = todayIn('Pacific/Pago_Pago').toString();
    expect(ahead).not.toBe(behind);
    expect(todayIn14('Pacific/Kiritimati')).toContain(ahead);
    expect(todayIn14('Pacific/Pago_Pago')).toContain(behind);
  });

  it('is in UTC on the server without a zone, as every date the package shows', () => {
    expect(todayIn14(undefined as unknown as string)).toContain(todayIn('UTC').toString());
  });
});

describe('the date values a portal makes', () => {
  it('compare with the days the components give: "not before today"', () => {
    const notBefore = (day: CalendarDate, first: CalendarDate) => day.compare(first) >= 0;
    expect(notBefore(parseDate('2026-12-02'), new CalendarDate(2026, 12, 1))).toBe(true);
    expect(notBefore(parseDate('2026-11-30'), new CalendarDate(2026, 12, 1))).toBe(false);
  });
});
