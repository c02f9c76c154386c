import {
  Checkbox as ArkCheckbox,
  useCheckbox,
  useCheckboxContext,
  useCheckboxGroup,
  useCheckboxGroupContext,
} from '@ark-ui/react/checkbox';
import { useFieldsetContext } from '@ark-ui/react/fieldset';
import { Check, Minus } from 'lucide-react';
import { type ReactNode, type RefAttributes, useContext, useEffect, useRef } from 'react';
import { cx } from 'styled-system/css';
import { checkbox } from 'styled-system/recipes';
import { useMergedRefs } from '../../lib/merge-refs';
import { overControl } from '../../lib/native-input';
import { createParts } from '../../lib/parts';
import { FieldErrorText, FieldHelperText, FieldRequiredIndicator, FieldRoot, useFieldDescribedBy } from '../field/Field';
import { VisuallyHidden } from '../visually-hidden';
import { CheckboxGroupLimitContext } from './limit-context';

const { withProvider, withContext } = createParts(checkbox);

export type CheckboxSize = 'sm' | 'md' | 'lg';
/** A checkbox's state: checked, unchecked, or 'indeterminate' (some of what it stands for is checked). */
export type CheckboxCheckedState = boolean | 'indeterminate';
/** How a group lays out its checkboxes. */
export type CheckboxGroupOrientation = 'vertical' | 'horizontal';

export interface CheckboxRootProps extends ArkCheckbox.RootProps {
  /** Size of the box and the label. */
  size?: CheckboxSize;
}
export interface CheckboxControlProps extends ArkCheckbox.ControlProps {}
export interface CheckboxIndicatorProps extends ArkCheckbox.IndicatorProps {}
export interface CheckboxLabelProps extends ArkCheckbox.LabelProps {}
export interface CheckboxHiddenInputProps extends ArkCheckbox.HiddenInputProps {}
export interface CheckboxGroupRootProps extends ArkCheckbox.GroupProps {
  /** Stacks the checkboxes (`vertical`) or lines them up and wraps them (`horizontal`). */
  orientation?: CheckboxGroupOrientation;
}
export interface CheckboxGroupRootProviderProps extends ArkCheckbox.GroupProviderProps {
  /** Stacks the checkboxes (`vertical`) or lines them up and wraps them (`horizontal`). */
  orientation?: CheckboxGroupOrientation;
}

function FieldsetAwareRoot(props: ArkCheckbox.RootProps & RefAttributes<HTMLLabelElement>) {
  // A disabled <fieldset> disables the input natively; Ark's Checkbox does not read the fieldset, so say it
  // here too, for the disabled look. (Inside a Field or a CheckboxGroup, Ark passes it on already.)
  const fieldset = useFieldsetContext();
  return <ArkCheckbox.Root {...(fieldset?.disabled && props.disabled === undefined ? { disabled: true } : {})} {...props} />;
}

