import { type CalendarDate, type Time, toCalendarDate } from '@internationalized/date';
import { type ReactNode, type RefAttributes, useEffect, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import { useLanguage } from '../../i18n/LanguageProvider';
import { addEnglish } from '../../i18n/messages';
import { enDateTimePicker } from '../../i18n/messages/en-date-time-picker';
import { FormValueInput } from '../../lib/form-value-input';
import { DatePicker } from '../date-picker/DatePicker';
import { Fieldset } from '../fieldset';
import type { HourCycle } from '../time-field/TimeField';
import { TimePicker } from '../time-picker/TimePicker';
import {
  combine,
  type DateTimeParts,
  type DateTimeValue,
  partsOf,
  sameValue,
  timeBoundsOn,
  toFormValue,
  wallClock,
} from './date-time-value';

// Its English joins the catalog with it, so pages without it do not download that text.
addEnglish(enDateTimePicker);

export type { DateTimeValue };

export interface DateTimePickerProps extends RefAttributes<HTMLFieldSetElement> {
  /** The visible name of the date and time together, e.g. 'Pickup': the legend of their group. */
  label: ReactNode;
  /** The day's own label. Defaults to 'Date' in the page's language. */
  dateLabel?: ReactNode;
  /** The time's own label. Defaults to 'Time' in the page's language. */
  timeLabel?: ReactNode;
  /** The date and time (controlled); `null` for none. */
  value?: DateTimeValue | null;
  /** The date and time to start from (uncontrolled). */
  defaultValue?: DateTimeValue | null;
  /**
   * Called with the date and time once both are chosen, and with `null` once either is cleared: a
   * `CalendarDateTime`, or a `ZonedDateTime` in `timeZone` when one is given.
   */
  onValueChange?: (value: DateTimeValue | null) => void;
  /**
   * The time zone the value is in: with one, the value is a `ZonedDateTime` there (the portal's own zone is
   * `useLanguage().timeZone`), and a time the clocks skip moves on by the gap. Without one, the value is a
   * wall-clock `CalendarDateTime`, unless `value` or `defaultValue` is zoned, which gives its zone.
   */
  timeZone?: string;
  /** The earliest date and time taken (`now(zone)` for "not before now"): earlier days are disabled, and on its day, earlier times. */
  min?: DateTimeValue;
  /** The latest date and time taken, likewise. */
  max?: DateTimeValue;
  /** The minutes between the listed times, and what the minute's ArrowUp and ArrowDown move by. Defaults to 30. */
  step?: number;
  /** 12 or 24 hours. Defaults to the active language's clock. */
  hourCycle?: HourCycle;
  /** A hint for the pair, under its legend. */
  helperText?: ReactNode;
  /** A message for the pair, under both. Giving one makes the pair invalid. */
  errorText?: ReactNode;
  /** Both are needed: a '*' after the legend and each label, and a native submit stops at an empty one. */
  required?: boolean;
  /** Disables both; the value does not submit. */
  disabled?: boolean;
  /** Shows the date and time but ignores changes; the value still submits. */
  readOnly?: boolean;
  /**
   * The form field name: the value submits as '2030-01-15T09:30' (as `<input type="datetime-local">`), or
   * zoned with its offset and zone, '2030-01-15T09:30:00+01:00[Europe/Stockholm]'.
   */
  name?: string;
  /** The `form` the value belongs to, when the picker is outside it. */
  form?: string;
}

const isHalfChosen = ({ date, time }: DateTimeParts) => Boolean(date) !== Boolean(time);

// Side by side while they fit; each Field would otherwise take the whole row.
const row = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: '4', '& > *': { width: 'auto' } });

/**
 * A date and a time as one value: a DatePicker (typed, or picked in its calendar) and a TimePicker (typed, or
 * chosen from its list) in a group named by `label`. The value is a `CalendarDateTime`, or with `timeZone`
 * a `ZonedDateTime`; `min` and `max` disable the days outside them and, on their own days, the times outside
 * them. One filled without the other is refused by the pair, with a message, and a native submit stops there.
 */
