import { NumberInput as ArkNumberInput, useNumberInput, useNumberInputContext } from '@ark-ui/react/number-input';
import { CircleAlert, Minus, Plus } from 'lucide-react';
import {
  type FocusEvent,
  type InputEvent,
  type KeyboardEvent,
  type ReactNode,
  type RefAttributes,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { numberInput } from 'styled-system/recipes';
import { useLanguage } from '../../i18n/LanguageProvider';
import { addEnglish } from '../../i18n/messages';
import { enNumberInput } from '../../i18n/messages/en-number-input';
import { useMergedRefs } from '../../lib/merge-refs';
import { createParts } from '../../lib/parts';
import { type FieldControlProps, type FieldRootProps, LabelledField, splitFieldProps, useFieldDescribedBy } from '../field/Field';

// Its English joins the catalog with it, so pages without it do not download that text.
addEnglish(enNumberInput);

const { withProvider, withContext } = createParts(numberInput);

export type NumberInputSize = 'sm' | 'md' | 'lg';

export interface NumberInputRootProps extends ArkNumberInput.RootProps {
  /** Height and text size of the box and its buttons. */
  size?: NumberInputSize;
}
export interface NumberInputRootProviderProps extends ArkNumberInput.RootProviderProps {
  /** Height and text size of the box and its buttons. */
  size?: NumberInputSize;
}
export interface NumberInputLabelProps extends ArkNumberInput.LabelProps {}
export interface NumberInputControlProps extends ArkNumberInput.ControlProps {}
export interface NumberInputInputProps extends ArkNumberInput.InputProps {}
export interface NumberInputIncrementTriggerProps extends ArkNumberInput.IncrementTriggerProps {}
export interface NumberInputDecrementTriggerProps extends ArkNumberInput.DecrementTriggerProps {}
export interface NumberInputValueTextProps extends ArkNumberInput.ValueTextProps {}
export interface NumberInputScrubberProps extends ArkNumberInput.ScrubberProps {}

/**
 * Ark gives a root without `min` or `max` the limits ±(2^53 − 1), writes them as `aria-valuemin` and
 * `aria-valuemax` for screen readers to read out, and jumps there on Home and End. A spinbutton without a
 * limit has neither attribute, and Home and End stay the text box's own keys (to the start and end of the text).
 */
function SpinbuttonInput({ onKeyDownCapture, ...props }: NumberInputInputProps & RefAttributes<HTMLInputElement>) {
  const inputProps = useNumberInputContext().getInputProps();
  const noMin = inputProps['aria-valuemin'] === Number.MIN_SAFE_INTEGER;
  const noMax = inputProps['aria-valuemax'] === Number.MAX_SAFE_INTEGER;
  // `null` and not `undefined`: Ark's own value wins over an undefined one.
  const absent = null as unknown as undefined;
  return (
    <ArkNumberInput.Input
      aria-valuemin={noMin ? absent : undefined}
      aria-valuemax={noMax ? absent : undefined}
      {...props}
      onKeyDownCapture={(event) => {
        onKeyDownCapture?.(event);
        const toMissingLimit = (event.key === 'Home' && noMin) || (event.key === 'End' && noMax);
        // Stopped before it reaches Ark's handler, with the caret's move left to the browser.
        if (toMissingLimit && !event.ctrlKey && !event.metaKey) event.stopPropagation();
      }}
      aria-describedby={useFieldDescribedBy(props['aria-describedby'])}
    />
  );
}

/**
 * Holds the value (`value`, `defaultValue`, `onValueChange` with the text and the number), `min`, `max`,
 * `step`, `locale` and `formatOptions`. Without `formatOptions` Ark reads and writes plain `1234.5`, not the
 * locale's digits: the convenience NumberInput always passes some.
 */
export const NumberInputRoot = /* @__PURE__ */ withProvider<typeof ArkNumberInput.Root, { size?: NumberInputSize }>(
  ArkNumberInput.Root,
  'root',
);
/**
 * The root for state you create yourself with `useNumberInput()` (Ark's), e.g. to step it from outside:
 * `const numberInput = useNumberInput(props)`, then `<NumberInputRootProvider value={numberInput}>`.
 */
export const NumberInputRootProvider = /* @__PURE__ */ withProvider<
  typeof ArkNumberInput.RootProvider,
  { size?: NumberInputSize }
>(ArkNumberInput.RootProvider, 'root');
/** The visible name of the box (inside a Field, use the Field's label instead). */
export const NumberInputLabel = /* @__PURE__ */ withContext(ArkNumberInput.Label, 'label');
/** Holds the two step buttons, inside the end of the box. */
export const NumberInputControl = /* @__PURE__ */ withContext(ArkNumberInput.Control, 'control');
/**
 * The text box (role `spinbutton`): ArrowUp and ArrowDown step, Home and End go to `min` and `max` where they are set. It carries
 * `name`, so a form submits it. Inside a Field it is described by the helper text, and by the error text while invalid.
 */
export const NumberInputInput = /* @__PURE__ */ withContext(SpinbuttonInput, 'input');
/** The button that adds a `step`; give it a name (`aria-label` or Ark's `translations.incrementLabel`). */
export const NumberInputIncrementTrigger = /* @__PURE__ */ withContext(ArkNumberInput.IncrementTrigger, 'incrementTrigger');
/** The button that takes a `step` away; give it a name (`aria-label` or Ark's `translations.decrementLabel`). */
export const NumberInputDecrementTrigger = /* @__PURE__ */ withContext(ArkNumberInput.DecrementTrigger, 'decrementTrigger');
/** The formatted value as text, e.g. beside a scrubber. */
export const NumberInputValueText = /* @__PURE__ */ withContext(ArkNumberInput.ValueText, 'valueText');
/** A handle that changes the value as the pointer drags over it. */
export const NumberInputScrubber = /* @__PURE__ */ withContext(ArkNumberInput.Scrubber, 'scrubber');
/** Render prop with the number input's API (`value`, `valueAsNumber`, `increment`, `setValue`…). */
export const NumberInputContext = ArkNumberInput.Context;
export { useNumberInput, useNumberInputContext };

/**
 * The characters a number can have in `locale` with `options`: the digits (Latin and the locale's own), its
 * group and decimal signs, signs, currency and percent signs, and spaces. A letter among them is not a number.
 */
function numberCharacters(locale: string, options: Intl.NumberFormatOptions): Set<string> {
  const characters = new Set('0123456789-+ \u00a0\u202f');
  const formatter = new Intl.NumberFormat(locale, options);
  for (const sample of [-1234567.891, 1234567.891]) {
    for (const part of formatter.formatToParts(sample)) {
      if (part.type !== 'integer' && part.type !== 'fraction') for (const character of part.value) characters.add(character);
    }
  }
  for (const character of new Intl.NumberFormat(locale, { useGrouping: false }).format(1234567890)) characters.add(character);
  return characters;
}

/**
 * Whether `text` reads as one number in `locale`: at most a sign, digits with the locale's group signs, one
 * decimal sign and more digits, and the currency or percent sign around them. '1-2' has only number
 * characters, but Ark would read it as 1 and drop the rest.
 */
function readsAsNumber(text: string, locale: string, options: Intl.NumberFormatOptions): boolean {
  const parts = new Intl.NumberFormat(locale, options).formatToParts(-1234567.891);
  const decimal = parts.find((part) => part.type === 'decimal')?.value ?? '.';
  const group = parts.find((part) => part.type === 'group')?.value ?? ',';
  let plain = '';
  for (const character of text) {
    if (/\d/.test(character)) plain += character;
    else if (character === decimal) plain += '.';
    else if (character === '-' || character === '\u2212' || character === '+') plain += '-';
    else if (character === group || /\s/.test(character)) {
      // a grouping sign or a space: not part of the value
    } else if (!parts.some((part) => part.type !== 'integer' && part.type !== 'fraction' && part.value.includes(character))) {
      return false;
    }
  }
  return /^-?(\d+\.?\d*|\.\d+)$/.test(plain);
}

/** Read by default: the locale's digits, grouping and decimal sign, and every decimal typed (Intl keeps 3). */
const PLAIN_NUMBER: Intl.NumberFormatOptions = { maximumFractionDigits: 20 };

export interface NumberInputProps
  extends Omit<
      NumberInputInputProps,
      'value' | 'defaultValue' | 'onChange' | 'size' | 'min' | 'max' | 'step' | 'name' | 'inputMode' | 'children'
    >,
    RefAttributes<HTMLInputElement> {
  /** The visible label. */
  label: ReactNode;
  /** A hint under the box, e.g. the unit or the range. */
  helperText?: ReactNode;
  /** The message shown while the field is invalid, with an icon. Giving one makes the field invalid unless `invalid` says otherwise. */
  errorText?: ReactNode;
  /** Marks the field invalid: `aria-invalid` on the box and the error text shown. Defaults to `Boolean(errorText)`. */
  invalid?: boolean;
  /** A value is needed: a '*' after the label, and `required` on the box, so a native submit stops there. */
  required?: boolean;
  /** Disables the box and its buttons; it does not submit. */
  disabled?: boolean;
  /** Shows the value but ignores changes; it still submits. */
  readOnly?: boolean;
  /** The value (controlled); `NaN` is empty. */
  value?: number;
  /** The value to start from (uncontrolled); `NaN` or nothing is empty. */
  defaultValue?: number;
  /**
   * Called on each change with the number (`NaN` while empty or not a number) and the text as shown,
   * e.g. `(1234.5, '1 234,5')` in Swedish.
   */
  onValueChange?: (valueAsNumber: number, valueAsString: string) => void;
  /** Called when the user is done with a value: on blur (after any clamping) and on Enter. */
  onValueCommit?: (valueAsNumber: number, valueAsString: string) => void;
  /** The smallest value. The buttons and arrows stop there, and a smaller value typed is raised to it on blur, with a message. */
  min?: number;
  /** The largest value. The buttons and arrows stop there, and a larger value typed is lowered to it on blur, with a message. */
  max?: number;
  /** How much a button or an arrow key adds or takes away. Defaults to 1 (0.01 for percent). */
  step?: number;
  /** The step with Shift held (and PageUp/PageDown). Defaults to 10 steps. */
  largeStep?: number;
  /**
   * How the number is shown and read, as `Intl.NumberFormat` options in the page's language, e.g.
   * `{ style: 'currency', currency: 'SEK' }` (`1 234,50 kr` in Swedish) or `{ style: 'percent' }` (the value
   * 0.25 shows as 25 %). Defaults to plain numbers with the locale's grouping and decimal sign.
   */
  formatOptions?: Intl.NumberFormatOptions;
  /**
   * The form field name. A form submits the number in plain digits with a '.' (e.g. `1234.5`), not the
   * formatted text, so a server needs no locale to read it; `useForm` focuses the box by this name.
   */
  name?: string;
  /** Raise or lower a value out of `min`–`max` to the nearest limit when the box loses focus. Defaults to true. */
  clampValueOnBlur?: boolean;
  /** Let the mouse wheel step the value while the box has focus. Defaults to false. */
  allowMouseWheel?: boolean;
  /** The keyboard a phone shows. Defaults to 'decimal'. */
  inputMode?: 'text' | 'tel' | 'numeric' | 'decimal';
  /** Height and text size. */
  size?: NumberInputSize;
  /** Props for the wrapping Field.Root, e.g. a `className` for layout. */
  rootProps?: Omit<FieldRootProps, 'invalid' | 'required' | 'disabled' | 'readOnly' | 'size'>;
}

type Notice =
  | { kind: 'refused' }
  | { kind: 'cleared'; text: string }
  | { kind: 'changed'; text: string; value: number }
  | { kind: 'aboveMax'; text: string }
  | { kind: 'belowMin'; text: string };

/**
 * A number in the page's language: label, a text box with the locale's digits and separators (`1 234,5` in
 * Swedish), and buttons to step it, with the Field's required mark, helper text and error text. `min`, `max`
 * and `step` bound it; `formatOptions` shows currency or percent. Nothing typed disappears unexplained: a
 * letter is refused, and text that is not a number, or a number out of range, is changed on blur, each with
 * a visible message under the box that screen readers announce.
 */
export function NumberInput(props: NumberInputProps) {
  const [field, control] = splitFieldProps(props);
  return (
    <LabelledField {...field}>
      {/* Inside the Field, so Ark's number input takes the Field's ids, invalid, required and disabled. */}
      <Box {...control} />
    </LabelledField>
  );
}

type BoxProps = FieldControlProps<NumberInputProps>;

/** The number input inside the Field, with the message under it. */
function Box({
  value,
  defaultValue,
  onValueChange,
  onValueCommit,
  min,
  max,
  step,
  largeStep,
  formatOptions = PLAIN_NUMBER,
  name,
  clampValueOnBlur = true,
  allowMouseWheel,
  inputMode,
  size,
  ref,
  ...inputProps
}: BoxProps) {
  const { t, locale } = useLanguage();
  const optionsKey = JSON.stringify(formatOptions);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the options by content, not identity (often inline)
  const formatter = useMemo(() => new Intl.NumberFormat(locale, formatOptions), [locale, optionsKey]);
  const toText = (number: number | undefined) => (number === undefined || Number.isNaN(number) ? '' : formatter.format(number));

  // Ark keeps the text as the user types it: a number from a parent goes in only when it is a different number
  // from the one last reported, so typing '1 2' is never rewritten under the cursor.
  const [initialText] = useState(() => toText(value ?? defaultValue));
  const [number, setNumber] = useState(() => value ?? defaultValue ?? Number.NaN);

  const [notice, setNotice] = useState<Notice | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the options by content, not identity (often inline)
  const allowed = useMemo(() => numberCharacters(locale, formatOptions), [locale, optionsKey]);
  const noticeId = useId();

  // Text Ark cannot read as a number. Clamped, it would become 0 (or `min`), a number nobody typed: while
  // there is some, Ark does not clamp, so the blur empties the box instead (and the message says so).
  const [unreadable, setUnreadable] = useState(false);
  const api = useNumberInput({
    defaultValue: initialText,
    onValueChange: (details) => {
      setUnreadable(details.value.trim() !== '' && Number.isNaN(details.valueAsNumber));
      setNumber(details.valueAsNumber);
      onValueChange?.(details.valueAsNumber, details.value);
    },
    onValueCommit: onValueCommit ? (details) => onValueCommit(details.valueAsNumber, details.value) : undefined,
    locale,
    formatOptions,
    min,
    max,
    step,
    largeStep,
    name,
    clampValueOnBlur: clampValueOnBlur && !unreadable,
    allowMouseWheel,
    inputMode,
    translations: { incrementLabel: t('inputs.numberInput.increment'), decrementLabel: t('inputs.numberInput.decrement') },
  });

  const latestNumber = useRef(number);
  latestNumber.current = number;
  const setNumberInArk = (next: number) => (Number.isNaN(next) ? api.clearValue() : api.setValue(next));
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the parent's number changes
  useEffect(() => {
    if (value !== undefined && !Object.is(value, latestNumber.current)) setNumberInArk(value);
  }, [value]);
  // A new language or format: show the same number the new way (Ark would read the old text the new way).
  const shownIn = useRef({ locale, optionsKey });
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the language or the format changes
  useEffect(() => {
    if (shownIn.current.locale === locale && shownIn.current.optionsKey === optionsKey) return;
    shownIn.current = { locale, optionsKey };
    setNumberInArk(latestNumber.current);
  }, [locale, optionsKey]);

  // A native submit sends the number, not the formatted text ('1234.5', not '1 234,50 kr').
  const inputRef = useRef<HTMLInputElement>(null);
  const latest = useRef({ name, api });
  latest.current = { name, api };
  const latestAllowed = useRef(allowed);
  latestAllowed.current = allowed;
  // The native `beforeinput` sees typing, paste and drop alike: text with a character no number has (a
  // letter) is refused whole, with a message, and what is already in the box stays.
  useEffect(() => {
    const box = inputRef.current;
    if (!box) return;
    const onNativeBeforeInput = (event: globalThis.InputEvent) => {
      if (!event.inputType.startsWith('insert') || event.inputType === 'insertCompositionText') return;
      const text = event.data ?? event.dataTransfer?.getData('text/plain') ?? '';
      if ([...text].every((character) => latestAllowed.current.has(character))) return;
      event.preventDefault();
      setNotice({ kind: 'refused' });
    };
    box.addEventListener('beforeinput', onNativeBeforeInput);
    return () => box.removeEventListener('beforeinput', onNativeBeforeInput);
  }, []);
  useEffect(() => {
    const form = inputRef.current?.form;
    if (!form) return;
    const onFormData = (event: FormDataEvent) => {
      const { name: current, api: state } = latest.current;
      if (!current || event.formData.get(current) === null) return;
      event.formData.set(current, Number.isNaN(state.valueAsNumber) ? state.value : String(state.valueAsNumber));
    };
    form.addEventListener('formdata', onFormData);
    return () => form.removeEventListener('formdata', onFormData);
  }, []);

  const noticeText = (() => {
    switch (notice?.kind) {
      case 'refused':
        return t('inputs.numberInput.refused');
      case 'cleared':
        return t('inputs.numberInput.cleared', { text: notice.text });
      case 'changed':
        return t('inputs.numberInput.changed', { text: notice.text, value: toText(notice.value) });
      case 'aboveMax':
        return t('inputs.numberInput.aboveMax', { text: notice.text, max: toText(max) });
      case 'belowMin':
        return t('inputs.numberInput.belowMin', { text: notice.text, min: toText(min) });
      default:
        return null;
    }
  })();

  const onBeforeInput = (event: InputEvent<HTMLInputElement>) => {
    inputProps.onBeforeInput?.(event);
    // Ark's own handler runs after this one and refuses what would not make a number (a letter, a second
    // decimal sign) by preventing the input: look once it has.
    queueMicrotask(() => {
      if (event.isDefaultPrevented()) setNotice({ kind: 'refused' });
    });
  };
  const onBlur = (event: FocusEvent<HTMLInputElement>) => {
    inputProps.onBlur?.(event);
    // This runs before Ark's own blur, which formats or clamps what was typed: say what it will change.
    const typed = event.currentTarget.value.trim();
    if (!typed) return;
    if (Number.isNaN(api.valueAsNumber)) {
      setNotice({ kind: 'cleared', text: typed });
    } else if (!readsAsNumber(typed, locale, formatOptions)) {
      const kept = clampValueOnBlur
        ? Math.min(max ?? Infinity, Math.max(min ?? -Infinity, api.valueAsNumber))
        : api.valueAsNumber;
      setNotice({ kind: 'changed', text: typed, value: kept });
    } else if (clampValueOnBlur && max !== undefined && api.valueAsNumber > max) setNotice({ kind: 'aboveMax', text: typed });
    else if (clampValueOnBlur && min !== undefined && api.valueAsNumber < min) setNotice({ kind: 'belowMin', text: typed });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    inputProps.onKeyDown?.(event);
    if (['ArrowUp', 'ArrowDown', 'Home', 'End', 'PageUp', 'PageDown'].includes(event.key)) setNotice(null);
  };

  return (
    <>
      <NumberInputRootProvider value={api} size={size}>
        <NumberInputInput
          {...inputProps}
          ref={useMergedRefs(inputRef, ref)}
          aria-describedby={
            [inputProps['aria-describedby'], noticeText ? noticeId : undefined].filter(Boolean).join(' ') || undefined
          }
          onBeforeInput={onBeforeInput}
          onInput={(event) => {
            inputProps.onInput?.(event);
            setNotice(null);
          }}
          onBlur={onBlur}
          onKeyDown={onKeyDown}
        />
        <NumberInputControl>
          <NumberInputDecrementTrigger onClick={() => setNotice(null)}>
            <Minus aria-hidden />
          </NumberInputDecrementTrigger>
          <NumberInputIncrementTrigger onClick={() => setNotice(null)}>
            <Plus aria-hidden />
          </NumberInputIncrementTrigger>
        </NumberInputControl>
      </NumberInputRootProvider>
      <div id={noticeId} role="status" className={numberInput({ size }).message}>
        {noticeText ? (
          <>
            <CircleAlert aria-hidden />
            {noticeText}
          </>
        ) : null}
      </div>
    </>
  );
}
