import { DateInput as ArkDateInput, useDateInputContext } from '@ark-ui/react/date-input';
import { useEnvironmentContext } from '@ark-ui/react/environment';
import { useFieldContext } from '@ark-ui/react/field';
import { useLocaleContext } from '@ark-ui/react/locale';
import { DateFormatter, type Time } from '@internationalized/date';
import * as dateInput from '@zag-js/date-input';
import { normalizeProps, useMachine } from '@zag-js/react';
import { CircleAlert } from 'lucide-react';
import {
  type ComponentProps,
  type InputEvent,
  type KeyboardEvent,
  type ReactNode,
  type RefAttributes,
  useEffect,
  useId,
  useMemo,
  useRef,
} from 'react';
import { timeField } from 'styled-system/recipes';
import { useLanguage } from '../../i18n/LanguageProvider';
import { addEnglish, type MessageKey } from '../../i18n/messages';
import { enTimeField } from '../../i18n/messages/en-time-field';
import { FormValueInput } from '../../lib/form-value-input';
import { createParts } from '../../lib/parts';
import { type FieldRootProps, LabelledField, useFieldDescribedBy } from '../field/Field';
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

const { withProvider, withContext } = createParts(timeField);

export type TimeFieldSize = 'sm' | 'md' | 'lg';
export type { HourCycle, TimeGranularity };

export interface UseTimeFieldProps {
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
  disabled?: boolean;
  readOnly?: boolean;
  required?: boolean;
  invalid?: boolean;
  /** The id of the root element; the parts' ids are made from it. */
  id?: string;
}

const SEGMENT_NAMES: Partial<Record<dateInput.SegmentType, MessageKey>> = {
  hour: 'inputs.timeField.hour',
  minute: 'inputs.timeField.minute',
  second: 'inputs.timeField.second',
  dayPeriod: 'inputs.timeField.dayPeriod',
};

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
  id,
  ...flags
}: UseTimeFieldProps = {}): dateInput.Api {
  const { locale } = useLanguage();
  const { dir } = useLocaleContext();
  const { getRootNode } = useEnvironmentContext();
  const ownId = useId();
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
  const rootId = id ?? ownId;
  const controlId = `time-field:${rootId}:control`;
  const service = useMachine(dateInput.machine, {
    id: rootId,
    ids: { control: controlId },
    // A time reads left to right in every language, Arabic and Hebrew too ('09:30'): the parts are drawn in
    // that order and the arrows move as they are drawn. The root and its label keep the page's direction.
    dir: 'ltr',
    locale,
    getRootNode,
    timeZone: 'UTC',
    granularity,
    formatter,
    translations: { placeholder: placeholders },
    placeholderValue: PLACEHOLDER,
    value: toList(value),
    defaultValue: toList(defaultValue),
    onValueChange: (details) => onValueChange?.(timeOf(details.value[0], granularity)),
    ...flags,
  });
  const api = dateInput.connect(service, normalizeProps);

  // Ark takes a typed character from React's `onBeforeInput`, which React draws from the `textInput` event:
  // input that comes without one (dictation, an input method, a test's keyboard) would be written into the
  // part as text. The native `beforeinput` comes with every insertion: it is taken here, and React's copy of
  // the same keystroke, if any, is then ignored.
  const latest = useRef(api);
  latest.current = api;
  const takenNatively = useRef(false);
  useEffect(() => {
    // Listened for from the root, so parts that mount after the hook (a layout of one's own) are covered too.
    const root = getRootNode?.() ?? document;
    const onNativeBeforeInput = (event: Event) => {
      if (!(event instanceof InputEvent)) return;
      const target = (event.target as HTMLElement | null)?.closest<HTMLElement>('[data-part=segment]');
      if (target?.closest('[data-part=control]')?.id !== controlId) return;
      const segment = latest.current.getSegments().find((part) => part.type === target?.dataset.type);
      if (event.inputType !== 'insertText' || !segment?.isEditable || !event.data) return;
      event.preventDefault();
      takenNatively.current = true;
      if (latest.current.disabled || target?.getAttribute('aria-readonly') === 'true') return;
      service.send({ type: 'SEGMENT.INPUT', segment, input: event.data });
    };
    root.addEventListener('beforeinput', onNativeBeforeInput);
    return () => root.removeEventListener('beforeinput', onNativeBeforeInput);
  }, [controlId, getRootNode, service]);

  return {
    ...api,
    getRootProps: () => ({ ...api.getRootProps(), dir }),
    getLabelProps: () => ({ ...api.getLabelProps(), dir }),
    getSegmentProps(props) {
      const own = api.getSegmentProps(props);
      if (props.segment.type === 'literal') return own;
      return {
        ...own,
        onKeyDown(event: KeyboardEvent<HTMLElement>) {
          takenNatively.current = false;
          // The minute moves to the next multiple of `step`; every other key is Ark's.
          const up = event.key === 'ArrowUp';
          const plain = !(event.ctrlKey || event.metaKey || event.shiftKey || event.altKey);
          const stepped = step > 1 && props.segment.type === 'minute' && (up || event.key === 'ArrowDown');
          if (stepped && plain && !flags.readOnly && !flags.disabled) {
            event.preventDefault();
            event.stopPropagation();
            service.send({ type: 'SEGMENT.ADJUST', segment: props.segment, amount: up ? step : -step });
            return;
          }
          own.onKeyDown?.(event);
        },
        onBeforeInput(event: InputEvent<HTMLElement>) {
          if (takenNatively.current) {
            takenNatively.current = false;
            event.preventDefault();
            return;
          }
          own.onBeforeInput?.(event);
        },
      };
    },
  };
}