export function DateTimePicker({
  label,
  dateLabel,
  timeLabel,
  value,
  defaultValue,
  onValueChange,
  timeZone,
  min,
  max,
  step,
  hourCycle,
  helperText,
  errorText,
  required,
  disabled,
  readOnly,
  name,
  form,
  ref,
}: DateTimePickerProps) {
  const { t } = useLanguage();
  const incomplete = t('inputs.dateTimePicker.incomplete');
  const given = value ?? defaultValue;
  const zone = timeZone ?? (given && 'timeZone' in given ? given.timeZone : undefined);
  const [parts, setParts] = useState<DateTimeParts>(() => partsOf(given, zone));
  const whole = parts.date && parts.time ? combine(parts.date, parts.time, zone) : null;

  // A value its owner changes shows; a half-chosen pair (value null) keeps what was chosen so far.
  if (value !== undefined && !sameValue(value, whole, zone) && (value !== null || whole !== null)) setParts(partsOf(value, zone));

  // The pair's form input, which submits the value under `name`.
  const inputRef = useRef<HTMLInputElement>(null);
  const change = (next: DateTimeParts) => {
    const combined = next.date && next.time ? combine(next.date, next.time, zone) : null;
    // At once, not at the next render: a click on a submit button takes the day (the day field's blur) and
    // submits the form in one go, before React has rendered the new value.
    inputRef.current?.setCustomValidity(isHalfChosen(next) ? incomplete : '');
    if (inputRef.current) inputRef.current.value = toFormValue(combined);
    // A skipped time (in a daylight-saving gap) shows as the time it moved on to.
    setParts(combined ? partsOf(combined, zone) : next);
    if (!sameValue(combined, whole, zone)) onValueChange?.(combined);
  };

  const minClock = min && wallClock(min, zone);
  const maxClock = max && wallClock(max, zone);
  const timeBounds = timeBoundsOn(parts.date, minClock, maxClock);

  // One chosen without the other is only a problem once the person has left the pair.
  const [inside, setInside] = useState(false);
  const leaving = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(leaving.current), []);
  const halfChosen = isHalfChosen(parts);
  const pairError = halfChosen && !inside ? incomplete : null;

  return (
    <Fieldset
      ref={ref}
      legend={label}
      helperText={helperText}
      errorText={errorText ?? pairError}
      required={required}
      disabled={disabled}
      // React's focus events come from the calendar and the list too, though their layer holds them elsewhere:
      // focus that leaves one part for another (or for the calendar) comes back before the task ends.
      onFocus={() => {
        clearTimeout(leaving.current);
        setInside(true);
      }}
      onBlur={() => {
        leaving.current = setTimeout(() => setInside(false));
      }}
    >
      <div className={row}>
        <DatePicker
          mode="popover"
          label={dateLabel ?? t('inputs.dateTimePicker.date')}
          required={required}
          disabled={disabled}
          readOnly={readOnly}
          timeZone={zone}
          min={minClock && toCalendarDate(minClock)}
          max={maxClock && toCalendarDate(maxClock)}
          value={parts.date}
          onValueChange={(date: CalendarDate | null) => change({ ...parts, date })}
        />
        <TimePicker
          label={timeLabel ?? t('inputs.dateTimePicker.time')}
          required={required}
          disabled={disabled}
          readOnly={readOnly}
          step={step}
          hourCycle={hourCycle}
          min={timeBounds.min}
          max={timeBounds.max}
          value={parts.time}
          onValueChange={(time: Time | null) => change({ ...parts, time })}
        />
      </div>
      {/* The pair's one value. A focus on it (the browser's check, or useForm by its name) goes on to the day. */}
      <FormValueInput
        ref={inputRef}
        name={name}
        form={form}
        disabled={disabled}
        value={toFormValue(whole)}
        // The browser's own check stops a native submit at a half-chosen pair, with the same words.
        validity={halfChosen ? incomplete : ''}
        focusTarget={(input) => input.closest('fieldset')?.querySelector<HTMLElement>('input:not([aria-hidden])')}
      />
    </Fieldset>
  );
}
