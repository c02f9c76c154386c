import { RadioGroup as ArkRadioGroup, useRadioGroup } from '@ark-ui/react/radio-group';
import { type ComponentProps, type ReactNode, type RefAttributes, useId } from 'react';
import { radioGroup } from 'styled-system/recipes';
import { overControl } from '../../lib/native-input';
import { createParts } from '../../lib/parts';
import { visuallyHidden } from '../../lib/visually-hidden';
import { FieldErrorText, FieldHelperText, FieldRequiredIndicator, FieldRoot, useFieldDescribedBy } from '../field/Field';

const { withProvider, withContext } = createParts(radioGroup);

/** How the options look: radios in a list (`plain`), or a card per option (`card`, RadioCardGroup's look). */
export type RadioGroupVariant = 'plain' | 'card';
/** Which way the options run. */
export type RadioGroupOrientation = 'vertical' | 'horizontal';

export interface RadioGroupRootProps extends ArkRadioGroup.RootProps {
  /** Radios in a list (`plain`), or a card per option (`card`). */
  variant?: RadioGroupVariant;
}
export interface RadioGroupRootProviderProps extends ArkRadioGroup.RootProviderProps {
  /** Radios in a list (`plain`), or a card per option (`card`). */
  variant?: RadioGroupVariant;
}
export interface RadioGroupLabelProps extends ArkRadioGroup.LabelProps {}
export interface RadioGroupItemsProps extends ComponentProps<'div'> {}
export interface RadioGroupItemProps extends ArkRadioGroup.ItemProps {}
export interface RadioGroupItemControlProps extends ArkRadioGroup.ItemControlProps {}
export interface RadioGroupItemContentProps extends ComponentProps<'span'> {}
export interface RadioGroupItemTextProps extends ArkRadioGroup.ItemTextProps {}
export interface RadioGroupItemDescriptionProps extends ComponentProps<'span'> {}
export interface RadioGroupItemHiddenInputProps extends ArkRadioGroup.ItemHiddenInputProps {}
export interface RadioGroupIndicatorProps extends ArkRadioGroup.IndicatorProps {}

// The group is the one control of its Field: it carries the field's helper and error text as its description
// (inside a Field.Root), and `aria-invalid` while invalid, which Ark sets on each radio only.
function DescribedRoot(props: ArkRadioGroup.RootProps & RefAttributes<HTMLDivElement>) {
  return (
    <ArkRadioGroup.Root
      {...props}
      aria-invalid={props['aria-invalid'] ?? (props.invalid || undefined)}
      aria-describedby={useFieldDescribedBy(props['aria-describedby'])}
    />
  );
}
function DescribedRootProvider(props: ArkRadioGroup.RootProviderProps & RefAttributes<HTMLDivElement>) {
  return <ArkRadioGroup.RootProvider {...props} aria-describedby={useFieldDescribedBy(props['aria-describedby'])} />;
}

/**
 * The group (role `radiogroup`), named by its label, and its state: `value`, `defaultValue`, `onValueChange`,
 * `name` (each radio's, so they submit with a form), `orientation`, `disabled`, `invalid`, `required`. Inside a
 * `Field.Root` it is described by the field's helper text, and by its error text while invalid.
 */
export const RadioGroupRoot = /* @__PURE__ */ withProvider<typeof DescribedRoot, { variant?: RadioGroupVariant }>(
  DescribedRoot,
  'root',
);
/** The group's visible name: it labels the `radiogroup`. Clicking it focuses the checked radio, or the first. */
export const RadioGroupLabel = /* @__PURE__ */ withContext(ArkRadioGroup.Label, 'label');
/** Lays the options out in a column, or in a row when the root's `orientation` is `horizontal`. */
export const RadioGroupItems = /* @__PURE__ */ withContext('div', 'items');
/** One option: a `<label>` around its radio, so a click anywhere on it checks it. Takes the option's `value`. */
export const RadioGroupItem = /* @__PURE__ */ withContext(ArkRadioGroup.Item, 'item');
/** The drawn radio circle (or, on a card, the mark at its end). Hidden from screen readers: the hidden input is the radio. */
export const RadioGroupItemControl = /* @__PURE__ */ withContext(ArkRadioGroup.ItemControl, 'itemControl');
/** Stacks an option's text and description. */
export const RadioGroupItemContent = /* @__PURE__ */ withContext('span', 'itemContent');
/** The option's name: it names the radio for screen readers. */
export const RadioGroupItemText = /* @__PURE__ */ withContext(ArkRadioGroup.ItemText, 'itemText');
/** A line under the option's name. Give it an `id` and point the hidden input's `aria-describedby` at it. */
export const RadioGroupItemDescription = /* @__PURE__ */ withContext('span', 'itemDescription');
/**
 * The real radio, transparent over its drawn circle (where a pointer aims): it takes focus, the arrow keys move and check, and it submits `name` and `value`
 * with a form. Its focus is drawn on the item.
 */
