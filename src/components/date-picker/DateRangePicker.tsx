import type { DatePickerValueChangeDetails, DateValue } from '@ark-ui/react/date-picker';
import { type CalendarDate, isSameDay, maxDate, toCalendarDate, today } from '@internationalized/date';
import { CalendarDays, X } from 'lucide-react';
import { type ReactNode, type RefAttributes, useId, useState } from 'react';
import { useLanguage } from '../../i18n/LanguageProvider';
import { addEnglish } from '../../i18n/messages';
import { enDateRangePicker } from '../../i18n/messages/en-date-range-picker';
import { useIdleAfterPaint } from '../../lib/idle';
import { visuallyHidden } from '../../lib/visually-hidden';
import { FieldErrorText, FieldHelperText, FieldRequiredIndicator, FieldRoot } from '../field/Field';
import { Portal } from '../portal';
import { VisuallyHidden } from '../visually-hidden';
import {
  DatePickerBody,
  DatePickerCalendar,
  DatePickerClearTrigger,
  DatePickerContent,
  DatePickerControl,
  DatePickerLabel,
  DatePickerPositioner,
  DatePickerPresets,
  DatePickerPresetTrigger,
  DatePickerRoot,
  type DatePickerRootProps,
  DatePickerTrigger,
  DescribedContent,
  DescribedInput,
  fieldWidth,
  InlineLabel,
  TypedDateNotice,
  TypedDatesProvider,
  useDatePickerContext,
  useTypedDates,
} from './DatePicker';
import { DATE_RANGE_PRESETS, type DateRange, type DateRangePresetName, isoInterval, presetWithin } from './date-range-presets';

// Its English joins the catalog with it; DatePicker's (which it renders) comes with DatePicker.
addEnglish(enDateRangePicker);

/** A quick range of your own: its label and the days it covers, counted from today in the user's time zone. */
export interface DateRangePresetOption {
  /** The button's text, already in the active language. */
  label: string;
  /** The first and last day, from today and the active locale (for where weeks start). */
  range: (today: CalendarDate, locale: string) => { start: CalendarDate; end: CalendarDate };
}

export interface DateRangePickerProps
  extends Omit<
      DatePickerRootProps,
      | 'value'
      | 'defaultValue'
      | 'onValueChange'
      | 'min'
      | 'max'
      | 'isDateUnavailable'
      | 'children'
      | 'selectionMode'
      | 'deselectable'
    >,
    RefAttributes<HTMLDivElement> {
  /** The chosen range (controlled). `null` means none; `end` is null while the second end is being picked. */
  value?: DateRange | null;
  /** The range chosen at first (uncontrolled). */
  defaultValue?: DateRange | null;
  /** Called on each pick: first with `end: null` once the start is picked, then with both ends; `null` when cleared. */
  onValueChange?: (range: DateRange | null) => void;
  /** The earliest day that can be picked; earlier days are disabled, and presets are cut to it. */
  min?: CalendarDate;
  /** The latest day that can be picked; later days are disabled, and presets are cut to it. */
  max?: CalendarDate;
  /** Disables every day before today in the user's time zone. Combines with `min`. */
  disablePast?: boolean;
  /** A range must be chosen: the popover has no clear button, and the field shows the required mark. */
  required?: boolean;
  /** The visible label. It names the two inputs' group (popover) or the calendar (inline). */
  label?: ReactNode;
  /** `popover` (default) shows a start and an end input with a calendar button; `inline` shows the calendar itself. */
  mode?: 'inline' | 'popover';
  /**
   * When the popover mode's closed calendar renders. By default, in the first idle moment after the page has
   * painted, so that neither the page nor the first open waits for it; `true`: only when it first opens;
   * `false`: at once, with the page.
   */
  lazyMount?: boolean;
  /**
   * Quick ranges beside the calendar: built-in names (`thisWeek`, `nextWeek`, `next7Days`, `next30Days`,
   * `last7Days`, `last30Days`, `thisMonth`, `nextMonth`, `lastMonth`), with translated labels, or your own.
   */
  presets?: readonly (DateRangePresetName | DateRangePresetOption)[];
  /** Marks days that cannot be booked although they are inside `min`–`max`. */
  isDateUnavailable?: (date: CalendarDate) => boolean;
  /** Disables the whole picker. */
  disabled?: boolean;
  /** Shows the range but does not let it change. */
  readOnly?: boolean;
  /** Marks the value as invalid: `aria-invalid`, a red border, and `errorText` shown. Defaults to `Boolean(errorText)`. */
  invalid?: boolean;
  /** A hint under the picker; the inputs (or the inline calendar) are described by it. */
  helperText?: ReactNode;
  /** The message shown while the value is invalid; the inputs (or the inline calendar) are described by it. */
  errorText?: ReactNode;
  /**
   * The form field name: a hidden input submits the range as one ISO 8601 interval, `2026-01-12/2026-01-18`
   * (empty until both ends are chosen).
   */
  name?: string;
  /** Overrides the active language (BCP 47 tag). */
  locale?: string;
  /** Overrides the time zone used for 'today'. Defaults to the provider's `timeZone` (the browser's unless set). */
  timeZone?: string;
  /** Extra class names for the root. */
  className?: string;
  /** Id of the root; parts derive their ids from it. */
  id?: string;
}

