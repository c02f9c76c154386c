import { DateInput as ArkDateInput, useDateInputContext } from '@ark-ui/react/date-input';
import { DateFormatter, type Time } from '@internationalized/date';
import type * as dateInput from '@zag-js/date-input';
import { type ReactNode, type RefAttributes, useMemo } from 'react';
import { useLanguage } from '../../i18n/LanguageProvider';
import { addEnglish, type MessageKey } from '../../i18n/messages';
import { enTimeField } from '../../i18n/messages/en-time-field';
import { type FieldControlProps, type FieldRootProps, LabelledField, splitFieldProps } from '../field/Field';
import {
  editableSegments,
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
} from './segments';
import {
  formatTime,
  type HourCycle,
  hourCycleOf,
  onFixedDay,
  PLACEHOLDER,
  rangeProblem,
  type TimeGranularity,
  timeOf,
  toIsoTime,
} from './time-value';

// Its English joins the catalog with it, so pages without it do not download that text.
addEnglish(enTimeField);

export type TimeFieldSize = 'sm' | 'md' | 'lg';
export type { HourCycle, TimeGranularity };

export interface UseTimeFieldProps extends SegmentFlags {
  /** The time (controlled); `null` for none. */
  value?: Time | null;
  /** The time to start from (uncontrolled). */
  defaultValue?: Time | null;
  /** Called with the time once every part is filled, and with `null` once every part is cleared. */
  onValueChange?: (value: Time | null) => void;
  /** The smallest part shown: `minute` (default) or `second`. */
  granularity?: TimeGranularity;
  /** 12 or 24 hours. Defaults to the active language's clock (12 in English, 24 in Swedish, German and French). */
  hourCycle?: HourCycle;
  /** The minutes ArrowUp and ArrowDown move the minute by, to the next multiple (30: 09:10 → 09:30). Defaults to 1. */
  step?: number;
  /** Always two digits for the hour ('09'), whatever the language writes. Defaults to `true`. */
  leadingZeros?: boolean;
  /** The id of the root element; the parts' ids are made from it. */
  id?: string;
}

const SEGMENT_NAMES: Partial<Record<dateInput.SegmentType, MessageKey>> = {
  hour: 'inputs.timeField.hour',
  minute: 'inputs.timeField.minute',
  second: 'inputs.timeField.second',
  dayPeriod: 'inputs.timeField.dayPeriod',
};

const NOTICES = {
  incomplete: 'inputs.timeField.incomplete',
  notBefore: 'inputs.timeField.notBefore',
  notAfter: 'inputs.timeField.notAfter',
  between: 'inputs.timeField.between',
} as const;

/** Seconds are shown: the time's granularity, from its parts. */
const granularityOf = (segments: dateInput.DateSegment[]): TimeGranularity =>
  segments.some((segment) => segment.type === 'second') ? 'second' : 'minute';

const EMPTY_PART = '––';
const placeholders = () =>
  ({ hour: EMPTY_PART, minute: EMPTY_PART, second: EMPTY_PART, dayPeriod: EMPTY_PART }) as Record<
    dateInput.EditableSegmentType,
    string
  >;

/**
 * The state of a time field, Ark's date input showing only the time: the same API (`value`, `getSegments`,
 * `setValue`, `clearValue`, `focus`…) to give `TimeFieldRootProvider`, with the minute stepping by `step`.
 */
export function useTimeField({
  value,
  defaultValue,
  onValueChange,
  granularity = 'minute',
  hourCycle,
  step = 1,
  leadingZeros = true,
  ...flags
}: UseTimeFieldProps = {}): dateInput.Api {
  const { locale } = useLanguage();
  // Only the time's parts, read in the field's own fixed zone: the value is a wall-clock time.
  const formatter = useMemo(
    () =>
      new DateFormatter(locale, {
        hour: leadingZeros ? '2-digit' : 'numeric',
        minute: '2-digit',
        second: granularity === 'second' ? '2-digit' : undefined,
        hourCycle: hourCycleOf(hourCycle),
        timeZone: 'UTC',
      }),
    [locale, granularity, hourCycle, leadingZeros],
  );
  const toList = (time: Time | null | undefined) => (time === undefined ? undefined : time ? [onFixedDay(time)] : []);
  return useSegmentsMachine({
    scope: 'time-field',
    // A time reads left to right in every language, Arabic and Hebrew too ('09:30'): the parts are drawn in
    // that order and the arrows move as they are drawn. The root and its label keep the page's direction.
    dir: 'ltr',
    granularity,
    formatter,
    translations: { placeholder: placeholders },
    placeholderValue: PLACEHOLDER,
    value: toList(value),
    defaultValue: toList(defaultValue),
    onValueChange: (time) => onValueChange?.(timeOf(time, granularity)),
    // The minute moves to the next multiple of `step`.
    stepOf: (segment) => (segment.type === 'minute' ? step : 1),
    ...flags,
  });
}

export interface TimeFieldRootProviderProps extends ArkDateInput.RootProviderProps {
  size?: TimeFieldSize;
}
export interface TimeFieldLabelProps extends ArkDateInput.LabelProps {}
export interface TimeFieldControlProps extends ArkDateInput.ControlProps {}
export interface TimeFieldSegmentGroupProps extends ArkDateInput.SegmentGroupProps {}
export interface TimeFieldSegmentProps extends ArkDateInput.SegmentProps {}
export interface TimeFieldHiddenInputProps extends SegmentsValueInputProps {}

