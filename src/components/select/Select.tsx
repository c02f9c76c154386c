import { type CollectionItem, createListCollection } from '@ark-ui/react/collection';
import { useFieldContext } from '@ark-ui/react/field';
import { Select as ArkSelect, useSelect, useSelectContext } from '@ark-ui/react/select';
import { ChevronDown } from 'lucide-react';
import { type ComponentProps, type ReactNode, type RefAttributes, useMemo, useRef, useState } from 'react';
import { select } from 'styled-system/recipes';
import { useLanguage } from '../../i18n/LanguageProvider';
import { useIdleAfterPaint } from '../../lib/idle';
import { createStableListCollection } from '../../lib/list-collection';
import { createOptionRow, VirtualOptions, type VirtualOptionsProps } from '../../lib/option-rows';
import { createParts } from '../../lib/parts';
import { tabOut } from '../../lib/tab-out';
import { VIRTUALIZE_OVER } from '../../lib/virtual-rows';
import { visuallyHidden } from '../../lib/visually-hidden';
import { FieldErrorText, FieldHelperText, FieldRequiredIndicator, FieldRoot, useFieldDescribedBy } from '../field/Field';
import { Portal } from '../portal';

const { withProvider, withContext } = createParts(select);

export type SelectSize = 'sm' | 'md' | 'lg';

export interface SelectRootProps<T extends CollectionItem = CollectionItem> extends ArkSelect.RootProps<T> {
  /** Height of the trigger. */
  size?: SelectSize;
}
export interface SelectLabelProps extends ArkSelect.LabelProps {}
export interface SelectControlProps extends ArkSelect.ControlProps {}
export interface SelectTriggerProps extends ArkSelect.TriggerProps {}
export interface SelectValueTextProps extends ArkSelect.ValueTextProps {}
export interface SelectIndicatorProps extends ArkSelect.IndicatorProps {}
export interface SelectClearTriggerProps extends ArkSelect.ClearTriggerProps {}
export interface SelectPositionerProps extends ArkSelect.PositionerProps {}
export interface SelectContentProps extends ArkSelect.ContentProps {}
export interface SelectListProps extends ArkSelect.ListProps {}
export interface SelectItemProps extends ArkSelect.ItemProps {}
export interface SelectItemTextProps extends ArkSelect.ItemTextProps {}
export interface SelectItemIndicatorProps extends ArkSelect.ItemIndicatorProps {}
export interface SelectItemGroupProps extends ArkSelect.ItemGroupProps {}
export interface SelectItemGroupLabelProps extends ArkSelect.ItemGroupLabelProps {}
export interface SelectHiddenSelectProps extends ArkSelect.HiddenSelectProps {}
export interface SelectErrorTextProps extends ComponentProps<'span'> {}

/** The select's state holder and wrapper. Takes a `collection` from `createListCollection`. */
// The one cast: a variant added to a generic root would lose its item type `T`, and Ark's RootComponent keeps it.
export const SelectRoot = /* @__PURE__ */ withProvider(ArkSelect.Root, 'root') as ArkSelect.RootComponent<{ size?: SelectSize }>;
/** The visible label; it names the trigger and the list. */
export const SelectLabel = /* @__PURE__ */ withContext(ArkSelect.Label, 'label');
export const SelectControl = /* @__PURE__ */ withContext(ArkSelect.Control, 'control');
/**
 * The button that opens the list (role `combobox`). Inside a `Field.Root` it is described by the field's
 * helper text, and by its error text while invalid, as a text field's input is.
 */
export const SelectTrigger = /* @__PURE__ */ withContext(function DescribedTrigger({
  ref,
  ...props
}: SelectTriggerProps & RefAttributes<HTMLButtonElement>) {
  return <ArkSelect.Trigger ref={ref} {...props} aria-describedby={useFieldDescribedBy(props['aria-describedby'])} />;
}, 'trigger');
export const SelectValueText = /* @__PURE__ */ withContext(ArkSelect.ValueText, 'valueText');
export const SelectIndicator = /* @__PURE__ */ withContext(ArkSelect.Indicator, 'indicator');
export const SelectClearTrigger = /* @__PURE__ */ withContext(ArkSelect.ClearTrigger, 'clearTrigger');
export const SelectPositioner = /* @__PURE__ */ withContext(ArkSelect.Positioner, 'positioner');
/** Select's list box that Tab closes; TimePicker's list is one too. */
export function ContentClosingOnTab({ onKeyDown, ...props }: SelectContentProps & RefAttributes<HTMLDivElement>) {
  const api = useSelectContext();
  return (
    <ArkSelect.Content
      {...props}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        const trigger = event.currentTarget.ownerDocument.getElementById(api.getTriggerProps().id ?? '');
        tabOut(event, trigger, () => api.setOpen(false));
      }}
    />
  );
}
/**
 * The list box (role `listbox`). Put it in a `Portal`. Tab and Shift+Tab close it, choosing nothing, and move
 * on to the element after or before its trigger.
 */
