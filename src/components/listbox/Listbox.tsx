import type { CollectionItem, ListCollection } from '@ark-ui/react/collection';
import {
  Listbox as ArkListbox,
  type ListboxValueChangeDetails,
  type UseListboxContext,
  useListbox,
  useListboxContext,
  useListboxItemContext,
} from '@ark-ui/react/listbox';
import { Check } from 'lucide-react';
import {
  createContext,
  type FocusEvent,
  Fragment,
  type KeyboardEvent,
  type ReactNode,
  type RefAttributes,
  useContext,
  useMemo,
} from 'react';
import { listbox } from 'styled-system/recipes';
import { useLanguage } from '../../i18n/LanguageProvider';
import { addEnglish } from '../../i18n/messages';
import { enListbox } from '../../i18n/messages/en-listbox';
import { FormValueInput } from '../../lib/form-value-input';
import { createStableListCollection } from '../../lib/list-collection';
import { createParts } from '../../lib/parts';
import { visuallyHidden } from '../../lib/visually-hidden';

// Its English joins the catalog with it, so pages without it do not download that text.
addEnglish(enListbox);

const { withProvider, withContext } = createParts(listbox);

export type ListboxSize = 'sm' | 'md' | 'lg';

export interface ListboxRootProps<T extends CollectionItem = CollectionItem> extends ArkListbox.RootProps<T> {
  /** Height and text size of the options. */
  size?: ListboxSize;
}
export interface ListboxRootProviderProps<T extends CollectionItem = CollectionItem> extends ArkListbox.RootProviderProps<T> {
  /** Height and text size of the options. */
  size?: ListboxSize;
}
export interface ListboxLabelProps extends ArkListbox.LabelProps {}
export interface ListboxContentProps extends ArkListbox.ContentProps {}
export interface ListboxItemProps extends ArkListbox.ItemProps {}
export interface ListboxItemTextProps extends ArkListbox.ItemTextProps {}
export interface ListboxItemIndicatorProps extends ArkListbox.ItemIndicatorProps {}
export interface ListboxItemGroupProps extends ArkListbox.ItemGroupProps {}
export interface ListboxItemGroupLabelProps extends ArkListbox.ItemGroupLabelProps {}
export interface ListboxValueTextProps extends ArkListbox.ValueTextProps {}
export interface ListboxEmptyProps extends ArkListbox.EmptyProps {}
export interface ListboxHiddenInputProps {
  /** The form field name: one entry per chosen value, as a native `<select multiple>` submits. */
  name?: string;
  /** The id of the form the entries belong to, when the listbox is not inside it. */
  form?: string;
  /** A choice is needed: a native submit stops at the listbox, which takes focus, while nothing is chosen. */
  required?: boolean;
}

export type { ListboxValueChangeDetails };

/**
 * Whether Ctrl+A (⌘A) selects, from `ListboxRoot`: zag's own selects every option, disabled ones too, so the root
 * turns it off and the content selects the enabled ones. `undefined` under `ListboxRootProvider`, whose zag
 * state is yours: there the content takes the disabled options back out once zag has selected all.
 */
const SelectAllContext = createContext<boolean | undefined>(undefined);

function RootSelectingEnabled<T extends CollectionItem>({
  disallowSelectAll,
  ...props
}: ArkListbox.RootProps<T> & RefAttributes<HTMLDivElement>) {
  return (
    <SelectAllContext value={!disallowSelectAll}>
      <ArkListbox.Root {...props} disallowSelectAll />
    </SelectAllContext>
  );
}

// A `null` removes what zag sets (`mergeProps` keeps zag's value for an `undefined`), typed as the part's props.
const removed = <P,>(props: Record<string, string | null>) => props as unknown as P;

/** The enabled options' values, in the list's order. */
function enabledValues(api: UseListboxContext<CollectionItem>) {
  const { collection } = api;
  return collection.items
    .filter((item) => !collection.getItemDisabled(item))
    .map((item) => collection.getItemValue(item) as string);
}