function Input({ ref, ...props }: CheckboxHiddenInputProps & RefAttributes<HTMLInputElement>) {
  const limit = useContext(CheckboxGroupLimitContext);
  const { indeterminate } = useCheckboxContext();
  const own = useRef<HTMLInputElement>(null);
  // Ark marks the native input indeterminate only when the state changes, not when it starts so: a 'Select
  // all' over a partly chosen list must be 'mixed' from the first render.
  useEffect(() => {
    if (own.current) own.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <ArkCheckbox.HiddenInput
      {...props}
      ref={useMergedRefs(own, ref)}
      style={overControl(props.style)}
      // Inside a Field, the error text describes the box too, not only the helper text.
      aria-describedby={useFieldDescribedBy(props['aria-describedby'])}
      onClick={(event) => {
        props.onClick?.(event);
        // A click that would check one box too many: keep the native input unchecked, as the group's state is.
        if (event.currentTarget.checked && limit?.refuses()) event.preventDefault();
      }}
    />
  );
}

/**
 * The `<label>` around the whole checkbox; clicking anywhere on it toggles. Holds the state (`checked`,
 * `defaultChecked`, `onCheckedChange`), where `checked` may be `'indeterminate'`.
 */
export const CheckboxRoot = /* @__PURE__ */ withProvider<typeof FieldsetAwareRoot, { size?: CheckboxSize }>(
  FieldsetAwareRoot,
  'root',
);
/** The box. Hidden from screen readers (the hidden input is the checkbox); shows its keyboard focus. */
export const CheckboxControl = /* @__PURE__ */ withContext(ArkCheckbox.Control, 'control');
/** The mark inside the box: shown while checked, or while indeterminate with `indeterminate`. */
export const CheckboxIndicator = /* @__PURE__ */ withContext(ArkCheckbox.Indicator, 'indicator');
/** The visible name of the checkbox. */
export const CheckboxLabel = /* @__PURE__ */ withContext(ArkCheckbox.Label, 'label');
/**
 * The real `<input type="checkbox">`, transparent over the drawn box, so a pointer or a test that clicks it by
 * role reaches it: it takes focus, Space toggles it, it submits `name` and `value` with forms, and `useForm`
 * focuses it by `name`. Inside a Field it is described by the helper text and, while invalid, the error text.
 */
export const CheckboxHiddenInput = Input;
/** Render prop with the checkbox's API (`checked`, `indeterminate`, `setChecked`…). */
export const CheckboxContext = ArkCheckbox.Context;

/**
 * The root for state you create yourself with `useCheckbox()` (Ark's `useCheckbox`), e.g. to set it from
 * outside or read its state beside it: `const checkbox = useCheckbox(props)`, then `<CheckboxRootProvider value={checkbox}>`.
 */
export const CheckboxRootProvider = /* @__PURE__ */ withProvider<typeof ArkCheckbox.RootProvider, { size?: CheckboxSize }>(
  ArkCheckbox.RootProvider,
  'root',
);

/**
 * Ark's checkbox group: holds the checked values (`value`, `defaultValue`, `onValueChange`) and gives each
 * `Checkbox.Root` inside with a `value` its checked state and `name`. Ark's `maxSelectedValues` disables the
 * unchecked boxes at the limit; the convenience CheckboxGroup refuses the extra pick with a message instead.
 */
export const CheckboxGroupRoot = /* @__PURE__ */ withProvider<
  typeof ArkCheckbox.Group,
  { orientation?: CheckboxGroupOrientation }
>(ArkCheckbox.Group, 'group');
/**
 * The group root for state you create yourself with `useCheckboxGroup()`: `const group = useCheckboxGroup(props)`,
 * then `<CheckboxGroupRootProvider value={group}>`.
 */
export const CheckboxGroupRootProvider = /* @__PURE__ */ withProvider<
  typeof ArkCheckbox.GroupProvider,
  { orientation?: CheckboxGroupOrientation }
>(ArkCheckbox.GroupProvider, 'group');
export { useCheckbox, useCheckboxContext, useCheckboxGroup, useCheckboxGroupContext };

export interface CheckboxProps
  extends Omit<CheckboxRootProps, 'children' | 'invalid' | 'required' | 'disabled' | 'readOnly'>,
    RefAttributes<HTMLLabelElement> {
  /** The visible label, which is also the checkbox's accessible name. */
  children?: ReactNode;
  /** A name for screen readers when there is no visible label (it is rendered visually hidden). */
  'aria-label'?: string;
  /** A hint under the label; the checkbox is described by it. */
  helperText?: ReactNode;
  /** The message shown while the checkbox is invalid, with an icon; the checkbox is described by it. Giving one makes it invalid unless `invalid` says otherwise. */
  errorText?: ReactNode;
  /** Marks the checkbox invalid: red box, `aria-invalid`, and `errorText` shown. Defaults to `Boolean(errorText)`. */
  invalid?: boolean;
  /** It must be checked: a '*' after the label and `required` on the native input. */
  required?: boolean;
  /** Disables the checkbox: it cannot be focused or changed, and does not submit. */
  disabled?: boolean;
  /** Shows the state but ignores changes; it still submits. */
  readOnly?: boolean;
  /** Size of the box and the label. */
  size?: CheckboxSize;
  /** Classes for the outermost element (the field around the checkbox, or its root inside a CheckboxGroup), e.g. for layout. */
  className?: string;
}

/**
 * A checkbox with its label, e.g. 'I accept the terms'. A native checkbox underneath: Tab focuses it, Space
 * toggles it, screen readers announce its name and "checked", "not checked" or "mixed" (`checked="indeterminate"`,
 * e.g. a 'Select all' over a partly chosen list), and it submits `name` and `value` (default 'on') with forms.
 * Required mark, helper text and error text are the Field's, as in TextField. Inside a CheckboxGroup, give it
 * a `value`: the group holds the state, and its legend, helper and error text speak for all its boxes.
 */
export function Checkbox({
  children,
  'aria-label': ariaLabel,
  helperText,
  errorText,
  invalid,
  required,
  disabled,
  readOnly,
  size,
  className,
  ...rootProps
}: CheckboxProps) {
  const inGroup = useCheckboxGroupContext() != null;
  const label = children ?? ariaLabel;
  const box = (
    <CheckboxRoot
      {...rootProps}
      // In a Field these come from the Field; in a group, from the group unless the box says otherwise.
      {...(inGroup ? { disabled, readOnly, invalid, className } : {})}
      size={size}
    >
      <CheckboxControl>
        <CheckboxIndicator>
          <Check aria-hidden />
        </CheckboxIndicator>
        <CheckboxIndicator indeterminate>
          <Minus aria-hidden />
        </CheckboxIndicator>
      </CheckboxControl>
      {children ? (
        <CheckboxLabel>
          {children}
          {inGroup ? null : <FieldRequiredIndicator />}
        </CheckboxLabel>
      ) : label ? (
        <VisuallyHidden>
          <CheckboxLabel>{label}</CheckboxLabel>
        </VisuallyHidden>
      ) : null}
      <CheckboxHiddenInput />
    </CheckboxRoot>
  );
  if (inGroup) return box;
  return (
    <FieldRoot
      className={cx(checkbox({ size }).field, className)}
      invalid={invalid ?? Boolean(errorText)}
      required={required}
      disabled={disabled}
      readOnly={readOnly}
    >
      {box}
      {helperText ? <FieldHelperText>{helperText}</FieldHelperText> : null}
      {errorText ? <FieldErrorText>{errorText}</FieldErrorText> : null}
    </FieldRoot>
  );
}