export const SelectContent = /* @__PURE__ */ withContext(ContentClosingOnTab, 'content');
export const SelectList = /* @__PURE__ */ withContext(ArkSelect.List, 'list');
/** One option (role `option`); `item` is the collection item it stands for. */
export const SelectItem = /* @__PURE__ */ withContext(ArkSelect.Item, 'item');
export const SelectItemText = /* @__PURE__ */ withContext(ArkSelect.ItemText, 'itemText');
export const SelectItemIndicator = /* @__PURE__ */ withContext(ArkSelect.ItemIndicator, 'itemIndicator');
export const SelectItemGroup = /* @__PURE__ */ withContext(ArkSelect.ItemGroup, 'itemGroup');
export const SelectItemGroupLabel = /* @__PURE__ */ withContext(ArkSelect.ItemGroupLabel, 'itemGroupLabel');
/** The native `<select>` that carries the value into a form submit. It is hidden from everyone. */
export const SelectHiddenSelect = ArkSelect.HiddenSelect;
/** The message under an invalid select, for a select outside a `Field.Root`: point the trigger's `aria-describedby` at its id. Inside one, use `Field.ErrorText`. */
export const SelectErrorText = /* @__PURE__ */ withContext('span', 'errorText');
/** Render prop with the select's API (`value`, `open`, `setValue`…). */
export const SelectContext = ArkSelect.Context;
export const SelectItemContext = ArkSelect.ItemContext;
export { createListCollection };

/** One choice of the convenience `Select`. */
export interface SelectOption {
  /** What the select's value becomes, and what a form submits. */
  value: string;
  /** What the user reads. */
  label: string;
  /** Shown but cannot be chosen. */
  disabled?: boolean;
  /** The language of `label` when it differs from the page's (e.g. 'Deutsch'), so screen readers pronounce it right. */
  lang?: string;
}

export interface SelectProps
  extends Omit<
      SelectRootProps<SelectOption>,
      'collection' | 'value' | 'defaultValue' | 'onValueChange' | 'children' | 'multiple' | 'size'
    >,
    RefAttributes<HTMLDivElement> {
  /** The visible label. It also names the trigger and the list for screen readers. */
  label: ReactNode;
  /** Hides the label visually; screen readers still announce it. */
  hideLabel?: boolean;
  /** The choices, in order. */
  items: SelectOption[];
  /** The chosen value (controlled). An empty string or `null` means nothing is chosen. */
  value?: string | null;
  /** The value chosen at first (uncontrolled). */
  defaultValue?: string;
  /** Called with the new value and its option when the user chooses one. */
  onValueChange?: (value: string, option: SelectOption | undefined) => void;
  /** Shown while nothing is chosen. Defaults to a translated 'Select an option'. */
  placeholder?: string;
  /** A hint under the select; the trigger is described by it. */
  helperText?: ReactNode;
  /** The message shown while the select is invalid; the trigger is described by it. Giving one makes the select invalid unless `invalid` says otherwise. */
  errorText?: ReactNode;
  /** Height of the trigger. */
  size?: SelectSize;
  /** Disables the select. */
  disabled?: boolean;
  /** A choice is needed: a '*' after the label and `required` on the form's native select. */
  required?: boolean;
  /** Marks the value as wrong: red border, `aria-invalid`, and `errorText` shown. Defaults to `Boolean(errorText)`. */
  invalid?: boolean;
  /** The form field name of the hidden native select. */
  name?: string;
  /**
   * Renders only the options in view, for long lists (a fast open and few nodes). Defaults to on for more
   * than 20 options. The hidden native select holds every option up to 300 (a browser's autofill picks from
   * it), and only the chosen one beyond.
   */
  virtualize?: boolean;
  /**
   * When the closed list's options render. By default, in the first idle moment after the page has painted, so
   * that neither the page nor the first open waits for them; `true`: only when the list first opens; `false`:
   * at once, with the page.
   */
  lazyMount?: boolean;
}

/** Past this many options the hidden native select holds only the chosen one: 10,000 options were 10,000 nodes. */
const NATIVE_OPTIONS_UP_TO = 300;

/** One option's row: its label and the check shown while it is chosen (DataTable's multi-choice filter uses it too). */
export const SelectOptionRow = /* @__PURE__ */ createOptionRow<SelectOption>({
  Item: SelectItem,
  ItemText: SelectItemText,
  ItemIndicator: SelectItemIndicator,
});