/** The first chosen option that can be reached, in the list's order: where focus enters (the APG's entry point). */
function firstSelected(api: UseListboxContext<CollectionItem>) {
  const { collection } = api;
  return api.value
    .filter((value) => {
      const item = collection.find(value);
      return item != null && !collection.getItemDisabled(item);
    })
    .sort((a, b) => collection.indexOf(a) - collection.indexOf(b))[0];
}

function ListContent({ onFocus, onKeyDown, ...props }: ListboxContentProps & RefAttributes<HTMLDivElement>) {
  const api = useListboxContext();
  const selectAll = useContext(SelectAllContext);
  const own = api.getContentProps() as Record<string, unknown>;
  const multiple = own['aria-multiselectable'] === true;
  // zag names the list by the label's id even when there is no label: an `aria-label` alone names it then.
  const naming = props['aria-label']
    ? removed<ListboxContentProps>({ 'aria-labelledby': props['aria-labelledby'] ?? null })
    : undefined;
  return (
    <ArkListbox.Content
      // zag says the orientation only in `data-orientation`: the APG's horizontal listbox says it to screen readers.
      aria-orientation={own['data-orientation'] === 'horizontal' ? 'horizontal' : undefined}
      aria-disabled={api.disabled || undefined}
      {...props}
      {...naming}
      onFocus={(event: FocusEvent<HTMLDivElement>) => {
        onFocus?.(event);
        // zag highlights the first option on focus only while nothing is chosen; with a choice it highlights
        // none, and ArrowDown then went to the first option. The APG puts focus on the first chosen one.
        if (event.target !== event.currentTarget || api.highlightedValue != null) return;
        const first = firstSelected(api);
        if (first !== undefined) api.highlightValue(first);
      }}
      onKeyDown={(event: KeyboardEvent<HTMLDivElement>) => {
        // zag's handler ran first: under a RootProvider it prevents the default of a Ctrl+A it acted on.
        const zagSelectedAll = event.defaultPrevented;
        onKeyDown?.(event);
        const ctrlA = event.key.toLowerCase() === 'a' && (event.ctrlKey || event.metaKey) && !event.altKey;
        if (!ctrlA || !multiple || api.disabled || (selectAll === undefined ? !zagSelectedAll : !selectAll)) return;
        // Ctrl+A (⌘A) selects every option that can be selected.
        event.preventDefault();
        api.setValue(enabledValues(api));
      }}
    />
  );
}

function TranslatedEmpty({ children, ...props }: ListboxEmptyProps & RefAttributes<HTMLDivElement>) {
  const { t } = useLanguage();
  return <ArkListbox.Empty {...props}>{children ?? t('core.listbox.empty')}</ArkListbox.Empty>;
}

/**
 * The list's state and wrapper. Takes a `collection` from `createListCollection` (each item's `value`, `label`
 * and `disabled` by default) and passes on Ark's props: `selectionMode` (`single`, the default, `multiple`: a
 * click, Space or Enter adds an option or takes it out, or `extended`: Ctrl and Shift add), `value`/
 * `defaultValue`/`onValueChange`, `orientation` (`vertical`, the default, or `horizontal`), `disabled`,
 * `loopFocus`, `typeahead` (default true), `selectOnHighlight`, `deselectable`, `disallowSelectAll`.
 * The direction is the provider's: in right to left a horizontal list's ArrowLeft goes to the next option.
 */
// The one cast: a variant added to a generic root would lose its item type `T`, and Ark's RootComponent keeps it.
export const ListboxRoot = /* @__PURE__ */ withProvider(RootSelectingEnabled, 'root') as ArkListbox.RootComponent<{
  size?: ListboxSize;
}>;
/**
 * The root for state you create yourself with `useListbox()` (Ark's), e.g. to choose from outside. Ctrl+A
 * selects what zag's `disallowSelectAll` lets it, disabled options left out.
 */