export function RadioGroupItemHiddenInput(props: RadioGroupItemHiddenInputProps & RefAttributes<HTMLInputElement>) {
  return <ArkRadioGroup.ItemHiddenInput {...props} style={overControl(props.style)} />;
}
/** Ark's indicator, which follows the checked option. These groups draw the checked state on each option and hide it. */
export const RadioGroupIndicator = /* @__PURE__ */ withContext(ArkRadioGroup.Indicator, 'indicator');
/** Render prop with the group's API (`value`, `setValue`, `focus`…). */
export const RadioGroupContext = ArkRadioGroup.Context;
/** Render prop with an option's state (`checked`, `disabled`, `focused`…). */
export const RadioGroupItemContext = ArkRadioGroup.ItemContext;

/**
 * The root for state you create yourself with `useRadioGroup()` (Ark's `useRadioGroup`), e.g. to check an option
 * from outside or read the value beside the group: `const group = useRadioGroup(props)`, then
 * `<RadioGroupRootProvider value={group}>`.
 */
export const RadioGroupRootProvider = /* @__PURE__ */ withProvider<typeof DescribedRootProvider, { variant?: RadioGroupVariant }>(
  DescribedRootProvider,
  'root',
);
export { useRadioGroup };

/** RadioGroupRoot with the cards' look (`variant="card"`): compose RadioCardGroup's parts inside it. */
export function RadioCardGroupRoot(props: RadioGroupRootProps & RefAttributes<HTMLDivElement>) {
  return <RadioGroupRoot variant="card" {...props} />;
}
/** RadioGroupRootProvider with the cards' look (`variant="card"`), for state made with `useRadioGroup()`. */
export function RadioCardGroupRootProvider(props: RadioGroupRootProviderProps & RefAttributes<HTMLDivElement>) {
  return <RadioGroupRootProvider variant="card" {...props} />;
}

/** One choice of a RadioGroup or RadioCardGroup. */
export interface RadioGroupOption {
  /** What the group's value becomes when it is checked, and what a form submits. */
  value: string;
  /** The option's name (a card's title): what the user reads, and what screen readers call the radio. */
  label: ReactNode;
  /** A line of text under the name; screen readers read it as the radio's description. */
  description?: ReactNode;
  /** Shown, but cannot be checked; the arrow keys pass over it. */
  disabled?: boolean;
}

