import { DateInput as ArkDateInput, useDateInputContext } from '@ark-ui/react/date-input';
import { useLocaleContext } from '@ark-ui/react/locale';
import {
  type CalendarDate,
  DateFormatter,
  type DateValue,
  maxDate,
  minDate,
  toCalendarDate,
  today,
} from '@internationalized/date';
import type * as dateInput from '@zag-js/date-input';
import { type ReactNode, type RefAttributes, useMemo } from 'react';
import { useLanguage } from '../../i18n/LanguageProvider';
import { addEnglish, type MessageKey } from '../../i18n/messages';
import { enDateField } from '../../i18n/messages/en-date-field';
import { type FieldControlProps, type FieldRootProps, LabelledField, splitFieldProps } from '../field/Field';
import {
  namedSegment,
  type SegmentFlags,
  SegmentsBody,
  SegmentsControl,
  SegmentsGroup,
  SegmentsLabel,
  SegmentsRootProvider,
  type SegmentsValueInputProps,
  segmentPart,
  segmentsValueInput,
  useFieldFlags,
  useSegmentsMachine,
  useSegmentsNotice,
} from '../time-field/segments';
import { rangeProblem } from '../time-field/time-value';

// Its English joins the catalog with it, so pages without it do not download that text.
addEnglish(enDateField);

export type DateFieldSize = 'sm' | 'md' | 'lg';

export interface UseDateFieldProps extends SegmentFlags {
  /** The date (controlled); `null` for none. */
  value?: CalendarDate | null;
  /** The date to start from (uncontrolled). */
  defaultValue?: CalendarDate | null;
  /** Called with the date once the day, the month and the year are filled, and with `null` once all three are cleared. */
  onValueChange?: (value: CalendarDate | null) => void;
  /**
   * Where an empty field starts: the first ArrowUp or ArrowDown on an empty segment gives this date's day, month
   * or year. Defaults to today in the provider's time zone.
   */
  placeholder?: CalendarDate;
  /** Always two digits for the day and the month ('05'), whatever the language writes. Defaults to `true`. */
  leadingZeros?: boolean;
  /** The id of the root element; the parts' ids are made from it. */
  id?: string;
}

const SEGMENT_NAMES: Partial<Record<dateInput.SegmentType, MessageKey>> = {
  day: 'inputs.dateField.day',
  month: 'inputs.dateField.month',
  year: 'inputs.dateField.year',
};

const NOTICES = {
  incomplete: 'inputs.dateField.incomplete',
  notBefore: 'inputs.dateField.notBefore',
  notAfter: 'inputs.dateField.notAfter',
  between: 'inputs.dateField.between',
} as const;

/** The calendar day of Ark's value, or null for none. */
const dateOf = (value: DateValue | undefined): CalendarDate | null => (value ? toCalendarDate(value) : null);

/** A month by its name in `locale` ('December', 'Dezember'): what a screen reader says for the month segment. */
function monthName(segment: dateInput.DateSegment, locale: string) {
  if (segment.type !== 'month' || segment.value == null) return undefined;
  return new DateFormatter(locale, { month: 'long', timeZone: 'UTC', calendar: 'gregory' }).format(
    new Date(Date.UTC(2000, segment.value - 1, 1)),
  );
}

/**
 * The state of a date field, Ark's date input showing a calendar day: the same API (`value`, `getSegments`,
 * `setValue`, `clearValue`, `focus`…) to give `DateFieldRootProvider`. The segments follow the language's order
 * and separators (12/31/2026 in English, 2026-12-31 in Swedish, 31.12.2026 in German) and the page's direction.
 */
export function useDateField({
  value,
  defaultValue,
  onValueChange,
  placeholder,
  leadingZeros = true,
  ...flags
}: UseDateFieldProps = {}): dateInput.Api {
  const { locale, timeZone } = useLanguage();
  const { dir } = useLocaleContext();
  // The Gregorian calendar in every language: the value is an ISO day, and a language whose own calendar
  // differs (Thai, Saudi Arabic) would otherwise show other numbers than the segments edit.
  const formatter = useMemo(
    () =>
      new DateFormatter(locale, {
        day: leadingZeros ? '2-digit' : 'numeric',
        month: leadingZeros ? '2-digit' : 'numeric',
        year: 'numeric',
        timeZone: 'UTC',
        calendar: 'gregory',
      }),
    [locale, leadingZeros],
  );
  const toList = (date: CalendarDate | null | undefined) => (date === undefined ? undefined : date ? [date] : []);
  return useSegmentsMachine({
    scope: 'date-field',
    // A date reads in the page's direction: in Arabic the day comes first, at the right, and the arrows follow.
    dir,
    granularity: 'day',
    formatter,
    placeholderValue: placeholder ?? today(timeZone),
    value: toList(value),
    defaultValue: toList(defaultValue),
    onValueChange: (date) => onValueChange?.(dateOf(date)),
    ...flags,
  });
}

export interface DateFieldRootProviderProps extends ArkDateInput.RootProviderProps {
  size?: DateFieldSize;
}
export interface DateFieldLabelProps extends ArkDateInput.LabelProps {}
export interface DateFieldControlProps extends ArkDateInput.ControlProps {}
export interface DateFieldSegmentGroupProps extends ArkDateInput.SegmentGroupProps {}
export interface DateFieldSegmentProps extends ArkDateInput.SegmentProps {}
export interface DateFieldHiddenInputProps extends SegmentsValueInputProps {}