// Cast for the same reason as ListboxRoot.
export const ListboxRootProvider = /* @__PURE__ */ withProvider(
  ArkListbox.RootProvider,
  'root',
) as ArkListbox.RootProviderComponent<{ size?: ListboxSize }>;
/** The list's visible name: the `listbox` is labelled by it. */
export const ListboxLabel = /* @__PURE__ */ withContext(ArkListbox.Label, 'label');
/**
 * The `listbox`, named by the label (or by an `aria-label` given to it instead), and the one tab stop: focus
 * stays on it and `aria-activedescendant` points at the option in focus. Focus enters at the first chosen
 * option, else the first. ArrowDown and ArrowUp move (ArrowRight and ArrowLeft in a horizontal list, swapped
 * in right to left, with `aria-orientation`), Home and End go to the first and last option, typing a label's
 * first letters goes to it, Space and Enter choose; disabled options are skipped. With `selectionMode=
 * "multiple"` Space, Enter and a click add an option or take it out, Shift with an arrow, Home or End extends
 * the choice, and Ctrl+A (⌘A) selects every enabled option.
 */
export const ListboxContent = /* @__PURE__ */ withContext(ListContent, 'content');
/** One option (role `option`, `aria-selected`); `item` is the collection item it stands for. */
export const ListboxItem = /* @__PURE__ */ withContext(ArkListbox.Item, 'item');
/** The option's label. */
export const ListboxItemText = /* @__PURE__ */ withContext(ArkListbox.ItemText, 'itemText');
/** Shown while its option is chosen, e.g. a check; hidden from screen readers (`aria-selected` says it). */
export const ListboxItemIndicator = /* @__PURE__ */ withContext(ArkListbox.ItemIndicator, 'itemIndicator');
/** A `group` of options, named by its `ListboxItemGroupLabel`. Give the collection a `groupBy` in the same order. */
export const ListboxItemGroup = /* @__PURE__ */ withContext(ArkListbox.ItemGroup, 'itemGroup');
/** The group's visible name, first in its `ListboxItemGroup`. */
export const ListboxItemGroupLabel = /* @__PURE__ */ withContext(ArkListbox.ItemGroupLabel, 'itemGroupLabel');
/** The chosen options' labels, joined (or `placeholder` while none is chosen), e.g. beside the list. */
export const ListboxValueText = /* @__PURE__ */ withContext(ArkListbox.ValueText, 'valueText');
/**
 * Shown while the collection is empty, in the list's place: 'No options' in the page's language unless given
 * children. Put it beside `ListboxContent`, not inside: a `listbox` may hold only options and groups, and an
 * empty one is hidden.
 */
export const ListboxEmpty = /* @__PURE__ */ withContext(TranslatedEmpty, 'empty');
/** Render prop with the list's API (`value`, `highlightedValue`, `setValue`, `selectAll`…). */
export const ListboxContext = ArkListbox.Context;
/** Render prop with the option's state (`selected`, `disabled`, `highlighted`…). */
export const ListboxItemContext = ArkListbox.ItemContext;

/**
 * What carries the choice into a form, which Ark's listbox does not: a hidden input named `name` per chosen
 * value (a form's `FormData.getAll(name)`), and, with `required`, an unseen box that stops a native submit
 * while nothing is chosen and hands the browser's focus on to the `listbox`. Put it inside the root.
 */
export function ListboxHiddenInput({ name, form, required = false }: ListboxHiddenInputProps) {
  const api = useListboxContext();
  const contentId = api.getContentProps().id ?? '';
  return (
    <>
      {name === undefined
        ? null
        : api.value.map((value) => (
            <input key={value} type="hidden" name={name} form={form} value={value} disabled={api.disabled} />
          ))}
      {required ? (
        <FormValueInput
          value={api.value.join(',')}
          required
          form={form}
          disabled={api.disabled}
          focusTarget={(input) => input.ownerDocument.getElementById(contentId)}
        />
      ) : null}
    </>
  );
}

export { useListbox, useListboxContext, useListboxItemContext };

