// What a time field and a date field share: both are Ark's date input, a value typed in segments (hour and
// minute, or day, month and year), each a spin button named in the page's language, inside a Field, with the
// value carried into a form as ISO text and a message by the field when it is not taken. Each field brings
// only what differs: its formatter, its names, its value type and its messages.
import { DateInput as ArkDateInput, useDateInputContext } from '@ark-ui/react/date-input';
import { useEnvironmentContext } from '@ark-ui/react/environment';
import { useFieldContext } from '@ark-ui/react/field';
import { useLocaleContext } from '@ark-ui/react/locale';
import type { DateFormatter, DateValue } from '@internationalized/date';
import * as dateInput from '@zag-js/date-input';
import { normalizeProps, useMachine } from '@zag-js/react';
import { CircleAlert } from 'lucide-react';
import {
  type ComponentProps,
  type ComponentType,
  type InputEvent,
  type KeyboardEvent,
  type ReactNode,
  type RefAttributes,
  useEffect,
  useId,
  useRef,
} from 'react';
import { timeField } from 'styled-system/recipes';
import { useLanguage } from '../../i18n/LanguageProvider';
import type { MessageKey } from '../../i18n/messages';
import { FormValueInput } from '../../lib/form-value-input';
import { createParts } from '../../lib/parts';
import { useFieldDescribedBy } from '../field/Field';

const { withProvider, withContext } = createParts(timeField);

export type SegmentFieldSize = 'sm' | 'md' | 'lg';

/** The state a Field hands its control: what a segmented field's machine takes from it. */
export interface SegmentFlags {
  disabled?: boolean;
  readOnly?: boolean;
  required?: boolean;
  invalid?: boolean;
}

export interface SegmentsMachineOptions extends SegmentFlags {
  /** The field's kind, the start of its parts' ids ('time-field', 'date-field'). */
  scope: string;
  /** The id of the root element; the parts' ids are made from it. */
  id?: string;
  /** The direction the segments are drawn in and the arrows move in; the root and its label keep the page's. */
  dir: 'ltr' | 'rtl';
  formatter: DateFormatter;
  granularity: dateInput.Props['granularity'];
  placeholderValue: DateValue;
  translations?: dateInput.Props['translations'];
  value?: DateValue[];
  defaultValue?: DateValue[];
  /** Called with the value once every segment is filled, and with `undefined` once every segment is cleared. */
  onValueChange: (value: DateValue | undefined) => void;
  /** How far ArrowUp and ArrowDown move `segment`; 1, Ark's own step, unless said. */
  stepOf?: (segment: dateInput.DateSegment) => number;
}

/**
 * Ark's date input machine as the package's segmented fields use it: read in a fixed zone (UTC, the value is a
 * wall-clock time or a calendar day), every typed character taken, the root and label in the page's direction.
 */