export interface RadioGroupProps
  extends Omit<
      RadioGroupRootProps,
      | 'value'
      | 'defaultValue'
      | 'onValueChange'
      | 'children'
      | 'variant'
      | 'orientation'
      | 'name'
      | 'disabled'
      | 'required'
      | 'invalid'
      | 'readOnly'
    >,
    RefAttributes<HTMLDivElement> {
  /** The group's visible name (a legend for its options). It also names the `radiogroup` for screen readers. */
  label: ReactNode;
  /** Hides the label visually; screen readers still announce it. */
  hideLabel?: boolean;
  /** The options, in order. */
  items: readonly RadioGroupOption[];
  /** The checked value (controlled). An empty string or `null` means none is checked. */
  value?: string | null;
  /** The value checked at first (uncontrolled). */
  defaultValue?: string;
  /** Called with the new value and its option when the user checks one (by click, Space or an arrow key). */
  onValueChange?: (value: string, option: RadioGroupOption | undefined) => void;
  /** The form field name of the radios: a native form submits it with the checked value. */
  name?: string;
  /** Which way the options run: a column (default) or a row. The arrow keys work either way. */
  orientation?: RadioGroupOrientation;
  /** A hint under the options; the group is described by it. */
  helperText?: ReactNode;
  /** The message shown while the group is invalid, with the error icon; the group is described by it. Giving one makes the group invalid unless `invalid` says otherwise. */
  errorText?: ReactNode;
  /** Marks the choice as wrong: a red mark on each option, `aria-invalid`, and `errorText` shown. Defaults to `Boolean(errorText)`. */
  invalid?: boolean;
  /** A choice is needed: a '*' after the label, `aria-required` on the group and `required` on its radios. */
  required?: boolean;
  /** Disables every option. */
  disabled?: boolean;
  /** Shows the choice without letting it change. */
  readOnly?: boolean;
}

// RadioGroup and RadioCardGroup in one place: the same Field anatomy, the same parts, the look from `variant`.
function ChoiceGroup({
  variant,
  label,
  hideLabel = false,
  items,
  value,
  defaultValue,
  onValueChange,
  helperText,
  errorText,
  invalid,
  required,
  disabled,
  readOnly,
  className,
  ...rootProps
}: RadioGroupProps & { variant: RadioGroupVariant }) {
  const ids = useId();
  const isInvalid = invalid ?? Boolean(errorText);
  return (
    <FieldRoot className={className} invalid={isInvalid} required={required} disabled={disabled} readOnly={readOnly}>
      <RadioGroupRoot
        variant={variant}
        value={value === undefined ? undefined : value || null}
        defaultValue={defaultValue}
        onValueChange={(details) =>
          onValueChange?.(
            details.value ?? '',
            items.find((item) => item.value === details.value),
          )
        }
        invalid={isInvalid}
        required={required}
        disabled={disabled}
        readOnly={readOnly}
        {...rootProps}
      >
        <RadioGroupLabel className={hideLabel ? visuallyHidden : undefined}>
          {label}
          <FieldRequiredIndicator />
        </RadioGroupLabel>
        <RadioGroupItems>
          {items.map((item, index) => {
            const descriptionId = item.description ? `${ids}-description-${index}` : undefined;
            return (
              <RadioGroupItem key={item.value} value={item.value} disabled={item.disabled}>
                <RadioGroupItemControl />
                <RadioGroupItemContent>
                  <RadioGroupItemText>{item.label}</RadioGroupItemText>
                  {item.description ? (
                    <RadioGroupItemDescription id={descriptionId}>{item.description}</RadioGroupItemDescription>
                  ) : null}
                </RadioGroupItemContent>
                <RadioGroupItemHiddenInput aria-describedby={descriptionId} />
              </RadioGroupItem>
            );
          })}
        </RadioGroupItems>
      </RadioGroupRoot>
      {helperText ? <FieldHelperText>{helperText}</FieldHelperText> : null}
      {errorText ? <FieldErrorText>{errorText}</FieldErrorText> : null}
    </FieldRoot>
  );
}

/**
 * A single choice among a few options that all show at once, e.g. a package type. Native radios under Ark's
 * RadioGroup, as the WAI-ARIA radio group pattern has it: Tab enters the group at the checked radio (or the first),
 * the arrow keys move and check, Space checks. Label, required mark, helper text and error text are the Field's,
 * as in TextField and Select, and the radios submit `name` and the checked value with a native form.
 */
export function RadioGroup(props: RadioGroupProps) {
  return <ChoiceGroup {...props} variant="plain" />;
}

export interface RadioCardGroupProps extends RadioGroupProps {}

/**
 * RadioGroup with a card per option, as the pricing plans are: each option's `label` is the card's title and its
 * `description` the line of text under it; the whole card is clickable and the checked one is outlined. The same
 * props, keyboard and form behaviour as RadioGroup.
 */
export function RadioCardGroup(props: RadioCardGroupProps) {
  return <ChoiceGroup {...props} variant="card" />;
}
