import { useFieldContext } from '@ark-ui/react/field';
import { PinInput as ArkPinInput, usePinInput, usePinInputContext } from '@ark-ui/react/pin-input';
import { CircleAlert } from 'lucide-react';
import { type FocusEvent, type ReactNode, type RefAttributes, useEffect, useId, useMemo, useRef, useState } from 'react';
import { pinInput } from 'styled-system/recipes';
import { useLanguage } from '../../i18n/LanguageProvider';
import { addEnglish } from '../../i18n/messages';
import { enPinInput } from '../../i18n/messages/en-pin-input';
import { createParts } from '../../lib/parts';
import { type FieldControlProps, type FieldRootProps, LabelledField, splitFieldProps, useFieldDescribedBy } from '../field/Field';

// Its English joins the catalog with it, so pages without it do not download that text.
addEnglish(enPinInput);

const { withProvider, withContext } = createParts(pinInput);

export type PinInputSize = 'sm' | 'md' | 'lg';
/** What a cell takes: digits only, or letters and digits. */
export type PinInputType = 'numeric' | 'alphanumeric';

export interface PinInputRootProps extends ArkPinInput.RootProps {
  /** The size of each square cell and its text. */
  size?: PinInputSize;
}
export interface PinInputRootProviderProps extends ArkPinInput.RootProviderProps {
  /** The size of each square cell and its text. */
  size?: PinInputSize;
}
export interface PinInputLabelProps extends ArkPinInput.LabelProps {}
export interface PinInputControlProps extends ArkPinInput.ControlProps {}
export interface PinInputInputProps extends ArkPinInput.InputProps {}
export interface PinInputHiddenInputProps extends ArkPinInput.HiddenInputProps {}

function DescribedInput(props: PinInputInputProps & RefAttributes<HTMLInputElement>) {
  return <ArkPinInput.Input {...props} aria-describedby={useFieldDescribedBy(props['aria-describedby'])} />;
}

/**
 * Holds the code (`value`/`defaultValue` as one character per cell, `onValueChange`, `onValueComplete`,
 * `onValueInvalid`), `type`, `mask`, `otp`, `name` and Ark's `translations` for the cells' names.
 */
export const PinInputRoot = /* @__PURE__ */ withProvider<typeof ArkPinInput.Root, { size?: PinInputSize }>(
  ArkPinInput.Root,
  'root',
);
/**
 * The root for state you create yourself with `usePinInput()` (Ark's), e.g. to clear the code from outside:
 * `const pin = usePinInput(props)`, then `<PinInputRootProvider value={pin}>`.
 */
export const PinInputRootProvider = /* @__PURE__ */ withProvider<typeof ArkPinInput.RootProvider, { size?: PinInputSize }>(
  ArkPinInput.RootProvider,
  'root',
);
/** The code's visible name (inside a Field, use the Field's label instead). A click focuses the first cell. */
export const PinInputLabel = /* @__PURE__ */ withContext(ArkPinInput.Label, 'label');
/** The row of cells. Give it `role="group"` and the label's id as `aria-labelledby`, as the convenience PinInput does. */
export const PinInputControl = /* @__PURE__ */ withContext(ArkPinInput.Control, 'control');
/**
 * One cell (`index` from 0), named by Ark's `translations.inputLabel`. Typing fills it and moves on; Backspace
 * clears and moves back; ArrowLeft/ArrowRight, Home and End move between cells; a paste fills the cells from here.
 * Inside a Field it is described by the helper text, and by the error text while invalid.
 */
export const PinInputInput = /* @__PURE__ */ withContext(DescribedInput, 'input');
/** The visually hidden input that carries the whole code as one value, so a form submits it under `name`. */
export const PinInputHiddenInput = ArkPinInput.HiddenInput;
/** Render prop with the pin input's API (`value`, `valueAsString`, `complete`, `setValue`, `clearValue`, `focus`…). */
export const PinInputContext = ArkPinInput.Context;
export { usePinInput, usePinInputContext };

export interface PinInputProps
  extends Omit<
      PinInputRootProps,
      | 'value'
      | 'defaultValue'
      | 'onValueChange'
      | 'onValueComplete'
      | 'onValueInvalid'
      | 'type'
      | 'count'
      | 'translations'
      | 'children'
      | 'invalid'
      | 'required'
      | 'disabled'
      | 'readOnly'
    >,
    RefAttributes<HTMLDivElement> {
  /** The visible label. It also names the group of cells for screen readers. */
  label: ReactNode;
  /** A hint under the cells, e.g. where the code was sent. */
  helperText?: ReactNode;
  /** The message shown while the field is invalid, with an icon. Giving one makes the field invalid unless `invalid` says otherwise. */
  errorText?: ReactNode;
  /** Marks the field invalid: `aria-invalid` on every cell and the error text shown. Defaults to `Boolean(errorText)`. */
  invalid?: boolean;
  /** A code is needed: a '*' after the label, and `required` on the hidden input, so a native submit stops there. */
  required?: boolean;
  /** Disables every cell; the code does not submit. */
  disabled?: boolean;
  /** Shows the code but ignores changes; it still submits. */
  readOnly?: boolean;
  /** How many cells. Defaults to 6. */
  length?: number;
  /** What a cell takes: `numeric` (default, digits only, the phone's number pad) or `alphanumeric` (letters and digits). */
  type?: PinInputType;
  /** The code (controlled), as one string, e.g. `'123'` for the first three cells filled. */
  value?: string;
  /** The code to start from (uncontrolled). */
  defaultValue?: string;
  /** Called with the code as one string on every change (cells not yet filled are left out). */
  onValueChange?: (value: string) => void;
  /** Called with the whole code once every cell is filled, by typing or by a paste. */
  onValueComplete?: (value: string) => void;
  /** Hides each character as a password field does. */
  mask?: boolean;
  /** A one-time code: `autocomplete="one-time-code"` on the cells, so a phone offers the code from a text message. */
  otp?: boolean;
  /**
   * Cleans a pasted code before it is checked. Defaults to removing spaces and dashes, so '123 456' and
   * '123-456' fill all six cells.
   */
  sanitizeValue?: (value: string) => string;
  /** Height and text size of the cells. */
  size?: PinInputSize;
  /** Props for the wrapping Field.Root, e.g. a `className` for layout. */
  rootProps?: Omit<FieldRootProps, 'invalid' | 'required' | 'disabled' | 'readOnly' | 'size'>;
}