/** One option of the convenience `Listbox`, e.g. a carrier, a warehouse or a pallet type. */
export interface ListboxOption {
  /** Unique in the list: what `value` holds, and what a form submits. */
  value: string;
  /** What the user reads: it names the `option`, and type-ahead matches its start. */
  label: string;
  /** Shown, but cannot be chosen; the keys skip it. */
  disabled?: boolean;
  /** The visible name of the group the option is in, e.g. 'Road' or 'Air'. Options of one group show together. */
  group?: string;
}

export interface ListboxProps
  extends Omit<ListboxRootProps<ListboxOption>, 'collection' | 'children' | 'selectionMode'>,
    RefAttributes<HTMLDivElement> {
  /** The visible name; it labels the `listbox` for screen readers. */
  label: ReactNode;
  /** Hides the label visually; screen readers still announce it. */
  hideLabel?: boolean;
  /** The options, in order. Give this or `collection`. */
  items?: ListboxOption[];
  /** The options as a collection from `createListCollection`, in place of `items`. */
  collection?: ListCollection<ListboxOption>;
  /** `single` (the default): one option at a time; `multiple`: a click, Space or Enter adds one or takes it out. */
  selectionMode?: 'single' | 'multiple';
  /** Shown while there are no options. Defaults to a translated 'No options'. */
  emptyText?: ReactNode;
  /** The form field name: the form submits each chosen value under it. */
  name?: string;
  /** The id of the form the values belong to, when the listbox is not inside it. */
  form?: string;
  /** A choice is needed (`aria-required`): a native submit stops at the listbox while nothing is chosen. */
  required?: boolean;
}

function OptionRow({ item }: { item: ListboxOption }) {
  return (
    <ListboxItem item={item}>
      <ListboxItemText>{item.label}</ListboxItemText>
      <ListboxItemIndicator>
        <Check aria-hidden />
      </ListboxItemIndicator>
    </ListboxItem>
  );
}

/**
 * A list of options that stays on the page, e.g. the carriers, warehouses or pallet types to pick from (Ark's
 * listbox), as the WAI-ARIA listbox pattern: a `listbox` named by the label, each option an `option` with
 * `aria-selected`, options with a `group` in a named `group`. One tab stop; the arrow keys move (along the row
 * in a horizontal list, mirrored in right to left), Home and End, type-ahead, Space and Enter choose, disabled
 * options are skipped; `selectionMode="multiple"` chooses several. A chosen option shows a check; `name`
 * carries the choice into a form.
 */
export function Listbox({
  label,
  hideLabel = false,
  items,
  collection,
  emptyText,
  name,
  form,
  required = false,
  ...props
}: ListboxProps) {
  const own = useMemo(() => {
    const options = items ?? [];
    // Ark's grouped order is the order the keys follow: each group where its first option is.
    return options.some((item) => item.group)
      ? createStableListCollection({ items: options, groupBy: (item) => item.group ?? '' })
      : createStableListCollection({ items: options });
  }, [items]);
  const list = collection ?? own;
  return (
    <ListboxRoot {...props} collection={list}>
      <ListboxLabel className={hideLabel ? visuallyHidden : undefined}>{label}</ListboxLabel>
      <ListboxContent aria-required={required || undefined}>
        {list.group().map(([group, options]) =>
          group ? (
            <ListboxItemGroup key={group}>
              <ListboxItemGroupLabel>{group}</ListboxItemGroupLabel>
              {options.map((item) => (
                <OptionRow key={item.value} item={item} />
              ))}
            </ListboxItemGroup>
          ) : (
            <Fragment key="">
              {options.map((item) => (
                <OptionRow key={item.value} item={item} />
              ))}
            </Fragment>
          ),
        )}
      </ListboxContent>
      <ListboxEmpty>{emptyText}</ListboxEmpty>
      {name !== undefined || required ? <ListboxHiddenInput name={name} form={form} required={required} /> : null}
    </ListboxRoot>
  );
}