export interface TimeFieldRootProviderProps extends ArkDateInput.RootProviderProps {
  size?: TimeFieldSize;
}
export interface TimeFieldLabelProps extends ArkDateInput.LabelProps {}
export interface TimeFieldControlProps extends ArkDateInput.ControlProps {}
export interface TimeFieldSegmentGroupProps extends ArkDateInput.SegmentGroupProps {}
export interface TimeFieldSegmentProps extends ArkDateInput.SegmentProps {}
export interface TimeFieldHiddenInputProps extends Omit<ComponentProps<'input'>, 'value' | 'defaultValue' | 'type'> {
  /** Why the time is not taken, in the words the field shows ('' when it is): a native submit stops with them. */
  validity?: string;
}

/** A part named in the page's language ('Hour', 'Minute', 'AM/PM'), 'Empty' while unfilled, and described by the Field. */
function NamedSegment(props: TimeFieldSegmentProps & RefAttributes<HTMLSpanElement>) {
  const { t } = useLanguage();
  const name = SEGMENT_NAMES[props.segment.type];
  return (
    <ArkDateInput.Segment
      {...props}
      aria-label={name ? t(name) : undefined}
      aria-valuetext={name && props.segment.isPlaceholder ? t('inputs.timeField.empty') : undefined}
      aria-describedby={useFieldDescribedBy(props['aria-describedby'])}
    />
  );
}

/**
 * The time as a form submits it, under `name`: '09:30' (or '09:30:15'), as `<input type="time">` would,
 * '' while any part is empty. Not hidden from the browser's own checks: with `required` a native submit stops here,
 * and a focus (from the browser or `useForm`) goes on to the first part.
 */
function IsoInput(props: TimeFieldHiddenInputProps & RefAttributes<HTMLInputElement>) {
  const api = useDateInputContext();
  const parts = api.getSegments().filter((segment) => segment.isEditable);
  const granularity = parts.some((segment) => segment.type === 'second') ? 'second' : 'minute';
  // A part cleared after the time was whole leaves Ark's value at that time: what is shown is what submits.
  const whole = parts.every((segment) => !segment.isPlaceholder);
  return (
    <FormValueInput
      {...props}
      disabled={props.disabled ?? api.disabled}
      value={whole ? toIsoTime(timeOf(api.value[0], granularity), granularity) : ''}
      // The first part of this field, found from the input itself: it sits inside the field's root.
      focusTarget={(input) =>
        input.closest('[data-scope=date-input][data-part=root]')?.querySelector<HTMLElement>('[role=spinbutton]')
      }
    />
  );
}