/** What Ark lets into a cell of each type (its own check, which it applies to a paste too). */
const ALLOWED: Record<PinInputType, RegExp> = { numeric: /^[0-9]+$/, alphanumeric: /^[a-z0-9]+$/i };

const withoutSpacesAndDashes = (value: string) => value.replace(/[\s\-\u2010-\u2015]/g, '');

/**
 * A one-time code or PIN in separate cells (Ark's pin input) with the Field's label, required mark, helper
 * text and error text. Typing moves from cell to cell and a pasted code fills them all. A character the code
 * cannot hold (a letter in a numeric code) is refused, with a message under the cells saying why; the
 * characters already typed stay. Each cell is named in the page's language ('Digit 2 of 6'), the cells form a
 * group named by the label, and with `name` a form submits the whole code as one value.
 */
export function PinInput(props: PinInputProps) {
  const [field, control] = splitFieldProps(props);
  return (
    <LabelledField {...field}>
      {/* Inside the Field, so Ark's pin input takes the Field's ids, invalid, required and disabled. */}
      <Cells {...control} />
    </LabelledField>
  );
}

type CellsProps = FieldControlProps<PinInputProps>;

/** One character per cell, '' for an empty one: the array Ark keeps. */
const toCells = (value: string, length: number) => Array.from({ length }, (_, index) => value[index] ?? '');

/** The cells inside the Field, with the message under them. */
function Cells({
  length = 6,
  type = 'numeric',
  value,
  defaultValue,
  onValueChange,
  onValueComplete,
  sanitizeValue = withoutSpacesAndDashes,
  size,
  ...rootProps
}: CellsProps) {
  const { t } = useLanguage();
  const field = useFieldContext();
  const [refused, setRefused] = useState<string | null>(null);
  const noticeId = useId();
  const cells = useMemo(() => (value === undefined ? undefined : toCells(value, length)), [value, length]);
  const [initialCells] = useState(() => (defaultValue === undefined ? undefined : toCells(defaultValue, length)));
  // Ark refuses a character in React's `onBeforeInput`, which React draws from the `textInput` event: input
  // that comes without one (a dictation, an input method, a test's keyboard) would get into the cell. The
  // native `beforeinput` sees every insertion: one the type cannot hold is refused here too, with the message.
  const controlRef = useRef<HTMLDivElement>(null);
  const latestType = useRef(type);
  latestType.current = type;
  useEffect(() => {
    const control = controlRef.current;
    if (!control) return;
    const onNativeBeforeInput = (event: globalThis.InputEvent) => {
      if (!event.inputType.startsWith('insert') || event.inputType === 'insertCompositionText') return;
      const text = event.data ?? event.dataTransfer?.getData('text/plain') ?? '';
      if (!text || ALLOWED[latestType.current].test(text)) return;
      event.preventDefault();
      setRefused(text);
    };
    control.addEventListener('beforeinput', onNativeBeforeInput);
    return () => control.removeEventListener('beforeinput', onNativeBeforeInput);
  }, []);
  const cellName = type === 'numeric' ? 'inputs.pinInput.digit' : 'inputs.pinInput.character';
  const noticeText =
    refused === null
      ? null
      : t(type === 'numeric' ? 'inputs.pinInput.refusedNumeric' : 'inputs.pinInput.refusedAlphanumeric', {
          text: refused,
        });

  return (
    <>
      <PinInputRoot
        {...rootProps}
        size={size}
        type={type}
        count={length}
        value={cells}
        defaultValue={initialCells}
        sanitizeValue={sanitizeValue}
        translations={{ inputLabel: (index, count) => t(cellName, { index: index + 1, count }) }}
        onValueChange={(details) => {
          setRefused(null);
          onValueChange?.(details.valueAsString);
        }}
        onValueComplete={(details) => onValueComplete?.(details.valueAsString)}
        onValueInvalid={(details) => setRefused(details.value)}
      >
        <PinInputContext>
          {(api) => (
            <>
              {/* The cells as one group named by the Field's label; each cell's own name says which it is. */}
              <PinInputControl ref={controlRef} role="group" aria-labelledby={field?.ids.label}>
                {api.items.map((index) => (
                  <PinInputInput key={index} index={index} aria-describedby={refused !== null ? noticeId : undefined} />
                ))}
              </PinInputControl>
              {/* A form (or useForm, or the browser's own check of `required`) that focuses the code by its
                  name reaches this hidden input: the focus goes on to the first cell to fill. */}
              <PinInputHiddenInput
                onFocus={(event: FocusEvent<HTMLInputElement>) => event.target === event.currentTarget && api.focus()}
              />
            </>
          )}
        </PinInputContext>
      </PinInputRoot>
      <div id={noticeId} role="status" className={pinInput({ size }).message}>
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