export function useSegmentsMachine({
  scope,
  id,
  dir: segmentsDir,
  stepOf,
  onValueChange,
  ...props
}: SegmentsMachineOptions): dateInput.Api {
  const { locale } = useLanguage();
  const { dir } = useLocaleContext();
  const { getRootNode } = useEnvironmentContext();
  const ownId = useId();
  const rootId = id ?? ownId;
  const controlId = `${scope}:${rootId}:control`;
  const service = useMachine(dateInput.machine, {
    ...props,
    id: rootId,
    ids: { control: controlId },
    dir: segmentsDir,
    locale,
    getRootNode,
    timeZone: 'UTC',
    onValueChange: (details) => onValueChange(details.value[0]),
  });
  const api = dateInput.connect(service, normalizeProps);

  // Ark takes a typed character from React's `onBeforeInput`, which React draws from the `textInput` event:
  // input that comes without one (dictation, an input method, a test's keyboard) would be written into the
  // segment as text. The native `beforeinput` comes with every insertion: it is taken here, and React's copy
  // of the same keystroke, if any, is then ignored.
  const latest = useRef(api);
  latest.current = api;
  const takenNatively = useRef(false);
  useEffect(() => {
    // Listened for from the root, so segments that mount after the hook (a layout of one's own) are covered too.
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
    getSegmentProps(segmentProps) {
      const own = api.getSegmentProps(segmentProps);
      const { segment } = segmentProps;
      if (segment.type === 'literal') return own;
      return {
        ...own,
        onKeyDown(event: KeyboardEvent<HTMLElement>) {
          takenNatively.current = false;
          // A segment with a step of its own moves by it; every other key is Ark's.
          const up = event.key === 'ArrowUp';
          const plain = !(event.ctrlKey || event.metaKey || event.shiftKey || event.altKey);
          const step = stepOf?.(segment) ?? 1;
          const stepped = step > 1 && (up || event.key === 'ArrowDown');
          if (stepped && plain && !props.readOnly && !props.disabled) {
            event.preventDefault();
            event.stopPropagation();
            service.send({ type: 'SEGMENT.ADJUST', segment, amount: up ? step : -step });
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

/** The segments that take a value (not the separators). */
export const editableSegments = (api: dateInput.Api) => api.getSegments().filter((segment) => segment.isEditable);

/** Every editable segment is filled. A segment cleared after the value was whole leaves Ark's value as it was. */
export const isWhole = (api: dateInput.Api) => editableSegments(api).every((segment) => !segment.isPlaceholder);

/** A segment's props, as `Segment` takes them. */
export type SegmentPartProps = ArkDateInput.SegmentProps & RefAttributes<HTMLSpanElement>;

/**
 * A segment named in the page's language ('Hour', 'Month'), 'Empty' (`empty`) while unfilled, its value text
 * from `valueText` where it reads better than its digits (a month's name), and described by the Field.
 */
export function namedSegment(
  names: Partial<Record<dateInput.SegmentType, MessageKey>>,
  empty: MessageKey,
  valueText?: (segment: dateInput.DateSegment, locale: string) => string | undefined,
) {
  return function NamedSegment(props: SegmentPartProps) {
    const { t, locale } = useLanguage();
    const name = names[props.segment.type];
    const shown = props.segment.isPlaceholder ? t(empty) : valueText?.(props.segment, locale);
    return (
      <ArkDateInput.Segment
        {...props}
        aria-label={name ? t(name) : undefined}
        aria-valuetext={name ? shown : undefined}
        aria-describedby={useFieldDescribedBy(props['aria-describedby'])}
      />
    );
  };
}

export interface SegmentsValueInputProps extends Omit<ComponentProps<'input'>, 'value' | 'defaultValue' | 'type'> {
  /** Why the value is not taken, in the words the field shows ('' when it is): a native submit stops with them. */
  validity?: string;
}

/**
 * The input that carries the value as a form submits it, under `name`: `iso` of Ark's value, '' while any
 * segment is empty (what is shown is what submits). Not hidden from the browser's own checks: with
 * `required` a native submit stops here, and a focus (from the browser or `useForm`) goes on to the first segment.
 */
export function segmentsValueInput(iso: (value: DateValue | undefined, segments: dateInput.DateSegment[]) => string) {
  return function SegmentsValueInput(props: SegmentsValueInputProps & RefAttributes<HTMLInputElement>) {
    const api = useDateInputContext();
    return (
      <FormValueInput
        {...props}
        disabled={props.disabled ?? api.disabled}
        value={isWhole(api) ? iso(api.value[0], editableSegments(api)) : ''}
        // The first segment of this field, found from the input itself: it sits inside the field's root.
        focusTarget={(input) =>
          input.closest('[data-scope=date-input][data-part=root]')?.querySelector<HTMLElement>('[role=spinbutton]')
        }
      />
    );
  };
}

/** The root for a segmented field's state (`useTimeField()`, `useDateField()`): `<…RootProvider value={state}>`. */
export const SegmentsRootProvider = /* @__PURE__ */ withProvider<typeof ArkDateInput.RootProvider, { size?: SegmentFieldSize }>(
  ArkDateInput.RootProvider,
  'root',
);
/** The value's visible name (inside a Field, use the Field's label instead). A click focuses the first segment. */
export const SegmentsLabel = /* @__PURE__ */ withContext(ArkDateInput.Label, 'label');
/** The box around the segments. */
export const SegmentsControl = /* @__PURE__ */ withContext(ArkDateInput.Control, 'control');
/** The segments in the language's order, a group; name it with `aria-labelledby`, as the convenience fields do. */
export const SegmentsGroup = /* @__PURE__ */ withContext(ArkDateInput.SegmentGroup, 'segmentGroup');
/** Binds a field's own segment (`namedSegment(…)`) to the recipe's segment slot. */
export const segmentPart = (segment: ComponentType<SegmentPartProps>) => withContext(segment, 'segment');

/** The Field's state, for the machine of the segments inside it. */
export function useFieldFlags(): SegmentFlags {
  const field = useFieldContext();
  return { required: field?.required, disabled: field?.disabled, readOnly: field?.readOnly, invalid: field?.invalid };
}

/** A segmented field's messages when its value is not taken. */
export interface SegmentsNoticeKeys {
  incomplete: MessageKey;
  notBefore: MessageKey;
  notAfter: MessageKey;
  between: MessageKey;
}

/**
 * Why the value is not taken, or null: left half-filled (only once the person has left it; while they type it
 * is work in progress), or before `min` ('early') or after `max` ('late'), each bound as the page reads it.
 */
export function useSegmentsNotice(
  api: dateInput.Api,
  problem: 'early' | 'late' | null,
  bounds: { min?: string; max?: string },
  keys: SegmentsNoticeKeys,
): string | null {
  const { t } = useLanguage();
  const segments = editableSegments(api);
  const filled = segments.filter((segment) => !segment.isPlaceholder).length;
  if (!api.focused && filled > 0 && filled < segments.length) return t(keys.incomplete);
  const { min, max } = bounds;
  if ((problem === 'early' || problem === 'late') && min && max) return t(keys.between, { min, max });
  if (problem === 'early' && min) return t(keys.notBefore, { min });
  if (problem === 'late' && max) return t(keys.notAfter, { max });
  return null;
}

export interface SegmentsBodyProps extends RefAttributes<HTMLDivElement> {
  /** The field's state. */
  state: dateInput.Api;
  /** Why the value is not taken, shown by the field and announced; null when it is. */
  notice: string | null;
  /** Height and text size of the box. */
  size?: SegmentFieldSize;
  /** The form field name the value submits under. */
  name?: string;
  /** The `form` the value belongs to, when the field is outside it. */
  form?: string;
  /** The field's own segment part. */
  Segment: ComponentType<SegmentPartProps>;
  /** The field's own form value. */
  HiddenInput: ComponentType<SegmentsValueInputProps>;
  /** Places the box among other parts (TimePicker's button beside it). */
  renderControl?: (control: ReactNode) => ReactNode;
}

/** The segments inside the Field: the box, the form value and the message under them. */
export function SegmentsBody({
  state,
  notice,
  size,
  name,
  form,
  Segment,
  HiddenInput,
  renderControl = (control) => control,
  ref,
}: SegmentsBodyProps) {
  const field = useFieldContext();
  const noticeId = useId();
  return (
    <>
      <SegmentsRootProvider value={state} size={size} ref={ref}>
        {renderControl(
          <SegmentsControl>
            <SegmentsGroup aria-labelledby={field?.ids.label}>
              {state.getSegments().map((segment, index) => (
                <Segment
                  key={index}
                  segment={segment}
                  aria-invalid={notice ? true : undefined}
                  aria-describedby={notice ? noticeId : undefined}
                />
              ))}
            </SegmentsGroup>
          </SegmentsControl>,
        )}
        {/* The Field's label points at this input: a click on it goes on to the first segment. */}
        {/* The browser's own check stops a native submit at a value the field does not take, with the same words. */}
        <HiddenInput validity={notice ?? ''} id={field?.ids.control} name={name} form={form} required={field?.required} />
      </SegmentsRootProvider>
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
