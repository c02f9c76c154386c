// Ark's parts by name, not through its `Field` namespace: a bundler keeps every part of a namespace it is
// given, so a page whose fields are single-line would carry the textarea's auto-resize and the native select.
import {
  type Field as ArkField,
  FieldErrorText as ArkFieldErrorText,
  FieldHelperText as ArkFieldHelperText,
  FieldInput as ArkFieldInput,
  FieldLabel as ArkFieldLabel,
  FieldRequiredIndicator as ArkFieldRequiredIndicator,
  FieldRoot as ArkFieldRoot,
  FieldRootProvider as ArkFieldRootProvider,
  FieldSelect as ArkFieldSelect,
  FieldTextarea as ArkFieldTextarea,
  useField,
  useFieldContext,
} from '@ark-ui/react/field';
import { CircleAlert } from 'lucide-react';
import type { ReactNode, RefAttributes } from 'react';
import { field } from 'styled-system/recipes';
import { createParts } from '../../lib/parts';

const { withProvider, withContext } = createParts(field);

export type FieldSize = 'sm' | 'md' | 'lg';

export interface FieldRootProps extends ArkField.RootProps {
  /** Height and text size of the input, textarea or select inside. */
  size?: FieldSize;
}
export interface FieldLabelProps extends ArkField.LabelProps {}
export interface FieldInputProps extends ArkField.InputProps {}
export interface FieldTextareaProps extends ArkField.TextareaProps {}
export interface FieldSelectProps extends ArkField.SelectProps {}
export interface FieldHelperTextProps extends ArkField.HelperTextProps {}
export interface FieldErrorTextProps extends ArkField.ErrorTextProps {}
export interface FieldRequiredIndicatorProps extends ArkField.RequiredIndicatorProps {}

/**
 * The control's `aria-describedby`: its own ids, then the Field's (Ark's: the error text while invalid, then
 * the helper text, so a screen reader reads what is wrong first). Ark sets it on its own controls; the ones
 * the package wraps (a pin cell, a number box) pass their own through here, so neither is lost.
 */
export function useFieldDescribedBy(own: string | undefined): string | undefined {
  const context = useFieldContext();
  if (!context) return own;
  const ids = [own, context.ariaDescribedby].filter(Boolean).join(' ').split(' ');
  return ids[0] ? [...new Set(ids)].join(' ') : undefined;
}

function DescribedInput(props: FieldInputProps & RefAttributes<HTMLInputElement>) {
  return <ArkFieldInput {...props} aria-describedby={useFieldDescribedBy(props['aria-describedby'])} />;
}
function DescribedTextarea(props: FieldTextareaProps & RefAttributes<HTMLTextAreaElement>) {
  return <ArkFieldTextarea {...props} aria-describedby={useFieldDescribedBy(props['aria-describedby'])} />;
}
function DescribedSelect(props: FieldSelectProps & RefAttributes<HTMLSelectElement>) {
  return <ArkFieldSelect {...props} aria-describedby={useFieldDescribedBy(props['aria-describedby'])} />;
}

function ErrorTextWithIcon({ children, ...props }: FieldErrorTextProps & RefAttributes<HTMLSpanElement>) {
  return (
    <ArkFieldErrorText {...props}>
      <CircleAlert aria-hidden />
      {children}
    </ArkFieldErrorText>
  );
}

/**
 * Ties a label, a control, helper text and error text together. `invalid` shows the error text and sets
 * `aria-invalid`; `required`, `disabled` and `readOnly` reach the control.
 */
export const FieldRoot = /* @__PURE__ */ withProvider<typeof ArkFieldRoot, { size?: FieldSize }>(ArkFieldRoot, 'root');
/** The control's visible name (a `<label>` pointing at it). */
export const FieldLabel = /* @__PURE__ */ withContext(ArkFieldLabel, 'label');
/** The text box. Described by the helper text, and by the error text while invalid. */
export const FieldInput = /* @__PURE__ */ withContext(DescribedInput, 'input');
/** A multi-line text box. */
export const FieldTextarea = /* @__PURE__ */ withContext(DescribedTextarea, 'textarea');
/** A native `<select>` styled like the text box. */
export const FieldSelect = /* @__PURE__ */ withContext(DescribedSelect, 'select');
/** A hint under the control; screen readers read it with the control. */
export const FieldHelperText = /* @__PURE__ */ withContext(ArkFieldHelperText, 'helperText');
/** Shown only while the field is invalid; announced politely when it appears. */
export const FieldErrorText = /* @__PURE__ */ withContext(ErrorTextWithIcon, 'errorText');
/** A '*' after the label of a required field, hidden from screen readers (the control itself is `required`). */
export const FieldRequiredIndicator = /* @__PURE__ */ withContext(ArkFieldRequiredIndicator, 'requiredIndicator');