const toList = (range: DateRange | null | undefined): DateValue[] | undefined =>
  range === undefined ? undefined : range ? (range.end ? [range.start, range.end] : [range.start]) : [];

const toRange = (list: DateValue[]): DateRange | null => {
  const [start, end] = list;
  return start ? { start: toCalendarDate(start), end: end ? toCalendarDate(end) : null } : null;
};

/**
 * What a form submits: the range as an ISO interval, under `name`. An input rather than a hidden one, so
 * that a form library focusing the first field with a problem (useForm) can: it hands the focus on to the
 * start input, or to the calendar's focusable day when inline, as Ark's Select does with its hidden select.
 */
function SubmittedRange({ name, range }: { name: string; range: DateRange | null }) {
  return (
    <input
      name={name}
      value={isoInterval(range)}
      readOnly
      tabIndex={-1}
      aria-hidden
      className={visuallyHidden}
      onFocus={(event) => {
        const root = event.currentTarget.parentElement;
        root?.querySelector<HTMLElement>('input[data-index="0"], [data-part="table-cell-trigger"][tabindex="0"]')?.focus();
      }}
    />
  );
}

/** The preset buttons; the one matching the chosen range is pressed. */
function Presets({
  presets,
  min,
  max,
  zone,
}: {
  presets: readonly (DateRangePresetName | DateRangePresetOption)[];
  min?: CalendarDate;
  max?: CalendarDate;
  zone: string;
}) {
  const { t, locale } = useLanguage();
  const api = useDatePickerContext();
  const [start, end] = api.value;
  const now = today(zone);
  return (
    <DatePickerPresets role="group" aria-label={t('inputs.datePicker.presets')}>
      {presets.map((preset) => {
        const { label, range } =
          typeof preset === 'string'
            ? { label: t(`inputs.datePicker.preset.${preset}`), range: DATE_RANGE_PRESETS[preset] }
            : preset;
        const days = presetWithin(range(now, locale), min, max);
        const pressed = Boolean(days && start && end && isSameDay(start, days.start) && isSameDay(end, days.end));
        return (
          <DatePickerPresetTrigger
            key={label}
            value={days ? [days.start, days.end] : []}
            disabled={!days}
            // Ark names it by an English list of its dates; the label is what the user sees and says.
            aria-label={label}
            aria-pressed={pressed}
          >
            {label}
          </DatePickerPresetTrigger>
        );
      })}
    </DatePickerPresets>
  );
}

/**
 * Picks a range of days, as a portal's filters and bookings need: a start and an end input with a calendar
 * (or the calendar inline), and quick ranges such as "This week" or "Next 30 days" beside it. Screen readers
 * hear each day as the start, the end or inside the range, and the chosen range once it changes.
 */