/** The root for state made with `useTimeField()`: `const time = useTimeField(props)`, then `<TimeFieldRootProvider value={time}>`. */
export const TimeFieldRootProvider = SegmentsRootProvider;
/** The time's visible name (inside a Field, use the Field's label instead). A click focuses the first part. */
export const TimeFieldLabel = SegmentsLabel;
/** The box around the parts. */
export const TimeFieldControl = SegmentsControl;
/** The parts in the language's order, a group; name it with `aria-labelledby`, as the convenience TimeField does. */
export const TimeFieldSegmentGroup = SegmentsGroup;
/**
 * One part (`segment` from `api.getSegments()`): a spin button for an hour, a minute, a second or the day
 * period, a separator otherwise. Up and Down step it, digits fill it and move on, Backspace clears it, Home
 * and End go to its limits, Left and Right move between parts in the reading direction. Named in the page's
 * language ('Hour', 'Minute', 'AM/PM'), 'Empty' while unfilled, and described by the Field.
 */
export const TimeFieldSegment = /* @__PURE__ */ segmentPart(
  /* @__PURE__ */ namedSegment(SEGMENT_NAMES, 'inputs.timeField.empty'),
);
/**
 * The input that carries the time under `name` for a form: '09:30' (or '09:30:15'), as `<input type="time">`
 * would, '' while the time is incomplete.
 */
export const TimeFieldHiddenInput = /* @__PURE__ */ segmentsValueInput((value, segments) => {
  const granularity = granularityOf(segments);
  return toIsoTime(timeOf(value, granularity), granularity);
});
/** Render prop with the time field's API (`value`, `getSegments`, `setValue`, `clearValue`, `focus`…). */
export const TimeFieldContext = ArkDateInput.Context;
export const useTimeFieldContext = useDateInputContext;

export interface TimeFieldProps
  extends Omit<UseTimeFieldProps, 'invalid' | 'required' | 'disabled' | 'readOnly'>,
    RefAttributes<HTMLDivElement> {
  /** The visible label. It also names the group of parts for screen readers. */
  label: ReactNode;
  /** A hint under the field, e.g. the opening hours. */
  helperText?: ReactNode;
  /** The message shown while the field is invalid, with an icon. Giving one makes the field invalid unless `invalid` says otherwise. */
  errorText?: ReactNode;
  /** Marks the field invalid: `aria-invalid` on every part and the error text shown. Defaults to `Boolean(errorText)`. */
  invalid?: boolean;
  /** A time is needed: a '*' after the label, and a native submit stops at an empty field. */
  required?: boolean;
  /** Disables every part; the time does not submit. */
  disabled?: boolean;
  /** Shows the time but ignores changes; it still submits. */
  readOnly?: boolean;
  /** The earliest time taken. An earlier one stays as typed, with a message by the field, and does not submit. */
  min?: Time;
  /** The latest time taken, likewise. */
  max?: Time;
  /** The form field name: the time submits as '09:30' (or '09:30:15'), as a native time input's does. */
  name?: string;
  /** The `form` the time belongs to, when the field is outside it. */
  form?: string;
  /** Height and text size of the box. */
  size?: TimeFieldSize;
  /** Props for the wrapping Field.Root, e.g. a `className` for layout. */
  rootProps?: Omit<FieldRootProps, 'invalid' | 'required' | 'disabled' | 'readOnly' | 'size'>;
}

/**
 * A time typed in parts (Ark's date input showing only the time), with the Field's label, required mark,
 * helper and error text. Each part is a spin button named in the page's language; the parts follow the
 * language's order and clock (12 or 24 hours, its AM/PM words) and the page's direction. A time before
 * `min`, after `max` or left half-filled stays as typed, with a message by the field, and does not submit.
 * The value is a `Time` (`parseTime('09:30')`, `new Time(9, 30)`); with `name` a form submits '09:30'.
 */
export function TimeField(props: TimeFieldProps) {
  return <LabelledTimeField {...props} />;
}

/** A TimeField whose box `renderControl` may place among other parts: TimePicker's button beside it. */
export function LabelledTimeField(props: TimeFieldProps & Pick<PartsProps, 'renderControl'>) {
  const [field, control] = splitFieldProps(props);
  return (
    <LabelledField {...field} size={control.size}>
      {/* Inside the Field, so the segments take its label, description, invalid, required and disabled. */}
      <Parts {...control} />
    </LabelledField>
  );
}

type PartsProps = FieldControlProps<TimeFieldProps> & { renderControl?: (control: ReactNode) => ReactNode };

/** The parts inside the Field, with the message under them. */
function Parts({ min, max, name, form, size, renderControl, ref, ...props }: PartsProps) {
  const { locale } = useLanguage();
  const time = useTimeField({ ...props, ...useFieldFlags() });
  const granularity = granularityOf(editableSegments(time));
  const formatBound = (bound: Time | undefined) => bound && formatTime(locale, bound, { hourCycle: props.hourCycle });
  const notice = useSegmentsNotice(
    time,
    rangeProblem(timeOf(time.value[0], granularity), min, max),
    { min: formatBound(min), max: formatBound(max) },
    NOTICES,
  );
  return (
    <SegmentsBody
      state={time}
      notice={notice}
      size={size}
      name={name}
      form={form}
      ref={ref}
      renderControl={renderControl}
      Segment={TimeFieldSegment}
      HiddenInput={TimeFieldHiddenInput}
    />
  );
}