/** The root for state made with `useTimeField()`: `const time = useTimeField(props)`, then `<TimeFieldRootProvider value={time}>`. */
export const TimeFieldRootProvider = withProvider<typeof ArkDateInput.RootProvider, { size?: TimeFieldSize }>(
  ArkDateInput.RootProvider,
  'root',
);
/** The time's visible name (inside a Field, use the Field's label instead). A click focuses the first part. */
export const TimeFieldLabel = withContext(ArkDateInput.Label, 'label');
/** The box around the parts. */
export const TimeFieldControl = withContext(ArkDateInput.Control, 'control');
/** The parts in the language's order, a group; name it with `aria-labelledby`, as the convenience TimeField does. */
export const TimeFieldSegmentGroup = withContext(ArkDateInput.SegmentGroup, 'segmentGroup');
/**
 * One part (`segment` from `api.getSegments()`): a spin button for an hour, a minute, a second or the day
 * period, a separator otherwise. Up and Down step it, digits fill it and move on, Backspace clears it, Home
 * and End go to its limits, Left and Right move between parts in the reading direction.
 */
export const TimeFieldSegment = withContext(NamedSegment, 'segment');
/** The input that carries the time under `name` for a form: '09:30', or '' while the time is incomplete. */
export const TimeFieldHiddenInput = IsoInput;
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
export function LabelledTimeField({
  label,
  helperText,
  errorText,
  invalid,
  required,
  disabled,
  readOnly,
  id,
  rootProps,
  size,
  ...props
}: TimeFieldProps & Pick<PartsProps, 'renderControl'>) {
  return (
    <LabelledField
      label={label}
      helperText={helperText}
      errorText={errorText}
      invalid={invalid}
      required={required}
      disabled={disabled}
      readOnly={readOnly}
      size={size}
      id={id}
      rootProps={rootProps}
    >
      {/* Inside the Field, so the parts take its label, description, invalid, required and disabled. */}
      <Parts {...props} size={size} />
    </LabelledField>
  );
}

type PartsProps = Omit<
  TimeFieldProps,
  'label' | 'helperText' | 'errorText' | 'invalid' | 'required' | 'disabled' | 'readOnly' | 'id' | 'rootProps'
> & { renderControl?: (control: ReactNode) => ReactNode };

/** The parts inside the Field, with the message under them. */
function Parts({ min, max, name, form, size, renderControl = (control) => control, ref, ...props }: PartsProps) {
  const { t, locale } = useLanguage();
  const field = useFieldContext();
  const noticeId = useId();
  const time = useTimeField({
    ...props,
    required: field?.required,
    disabled: field?.disabled,
    readOnly: field?.readOnly,
    invalid: field?.invalid,
  });
  const segments = time.getSegments().filter((segment) => segment.isEditable);
  const filled = segments.filter((segment) => !segment.isPlaceholder).length;
  // Half a time is only a problem once the person has left it; while they type it is work in progress.
  const incomplete = !time.focused && filled > 0 && filled < segments.length;
  const granularity = segments.some((segment) => segment.type === 'second') ? 'second' : 'minute';
  const problem = rangeProblem(timeOf(time.value[0], granularity), min, max);
  const formatBound = (bound: Time) => formatTime(locale, bound, { hourCycle: props.hourCycle });
  const notice = incomplete
    ? t('inputs.timeField.incomplete')
    : problem === 'early' && min
      ? max
        ? t('inputs.timeField.between', { min: formatBound(min), max: formatBound(max) })
        : t('inputs.timeField.notBefore', { min: formatBound(min) })
      : problem === 'late' && max
        ? min
          ? t('inputs.timeField.between', { min: formatBound(min), max: formatBound(max) })
          : t('inputs.timeField.notAfter', { max: formatBound(max) })
        : null;

  return (
    <>
      <TimeFieldRootProvider value={time} size={size} ref={ref}>
        {renderControl(
          <TimeFieldControl>
            <TimeFieldSegmentGroup aria-labelledby={field?.ids.label}>
              {time.getSegments().map((segment, index) => (
                <TimeFieldSegment
                  key={index}
                  segment={segment}
                  aria-invalid={notice ? true : undefined}
                  aria-describedby={notice ? noticeId : undefined}
                />
              ))}
            </TimeFieldSegmentGroup>
          </TimeFieldControl>,
        )}
        {/* The Field's label points at this input: a click on it goes on to the first part. */}
        {/* The browser's own check stops a native submit at a time the field does not take, with the same words. */}
        <TimeFieldHiddenInput
          validity={notice ?? ''}
          id={field?.ids.control}
          name={name}
          form={form}
          required={field?.required}
        />
      </TimeFieldRootProvider>
      <div id={noticeId} role="status" className={timeField({ size }).message}>
        {notice ? (
          <>
            <CircleAlert aria-hidden />
            {notice}
          </>
        ) : null}
      </div>
    </>
  );
}