/** The options in view only, for a long list. It reads the list's state so it renders again as the list opens, and the virtualiser measures it then. */
function VirtualSelectOptions(props: Omit<VirtualOptionsProps<SelectOption>, 'highlightedValue' | 'Row'>) {
  const { highlightedValue } = useSelectContext();
  return <VirtualOptions {...props} highlightedValue={highlightedValue} Row={SelectOptionRow} />;
}

/**
 * Ark's hidden native select with one `<option>` for the chosen value only (Ark's has one per item: 10,000
 * nodes for a very long list). It carries the value into a form submit and `required` as Ark's does; a
 * browser's autofill can only pick the chosen value.
 */
function ChosenValueSelect() {
  const api = useSelectContext();
  const field = useFieldContext();
  return (
    <select aria-describedby={field?.ariaDescribedby} {...api.getHiddenSelectProps()}>
      {api.value.length === 0 ? <option value="" /> : null}
      {api.selectedItems.map((item) => (
        <option key={api.collection.getItemValue(item)} value={api.collection.getItemValue(item) ?? ''}>
          {api.collection.stringifyItem(item)}
        </option>
      ))}
    </select>
  );
}

/**
 * A single-choice dropdown. The trigger is a `combobox` that opens a `listbox`; arrows, Home/End,
 * typeahead, Enter and Escape work as the WAI-ARIA pattern says (Ark). A hidden native select
 * carries the value into forms. Label, required mark, helper text and error text are the Field's, as
 * in TextField.
 */
export function Select({
  label,
  hideLabel = false,
  items,
  value,
  defaultValue,
  onValueChange,
  placeholder,
  helperText,
  errorText,
  invalid,
  required,
  disabled,
  readOnly,
  className,
  positioning,
  virtualize,
  lazyMount,
  ...rootProps
}: SelectProps) {
  const { t } = useLanguage();
  // The closed list renders once the page has painted and is idle: a table's filters cost its first paint nothing.
  const idle = useIdleAfterPaint();
  const virtual = virtualize ?? items.length > VIRTUALIZE_OVER;
  const [contentElement, setContentElement] = useState<HTMLDivElement | null>(null);
  const scrollTo = useRef<((index: number) => void) | null>(null);
  // Ark reads an item's `value`, `label` and `disabled` by default, the fields of a SelectOption.
  const collection = useMemo(() => createStableListCollection({ items }), [items]);
  return (
    <FieldRoot
      className={className}
      invalid={invalid ?? Boolean(errorText)}
      required={required}
      disabled={disabled}
      readOnly={readOnly}
    >
      <SelectRoot
        collection={collection}
        value={value === undefined ? undefined : value ? [value] : []}
        defaultValue={defaultValue ? [defaultValue] : undefined}
        onValueChange={(details) => onValueChange?.(details.value[0] ?? '', details.items[0])}
        positioning={{ sameWidth: true, ...positioning }}
        lazyMount={lazyMount ?? !idle}
        scrollToIndexFn={
          virtual
            ? (details) => {
                if (scrollTo.current) scrollTo.current(details.index);
                else details.getElement()?.scrollIntoView({ block: 'nearest' });
              }
            : undefined
        }
        {...rootProps}
      >
        <SelectLabel className={hideLabel ? visuallyHidden : undefined}>
          {label}
          <FieldRequiredIndicator />
        </SelectLabel>
        <SelectControl>
          <SelectTrigger>
            <SelectValueText placeholder={placeholder ?? t('overlay.select.placeholder')} />
            <SelectIndicator>
              <ChevronDown aria-hidden />
            </SelectIndicator>
          </SelectTrigger>
        </SelectControl>
        <Portal>
          <SelectPositioner>
            <SelectContent ref={setContentElement}>
              {virtual ? (
                <VirtualSelectOptions collection={collection} scrollElement={contentElement} scrollTo={scrollTo} />
              ) : (
                collection.items.map((item) => <SelectOptionRow key={item.value} item={item} />)
              )}
            </SelectContent>
          </SelectPositioner>
        </Portal>
        {items.length > NATIVE_OPTIONS_UP_TO ? <ChosenValueSelect /> : <SelectHiddenSelect />}
      </SelectRoot>
      {helperText ? <FieldHelperText>{helperText}</FieldHelperText> : null}
      {errorText ? <FieldErrorText>{errorText}</FieldErrorText> : null}
    </FieldRoot>
  );
}

/**
 * The root for state you create yourself with `useSelect()` (Ark's `useSelect`), e.g. to open it from outside
 * or read its state beside it: `const select = useSelect(props)`, then `<SelectRootProvider value={select}>`.
 */
// Cast for the same reason as SelectRoot: the item type `T` of a generic root survives only in Ark's own type.
export const SelectRootProvider = /* @__PURE__ */ withProvider(
  ArkSelect.RootProvider,
  'root',
) as ArkSelect.RootProviderComponent<{
  size?: SelectSize;
}>;
export { useSelect };