export function DateRangePicker({
  value,
  defaultValue,
  onValueChange,
  min,
  max,
  disablePast = false,
  required = false,
  label,
  mode = 'popover',
  presets,
  isDateUnavailable,
  timeZone,
  helperText,
  errorText,
  invalid = Boolean(errorText),
  disabled,
  readOnly,
  name,
  translations,
  lazyMount,
  ...rest
}: DateRangePickerProps) {
  const { t, formatDate, timeZone: portalTimeZone } = useLanguage();
  const zone = timeZone ?? portalTimeZone;
  const earliest = disablePast ? (min ? (maxDate(min, today(zone)) ?? undefined) : today(zone)) : min;
  const labelId = useId();
  const inline = mode === 'inline';
  // The closed calendar renders once the page has painted and is idle, so that the page does not wait for it.
  const idle = useIdleAfterPaint(!inline);
  const dates = useTypedDates(rest.locale);
  // What the hidden input submits and the live region reads, controlled or not.
  const [own, setOwn] = useState<DateRange | null>(defaultValue ?? null);
  const current = value === undefined ? own : value;

  const handleValueChange = (details: DatePickerValueChangeDetails) => {
    const range = toRange(details.value);
    setOwn(range);
    onValueChange?.(range);
  };

  const long = (date: CalendarDate) => formatDate(date.toString(), 'long');
  const said = current
    ? current.end
      ? t('inputs.datePicker.rangeChosen', { start: long(current.start), end: long(current.end) })
      : t('inputs.datePicker.rangeStarted', { start: long(current.start) })
    : '';
  const calendar = (
    <DatePickerBody>
      {presets?.length ? <Presets presets={presets} min={earliest} max={max} zone={zone} /> : null}
      <DatePickerCalendar />
    </DatePickerBody>
  );

  return (
    <FieldRoot className={fieldWidth} invalid={invalid} required={required} disabled={disabled} readOnly={readOnly}>
      <DatePickerRoot
        selectionMode="range"
        inline={inline}
        invalid={invalid}
        disabled={disabled}
        readOnly={readOnly}
        fixedWeeks
        value={toList(value)}
        defaultValue={toList(defaultValue)}
        onValueChange={handleValueChange}
        min={earliest}
        max={max}
        required={required}
        timeZone={zone}
        lazyMount={lazyMount ?? !idle}
        isDateUnavailable={isDateUnavailable ? (date) => isDateUnavailable(toCalendarDate(date)) : undefined}
        translations={{ clearTrigger: t('inputs.datePicker.clearRange'), ...translations }}
        {...rest}
      >
        {name && <SubmittedRange name={name} range={current} />}
        {inline ? (
          <>
            {label && (
              <InlineLabel id={labelId}>
                {label}
                <FieldRequiredIndicator />
              </InlineLabel>
            )}
            <DescribedContent aria-labelledby={label ? labelId : undefined}>{calendar}</DescribedContent>
          </>
        ) : (
          <>
            {label && (
              <DatePickerLabel id={labelId}>
                {label}
                <FieldRequiredIndicator />
              </DatePickerLabel>
            )}
            <DatePickerControl role="group" aria-labelledby={label ? labelId : undefined}>
              <TypedDatesProvider value={dates}>
                <DescribedInput index={0} aria-label={t('inputs.datePicker.startDate')} />
                <span aria-hidden>–</span>
                <DescribedInput index={1} aria-label={t('inputs.datePicker.endDate')} />
              </TypedDatesProvider>
              <DatePickerTrigger>
                <CalendarDays aria-hidden />
              </DatePickerTrigger>
              {!required && (
                <DatePickerClearTrigger>
                  <X aria-hidden />
                </DatePickerClearTrigger>
              )}
            </DatePickerControl>
            <Portal>
              <DatePickerPositioner>
                <DatePickerContent aria-label={typeof label === 'string' ? label : t('inputs.datePicker.calendar')}>
                  {calendar}
                </DatePickerContent>
              </DatePickerPositioner>
            </Portal>
          </>
        )}
      </DatePickerRoot>
      <VisuallyHidden aria-live="polite">{said}</VisuallyHidden>
      {inline ? null : <TypedDateNotice dates={dates} />}
      {helperText ? <FieldHelperText>{helperText}</FieldHelperText> : null}
      {errorText ? <FieldErrorText>{errorText}</FieldErrorText> : null}
    </FieldRoot>
  );
}