/** The root for state made with `useDateField()`: `const date = useDateField(props)`, then `<DateFieldRootProvider value={date}>`. */
export const DateFieldRootProvider = SegmentsRootProvider;
/** The date's visible name (inside a Field, use the Field's label instead). A click focuses the first segment. */
export const DateFieldLabel = SegmentsLabel;
/** The box around the segments. */
export const DateFieldControl = SegmentsControl;
/** The segments in the language's order, a group; name it with `aria-labelledby`, as the convenience DateField does. */
export const DateFieldSegmentGroup = SegmentsGroup;
/**
 * One segment (`segment` from `api.getSegments()`): a spin button for the day, the month or the year, a
 * separator otherwise. Named in the page's language ('Day', 'Month', 'Year'), the month read by its name
 * ('December'), 'Empty' while unfilled, and described by the Field. Up and Down step it (wrapping), digits
 * fill it and move on, Backspace clears it, Home and End go to its limits, Left and Right move between
 * segments in the reading direction.
 */
export const DateFieldSegment = /* @__PURE__ */ segmentPart(
  /* @__PURE__ */ namedSegment(SEGMENT_NAMES, 'inputs.dateField.empty', monthName),
);
/** The input that carries the date under `name` for a form: '2026-12-31', as `<input type="date">` would, '' while incomplete. */
export const DateFieldHiddenInput = /* @__PURE__ */ segmentsValueInput((value) => dateOf(value)?.toString() ?? '');
/** Render prop with the date field's API (`value`, `getSegments`, `setValue`, `clearValue`, `focus`…). */
export const DateFieldContext = ArkDateInput.Context;
export const useDateFieldContext = useDateInputContext;

export interface DateFieldProps
  extends Omit<UseDateFieldProps, 'invalid' | 'required' | 'disabled' | 'readOnly'>,
    RefAttributes<HTMLDivElement> {
  /** The visible label. It also names the group of segments for screen readers. */
  label: ReactNode;
  /** A hint under the field, e.g. which days the warehouse ships. */
  helperText?: ReactNode;
  /** The message shown while the field is invalid, with an icon. Giving one makes the field invalid unless `invalid` says otherwise. */
  errorText?: ReactNode;
  /** The earliest date taken. An earlier one stays as typed, with a message by the field, and does not submit. */
  min?: CalendarDate;
  /** The latest date taken, likewise. */
  max?: CalendarDate;
  /** Marks the field invalid: `aria-invalid` on every segment and the error text shown. Defaults to `Boolean(errorText)`. */
  invalid?: boolean;
  /** A date is needed: a '*' after the label, and a native submit stops at an empty field. */
  required?: boolean;
  /** Disables every segment; the date does not submit. */
  disabled?: boolean;
  /** Shows the date but ignores changes; it still submits. */
  readOnly?: boolean;
  /** The form field name: the date submits as '2026-12-31', as a native date input's does. */
  name?: string;
  /** The `form` the date belongs to, when the field is outside it. */
  form?: string;
  /** Height and text size of the box. */
  size?: DateFieldSize;
  /** Props for the wrapping Field.Root, e.g. a `className` for layout. */
  rootProps?: Omit<FieldRootProps, 'invalid' | 'required' | 'disabled' | 'readOnly' | 'size'>;
}

/**
 * A date typed in segments (Ark's date input), as React Aria's DateField, with the Field's label, required
 * mark, helper and error text. Each segment is a spin button named in the page's language; they follow the
 * language's order and separators and the page's direction. A date before `min`, after `max` or left
 * half-filled stays as typed, with a message by the field, and does not submit. The value is a
 * `CalendarDate` (`parseDate('2026-12-31')`); with `name` a form submits '2026-12-31'.
 */
export function DateField(props: DateFieldProps) {
  const [field, control] = splitFieldProps(props);
  return (
    <LabelledField {...field} size={control.size}>
      {/* Inside the Field, so the segments take its label, description, invalid, required and disabled. */}
      <Parts {...control} />
    </LabelledField>
  );
}

/** The segments inside the Field, with the message under them. */
function Parts({ min, max, name, form, size, placeholder, ref, ...props }: FieldControlProps<DateFieldProps>) {
  const { formatDate, timeZone } = useLanguage();
  // An empty segment starts inside the range: today, moved to `min` or `max` when outside it.
  const todayHere = today(timeZone);
  const start = placeholder ?? maxDate(min, minDate(max, todayHere)) ?? todayHere;
  const date = useDateField({ ...props, placeholder: start, ...useFieldFlags() });
  const formatBound = (bound: CalendarDate | undefined) => bound && formatDate(bound.toString(), 'medium');
  const notice = useSegmentsNotice(
    date,
    rangeProblem(dateOf(date.value[0]), min, max),
    { min: formatBound(min), max: formatBound(max) },
    NOTICES,
  );
  return (
    <SegmentsBody
      state={date}
      notice={notice}
      size={size}
      name={name}
      form={form}
      ref={ref}
      Segment={DateFieldSegment}
      HiddenInput={DateFieldHiddenInput}
    />
  );
}
