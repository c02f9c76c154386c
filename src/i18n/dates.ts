// The values the date components take and give come from @internationalized/date. The ones a portal needs to
// make and compare them are exported here, so it writes "not before today" without a second copy of the
// library (which would make values the components' own `instanceof` checks do not know).
import { type CalendarDate, today } from '@internationalized/date';
import { useLanguage } from './LanguageProvider';

export {
  CalendarDate,
  CalendarDateTime,
  type DateValue,
  getLocalTimeZone,
  isSameDay,
  isToday,
  now,
  parseDate,
  parseDateTime,
  parseTime,
  parseZonedDateTime,
  Time,
  today,
  ZonedDateTime,
} from '@internationalized/date';

/**
 * Today in the provider's time zone (the portal's, else the browser's; UTC on the server and while
 * hydrating, as every date the package shows), e.g. `isDateUnavailable={(day) => day.compare(todayHere) < 0}`.
 */
export function useToday(): CalendarDate {
  return today(useLanguage().timeZone);
}