/**
 * The root for state you create yourself with `useField()` (Ark's `useField`), e.g. to open it from outside
 * or read its state beside it: `const field = useField(props)`, then `<FieldRootProvider value={field}>`.
 */
export const FieldRootProvider = /* @__PURE__ */ withProvider<typeof ArkFieldRootProvider, { size?: FieldSize }>(
  ArkFieldRootProvider,
  'root',
);
export { useField };

export interface TextFieldProps extends Omit<FieldInputProps, 'size'> {
  /** The visible label. */
  label: ReactNode;
  /** A hint under the input, e.g. the expected format. */
  helperText?: ReactNode;
  /** The message shown while the field is invalid. Giving one makes the field invalid unless `invalid` says otherwise. */
  errorText?: ReactNode;
  /** Marks the field invalid: `aria-invalid` on the input and the error text shown. Defaults to `Boolean(errorText)`. */
  invalid?: boolean;
  /** Height and text size of the input. */
  size?: FieldSize;
  /** Props for the wrapping Field.Root, e.g. a `className` for layout. */
  rootProps?: Omit<FieldRootProps, 'invalid' | 'required' | 'disabled' | 'readOnly' | 'size'>;
}

export interface LabelledFieldProps {
  /** The visible label, followed by the required mark when `required`. */
  label: ReactNode;
  /** A hint under the control. */
  helperText?: ReactNode;
  /** The message shown while the field is invalid, with the error icon. */
  errorText?: ReactNode;
  /** Marks the field invalid. Defaults to `Boolean(errorText)`. */
  invalid?: boolean;
  /** The control must be filled in: the red '*' after the label, `required` on the control. */
  required?: boolean;
  /** Disables the control. */
  disabled?: boolean;
  /** Shows the value without letting it change. */
  readOnly?: boolean;
  /** Height and text size of the control. */
  size?: FieldSize;
  /** The Field's id; the label, control and texts derive theirs from it. */
  id?: string;
  /** Props for the wrapping Field.Root, e.g. a `className` for layout. */
  rootProps?: Omit<FieldRootProps, 'invalid' | 'required' | 'disabled' | 'readOnly' | 'size'>;
  /** The control, and anything that belongs between it and the helper text (a character count). */
  children?: ReactNode;
}

/**
 * The Field every convenience field renders (TextField, TextareaField, NumberInput, PasswordInput): the label
 * with the required mark, the control, the helper text and the error text, in that order.
 */
export function LabelledField({
  label,
  helperText,
  errorText,
  invalid,
  required,
  disabled,
  readOnly,
  size,
  id,
  rootProps,
  children,
}: LabelledFieldProps) {
  return (
    <FieldRoot
      {...rootProps}
      id={id}
      invalid={invalid ?? Boolean(errorText)}
      required={required}
      disabled={disabled}
      readOnly={readOnly}
      size={size}
    >
      <FieldLabel>
        {label}
        <FieldRequiredIndicator />
      </FieldLabel>
      {children}
      {helperText ? <FieldHelperText>{helperText}</FieldHelperText> : null}
      {errorText ? <FieldErrorText>{errorText}</FieldErrorText> : null}
    </FieldRoot>
  );
}

// The props a convenience field hands to its LabelledField. Not `size`: some controls take it themselves.
const FIELD_PROP_KEYS: ReadonlySet<string> = new Set([
  'label',
  'helperText',
  'errorText',
  'invalid',
  'required',
  'disabled',
  'readOnly',
  'id',
  'rootProps',
] satisfies (keyof LabelledFieldProps)[]);

/** The props a convenience field renders its LabelledField with. */
export type FieldShellProps = Omit<LabelledFieldProps, 'size' | 'children'>;

/** A convenience field's props without its Field's: what its control takes. */
export type FieldControlProps<P> = Omit<P, keyof FieldShellProps>;

/**
 * Splits a convenience field's props into its Field's (label, texts, states, `id`, `rootProps`) and its
 * control's (all the rest, `ref` and `size` among them), so every field has the one shape
 * `<LabelledField {...field}><Control {...control} /></LabelledField>`.
 */
export function splitFieldProps<P extends FieldShellProps>(props: P): [FieldShellProps, FieldControlProps<P>] {
  const field: Record<string, unknown> = {};
  const control: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) (FIELD_PROP_KEYS.has(key) ? field : control)[key] = value;
  return [field as unknown as FieldShellProps, control as FieldControlProps<P>];
}

/** The common case in one line: label, input, helper text and error text. The input gets every other prop. */
export function TextField(props: TextFieldProps) {
  const [field, { size, ...inputProps }] = splitFieldProps(props);
  return (
    <LabelledField {...field} size={size}>
      <FieldInput {...inputProps} />
    </LabelledField>
  );
}
