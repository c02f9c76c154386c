import type { CollectionItem } from '@ark-ui/react/collection';
import {
  Combobox as ArkCombobox,
  createListCollection,
  useCombobox,
  useComboboxContext,
  useComboboxItemContext,
} from '@ark-ui/react/combobox';
import { useFieldContext } from '@ark-ui/react/field';
import { ChevronDown, CircleAlert, LoaderCircle, X } from 'lucide-react';
import {
  type ComponentProps,
  type KeyboardEvent,
  type ReactNode,
  type RefAttributes,
  type RefObject,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { combobox } from 'styled-system/recipes';
import { useLanguage } from '../../i18n/LanguageProvider';
import { addEnglish } from '../../i18n/messages';
import { enCombobox } from '../../i18n/messages/en-combobox';
import { foldForSearch } from '../../lib/fold';
import { useIdleAfterPaint } from '../../lib/idle';
import { createStableListCollection } from '../../lib/list-collection';
import { useMergedRefs } from '../../lib/merge-refs';
import { createOptionRow, VirtualOptions, type VirtualOptionsProps } from '../../lib/option-rows';
import { createParts } from '../../lib/parts';
import { VIRTUALIZE_OVER } from '../../lib/virtual-rows';
import { visuallyHidden } from '../../lib/visually-hidden';
import { FieldErrorText, FieldHelperText, FieldRequiredIndicator, FieldRoot, useFieldDescribedBy } from '../field/Field';
import { Portal } from '../portal';

// Its English joins the catalog with it, so pages without it do not download that text.
addEnglish(enCombobox);

const { withProvider, withContext } = createParts(combobox);

export type ComboboxSize = 'sm' | 'md' | 'lg';

export interface ComboboxRootProps<T extends CollectionItem = CollectionItem> extends ArkCombobox.RootProps<T> {
  /** Height and text size of the input. */
  size?: ComboboxSize;
}
export interface ComboboxLabelProps extends ArkCombobox.LabelProps {}
export interface ComboboxControlProps extends ArkCombobox.ControlProps {}
export interface ComboboxInputProps extends ArkCombobox.InputProps {}
export interface ComboboxTriggerProps extends ArkCombobox.TriggerProps {}
export interface ComboboxClearTriggerProps extends ArkCombobox.ClearTriggerProps {}
export interface ComboboxPositionerProps extends ArkCombobox.PositionerProps {}
export interface ComboboxContentProps extends ArkCombobox.ContentProps {}
export interface ComboboxListProps extends ArkCombobox.ListProps {}
export interface ComboboxItemProps extends ArkCombobox.ItemProps {}
export interface ComboboxItemTextProps extends ArkCombobox.ItemTextProps {}
export interface ComboboxItemIndicatorProps extends ArkCombobox.ItemIndicatorProps {}
export interface ComboboxItemGroupProps extends ArkCombobox.ItemGroupProps {}
export interface ComboboxItemGroupLabelProps extends ArkCombobox.ItemGroupLabelProps {}
export interface ComboboxStatusProps extends ComponentProps<'div'> {}
export interface ComboboxTagsProps extends ComponentProps<'ul'> {}
export interface ComboboxTagProps extends ComponentProps<'li'> {}
export interface ComboboxTagRemoveProps extends ComponentProps<'button'> {}
export interface ComboboxErrorTextProps extends ComponentProps<'span'> {}
export interface ComboboxHiddenSelectProps extends Omit<ComponentProps<'select'>, 'value' | 'defaultValue' | 'multiple'> {}

/**
 * Escape on a closed list undoes an unfinished edit, as the WAI-ARIA combobox pattern offers: the text goes
 * back to the chosen option's label (or is emptied), and the chosen value stays. When there is nothing to
 * undo the key goes on, so a dialog around the combobox closes. It listens on the window, before the
 * dialog, which listens on the document and would close as well.
 */
function useEscapeUndoesTyping(input: RefObject<HTMLInputElement | null>) {
  const api = useComboboxContext();
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      const element = input.current;
      if (event.key !== 'Escape' || event.isComposing || !element || event.target !== element) return;
      if (api.open || element.readOnly) return;
      const chosen = api.multiple ? '' : (api.valueAsString ?? '');
      if (element.value === chosen) return;
      event.preventDefault();
      event.stopPropagation();
      api.setInputValue(chosen, 'script');
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [api, input]);
}

function DescribedInput({ onKeyDown, ref, ...props }: ComboboxInputProps & RefAttributes<HTMLInputElement>) {
  const input = useRef<HTMLInputElement>(null);
  useEscapeUndoesTyping(input);
  return (
    <ArkCombobox.Input
      {...props}
      ref={useMergedRefs(input, ref)}
      aria-describedby={useFieldDescribedBy(props['aria-describedby'])}
      onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
        onKeyDown?.(event);
        if (event.defaultPrevented) return;
        // The WAI-ARIA combobox pattern keeps Home and End for the text: they move the caret to the start or the
        // end of what is typed. Ark moves the highlight to the first or last option while the list is open.
        if (
          (event.key === 'Home' || event.key === 'End') &&
          !event.shiftKey &&
          !event.ctrlKey &&
          !event.metaKey &&
          !event.altKey
        ) {
          const input = event.currentTarget;
          const at = event.key === 'Home' ? 0 : input.value.length;
          input.setSelectionRange(at, at);
          event.preventDefault();
        }
      }}
    />
  );
}

/**
 * The native `<select multiple>` that carries the chosen values, not the typed text, into a form submit:
 * one `<option>` per chosen value only. It is hidden from everyone; `required` on it stops a native submit
 * while nothing is chosen, and focus that reaches it (the browser's, `useForm`'s) goes on to the input.
 */
function HiddenSelect({ className, ...props }: ComboboxHiddenSelectProps & RefAttributes<HTMLSelectElement>) {
  const api = useComboboxContext();
  const field = useFieldContext();
  const labels = new Map(
    api.selectedItems.map((item) => [api.collection.getItemValue(item), api.collection.stringifyItem(item)]),
  );
  return (
    <select
      multiple
      aria-hidden
      tabIndex={-1}
      required={field?.required}
      disabled={api.disabled}
      {...props}
      className={className ?? visuallyHidden}
      value={api.value}
      onChange={() => {
        // Only the combobox changes the value.
      }}
      onFocus={() => api.focus()}
    >
      {api.value.map((value) => (
        <option key={value} value={value}>
          {labels.get(value) ?? value}
        </option>
      ))}
    </select>
  );
}

/** The combobox's state holder and wrapper. Takes a `collection` from `createListCollection`. */
// The one cast, as SelectRoot's: a variant added to a generic root would lose its item type `T`, and Ark's RootComponent keeps it.
export const ComboboxRoot = /* @__PURE__ */ withProvider(ArkCombobox.Root, 'root') as ArkCombobox.RootComponent<{
  size?: ComboboxSize;
}>;
/**
 * The root for state you create yourself with `useCombobox()` (Ark's `useCombobox`), e.g. to open it from outside
 * or read its state beside it: `const combobox = useCombobox(props)`, then `<ComboboxRootProvider value={combobox}>`.
 */
export const ComboboxRootProvider = /* @__PURE__ */ withProvider(
  ArkCombobox.RootProvider,
  'root',
) as ArkCombobox.RootProviderComponent<{
  size?: ComboboxSize;
}>;
/** The visible label; it names the input and the list. */
export const ComboboxLabel = /* @__PURE__ */ withContext(ArkCombobox.Label, 'label');
/** Holds the input and its buttons. */
export const ComboboxControl = /* @__PURE__ */ withContext(ArkCombobox.Control, 'control');
/**
 * The text box (role `combobox`): typing filters, ArrowDown/ArrowUp open the list and move through it, Alt+ArrowDown
 * opens it, Enter chooses, Escape closes, Home and End move the caret. Inside a `Field.Root` it is described by the
 * field's helper text, and by its error text while invalid.
 */
export const ComboboxInput = /* @__PURE__ */ withContext(DescribedInput, 'input');
/** The button that opens the list. Out of the tab order (the input opens it by keyboard); name it with `translations.triggerLabel`. */
export const ComboboxTrigger = /* @__PURE__ */ withContext(ArkCombobox.Trigger, 'trigger');
/** The button that clears the value and the text; shown while there is either. Name it with `translations.clearTriggerLabel`. */
export const ComboboxClearTrigger = /* @__PURE__ */ withContext(ArkCombobox.ClearTrigger, 'clearTrigger');
export const ComboboxPositioner = /* @__PURE__ */ withContext(ArkCombobox.Positioner, 'positioner');
/** The list box (role `listbox`). Put it in a `Portal`. */
export const ComboboxContent = /* @__PURE__ */ withContext(ArkCombobox.Content, 'content');
export const ComboboxList = /* @__PURE__ */ withContext(ArkCombobox.List, 'list');
/** One option (role `option`); `item` is the collection item it stands for. */
export const ComboboxItem = /* @__PURE__ */ withContext(ArkCombobox.Item, 'item');
export const ComboboxItemText = /* @__PURE__ */ withContext(ArkCombobox.ItemText, 'itemText');
export const ComboboxItemIndicator = /* @__PURE__ */ withContext(ArkCombobox.ItemIndicator, 'itemIndicator');
/** A group of options (role `group`), named by its `ComboboxItemGroupLabel`. */
export const ComboboxItemGroup = /* @__PURE__ */ withContext(ArkCombobox.ItemGroup, 'itemGroup');
export const ComboboxItemGroupLabel = /* @__PURE__ */ withContext(ArkCombobox.ItemGroupLabel, 'itemGroupLabel');
/** A row in the list that says it is loading, has no results or failed. Announce the same text in a live region: a list box's rows are not read as they change. */
export const ComboboxStatus = /* @__PURE__ */ withContext('div', 'status');
/** The chosen values of a multiple combobox, as a list of tags. Give it an `aria-label`. */
export const ComboboxTags = /* @__PURE__ */ withContext('ul', 'tags');
/** One chosen value. */
export const ComboboxTag = /* @__PURE__ */ withContext('li', 'tag');
/** The button in a tag that removes its value; name it, e.g. 'Remove Glass'. */
export const ComboboxTagRemove = /* @__PURE__ */ withContext('button', 'tagRemove');
/** The message under an invalid combobox, for one outside a `Field.Root`: point the input's `aria-describedby` at its id. Inside one, use `Field.ErrorText`. */
export const ComboboxErrorText = /* @__PURE__ */ withContext('span', 'errorText');
/** The native select that submits the chosen values with a form (`name`), hidden from everyone. Ark's input would submit the typed text. */
export const ComboboxHiddenSelect = HiddenSelect;
/** Render prop with the combobox's API (`value`, `inputValue`, `open`, `setValue`…). */
export const ComboboxContext = ArkCombobox.Context;
export const ComboboxItemContext = ArkCombobox.ItemContext;
export { createListCollection, useCombobox, useComboboxContext, useComboboxItemContext };

/** One choice of the convenience `Combobox`. */
export interface ComboboxOption {
  /** What the combobox's value holds, and what a form submits. */
  value: string;
  /** What the user reads, and what typing is matched against. */
  label: string;
  /** Shown but cannot be chosen. */
  disabled?: boolean;
  /** The heading of the group the option is listed under; options without one come first. */
  group?: string;
  /** The language of `label` when it differs from the page's, so screen readers pronounce it right. */
  lang?: string;
}

/** How typing matches the options' labels. */
export type ComboboxFilter = 'contains' | 'startsWith';

export interface ComboboxProps
  extends Omit<
      ComboboxRootProps<ComboboxOption>,
      | 'collection'
      | 'value'
      | 'defaultValue'
      | 'onValueChange'
      | 'onInputValueChange'
      | 'children'
      | 'size'
      | 'name'
      | 'placeholder'
      | 'translations'
      | 'scrollToIndexFn'
      | 'multiple'
    >,
    RefAttributes<HTMLDivElement> {
  /** The visible label. It also names the input and the list for screen readers. */
  label: ReactNode;
  /** Hides the label visually; screen readers still announce it. */
  hideLabel?: boolean;
  /** The choices, in order; give some a `group` to list them under headings. */
  items: ComboboxOption[];
  /** Lets the user choose several: the list stays open after a choice and the chosen ones show as removable tags. */
  multiple?: boolean;
  /** The chosen values (controlled). */
  value?: string[];
  /** The values chosen at first (uncontrolled). */
  defaultValue?: string[];
  /** Called with the new values and their options when the user chooses or removes one. */
  onValueChange?: (value: string[], options: ComboboxOption[]) => void;
  /**
   * Called with the text as the user types (not when a choice fills the input). With `filter={false}` it is the
   * query for a search on the server; `useComboboxSearch` gives this and `items`, `loading` and `error` in one.
   */
  onInputValueChange?: (inputValue: string) => void;
  /**
   * How typing filters `items`, in the page's language (case and accents ignored): 'contains' (default) or
   * 'startsWith'. `false` shows `items` as given, for results a server has already filtered.
   */
  filter?: ComboboxFilter | false;
  /** The options are being fetched: the list says so, and a screen reader hears it. */
  loading?: boolean;
  /** The options could not be fetched: the list shows this (`true`: a translated 'could not be loaded'). */
  error?: ReactNode;
  /**
   * Renders only the options in view, for long lists (thousands of options open and filter at once).
   * Defaults to on for more than 20 options without groups. Grouped lists are never virtualised.
   */
  virtualize?: boolean;
  /** Adds a button, named in the page's language, that clears the value and the text. */
  clearable?: boolean;
  /** Shown in the empty input. Defaults to a translated 'Type to search'. */
  placeholder?: string;
  /** A hint under the combobox; the input is described by it. */
  helperText?: ReactNode;
  /** The message shown while the combobox is invalid; the input is described by it. Giving one makes the combobox invalid unless `invalid` says otherwise. */
  errorText?: ReactNode;
  /** Height and text size of the input. */
  size?: ComboboxSize;
  /** Disables the combobox; it does not submit. */
  disabled?: boolean;
  /** Shows the value without letting it change. */
  readOnly?: boolean;
  /** A choice is needed: a '*' after the label, `aria-required` on the input, and a native submit stopped while nothing is chosen. */
  required?: boolean;
  /** Marks the value as wrong: red border, `aria-invalid`, and `errorText` shown. Defaults to `Boolean(errorText)`. */
  invalid?: boolean;
  /** The form field name: a form submits each chosen value under it (`formData.getAll(name)`), never the typed text. */
  name?: string;
  /**
   * When the closed list's options render. By default, in the first idle moment after the page has painted, so
   * that neither the page nor the first open waits for them; `true`: only when the list first opens; `false`:
   * at once, with the page.
   */
  lazyMount?: boolean;
}

/** Says what the list holds to screen readers: loading, the error, no results, or how many there are while typing. */
function Announcer({ text }: { text: ReactNode }) {
  const api = useComboboxContext();
  return (
    <span role="status" className={visuallyHidden}>
      {api.open ? text : null}
    </span>
  );
}

function Tags({ disabled, removeLabel }: { disabled?: boolean; removeLabel: (label: string) => string }) {
  const api = useComboboxContext();
  const { t } = useLanguage();
  if (!api.multiple || api.value.length === 0) return null;
  const labels = new Map(
    api.selectedItems.map((item) => [api.collection.getItemValue(item), api.collection.stringifyItem(item)]),
  );
  return (
    <ComboboxTags aria-label={t('overlay.combobox.selected')}>
      {api.value.map((value) => {
        const label = labels.get(value) ?? value;
        return (
          <ComboboxTag key={value}>
            <span>{label}</span>
            <ComboboxTagRemove
              type="button"
              aria-label={removeLabel(label)}
              disabled={disabled}
              onClick={() => {
                api.clearValue(value);
                // The button goes away with its tag: focus goes back to the input rather than to the page.
                api.focus();
              }}
            >
              <X aria-hidden />
            </ComboboxTagRemove>
          </ComboboxTag>
        );
      })}
    </ComboboxTags>
  );
}

const OptionRow = /* @__PURE__ */ createOptionRow<ComboboxOption>({
  Item: ComboboxItem,
  ItemText: ComboboxItemText,
  ItemIndicator: ComboboxItemIndicator,
});

/** The options in view only, for a long list. It reads the list's state so it renders again as the list opens, and the virtualiser measures it then. */
function VirtualComboboxOptions(props: Omit<VirtualOptionsProps<ComboboxOption>, 'highlightedValue' | 'Row'>) {
  const { highlightedValue } = useComboboxContext();
  return <VirtualOptions {...props} highlightedValue={highlightedValue} Row={OptionRow} />;
}

/**
 * A text box with a list of options that typing filters: single or multiple choice, options in groups,
 * clearable, for a fixed list (filtered in the page's language) or a server's search (`useComboboxSearch`),
 * thousands of options virtualised. The WAI-ARIA combobox pattern (Ark): ArrowDown/ArrowUp open and move,
 * Alt+ArrowDown opens, Enter chooses, Escape closes and then undoes unfinished typing, Home/End move the caret.
 * A hidden native select submits the chosen values under `name`. Label, required mark, helper text and
 * error text are the Field's, as in Select.
 */
export function Combobox({
  label,
  hideLabel = false,
  items,
  multiple = false,
  value,
  defaultValue,
  onValueChange,
  onInputValueChange,
  filter = 'contains',
  loading = false,
  error,
  virtualize,
  clearable = false,
  placeholder,
  helperText,
  errorText,
  size,
  invalid,
  required,
  disabled,
  readOnly,
  name,
  className,
  positioning,
  onOpenChange,
  lazyMount,
  ...rootProps
}: ComboboxProps) {
  const { t, locale } = useLanguage();
  // The closed list renders once the page has painted and is idle: a table's filters cost its first paint nothing.
  const idle = useIdleAfterPaint();
  const [query, setQuery] = useState('');
  const grouped = items.some((item) => item.group);
  // Each label folded once per list, not once per keystroke.
  const folded = useMemo(() => items.map((item) => foldForSearch(item.label, locale)), [items, locale]);
  const shown = useMemo(() => {
    if (filter === false || !query) return items;
    const typed = foldForSearch(query, locale);
    return items.filter((_, index) =>
      filter === 'startsWith' ? folded[index].startsWith(typed) : folded[index].includes(typed),
    );
  }, [items, folded, filter, query, locale]);
  const collection = useMemo(
    () =>
      // Ark reads an item's `value`, `label` and `disabled` by default, the fields of a ComboboxOption.
      createStableListCollection<ComboboxOption>({
        items: shown,
        groupBy: grouped ? (item) => item.group ?? '' : undefined,
      }),
    [shown, grouped],
  );
  const virtual = !grouped && (virtualize ?? items.length > VIRTUALIZE_OVER);
  const [contentElement, setContentElement] = useState<HTMLDivElement | null>(null);
  const scrollTo = useRef<((index: number) => void) | null>(null);

  const statusText: ReactNode = error
    ? error === true
      ? t('overlay.combobox.error')
      : error
    : loading
      ? t('common.loading')
      : collection.size === 0
        ? t('overlay.combobox.empty')
        : null;
  const announced = statusText ?? (query ? t('overlay.combobox.results', { count: collection.size }) : null);

  return (
    <FieldRoot
      className={className}
      invalid={invalid ?? Boolean(errorText)}
      required={required}
      disabled={disabled}
      readOnly={readOnly}
    >
      <ComboboxRoot
        collection={collection}
        multiple={multiple}
        value={value}
        defaultValue={defaultValue}
        onValueChange={(details) => onValueChange?.(details.value, details.items)}
        onInputValueChange={(details) => {
          if (details.reason === 'input-change') {
            setQuery(details.inputValue);
            onInputValueChange?.(details.inputValue);
          } else setQuery('');
        }}
        onOpenChange={(details) => {
          // Opened with the trigger or the arrows: every option, not those matching the chosen one's label.
          if (details.open && details.reason !== 'input-change') setQuery('');
          onOpenChange?.(details);
        }}
        positioning={{ sameWidth: true, ...positioning }}
        lazyMount={lazyMount ?? !idle}
        translations={{
          triggerLabel: t('overlay.combobox.open'),
          clearTriggerLabel: t('overlay.combobox.clear'),
          // Ark would announce these in English; the Announcer says them in the page's language.
          resultsCount: () => '',
          noResults: '',
          loading: '',
        }}
        placeholder={placeholder ?? t('overlay.combobox.placeholder')}
        scrollToIndexFn={
          virtual
            ? (details) => {
                if (scrollTo.current) scrollTo.current(details.index);
                else details.getElement()?.scrollIntoView({ block: 'nearest' });
              }
            : undefined
        }
        size={size}
        {...rootProps}
      >
        <ComboboxLabel className={hideLabel ? visuallyHidden : undefined}>
          {label}
          <FieldRequiredIndicator />
        </ComboboxLabel>
        <ComboboxControl>
          {/* The hidden select below stops a submit while nothing is chosen: the typed text is not the value. */}
          <ComboboxInput required={false} aria-required={required || undefined} />
          {clearable ? (
            <ComboboxClearTrigger>
              <X aria-hidden />
            </ComboboxClearTrigger>
          ) : null}
          <ComboboxTrigger>
            <ChevronDown aria-hidden />
          </ComboboxTrigger>
        </ComboboxControl>
        <Tags disabled={disabled || readOnly} removeLabel={(text) => t('overlay.combobox.remove', { label: text })} />
        <Announcer text={announced} />
        <Portal>
          <ComboboxPositioner>
            <ComboboxContent ref={setContentElement}>
              {statusText ? (
                <ComboboxStatus data-error={error ? '' : undefined} aria-hidden>
                  {error ? <CircleAlert aria-hidden /> : loading ? <LoaderCircle aria-hidden /> : null}
                  {statusText}
                </ComboboxStatus>
              ) : grouped ? (
                collection.group().map(([group, options]) =>
                  group ? (
                    <ComboboxItemGroup key={group}>
                      <ComboboxItemGroupLabel>{group}</ComboboxItemGroupLabel>
                      {options.map((item) => (
                        <OptionRow key={item.value} item={item} />
                      ))}
                    </ComboboxItemGroup>
                  ) : (
                    options.map((item) => <OptionRow key={item.value} item={item} />)
                  ),
                )
              ) : virtual ? (
                <VirtualComboboxOptions collection={collection} scrollElement={contentElement} scrollTo={scrollTo} />
              ) : (
                collection.items.map((item) => <OptionRow key={item.value} item={item} />)
              )}
            </ComboboxContent>
          </ComboboxPositioner>
        </Portal>
        {name !== undefined ? <ComboboxHiddenSelect name={name} /> : null}
      </ComboboxRoot>
      {helperText ? <FieldHelperText>{helperText}</FieldHelperText> : null}
      {errorText ? <FieldErrorText>{errorText}</FieldErrorText> : null}
    </FieldRoot>
  );
}

export interface UseComboboxSearchOptions {
  /**
   * Fetches the options for what the user typed (`''` at first). `signal` is aborted when a newer query
   * replaces this one or the combobox goes away: pass it to `fetch`, and a stale answer is never shown.
   */
  load: (query: string, signal: AbortSignal) => Promise<ComboboxOption[]>;
  /** How long typing must pause before a query is sent, in milliseconds. Defaults to 250. */
  debounceMs?: number;
}

/** What `useComboboxSearch` returns: spread it on a `Combobox`. */
export interface ComboboxSearch {
  /** The last answer's options. */
  items: ComboboxOption[];
  /** True from a keystroke until its answer (or failure) arrives. */
  loading: boolean;
  /** True when the last query failed; the list then says the options could not be loaded. */
  error: boolean;
  /** The server has filtered the options already. */
  filter: false;
  /** Sends the typed text as the next query. */
  onInputValueChange: (query: string) => void;
}

/**
 * A combobox searching on a server: `<Combobox label="Customer" {...useComboboxSearch({ load })} />`. Each
 * keystroke, after `debounceMs`, calls `load(query, signal)` and aborts the request before it; the combobox
 * shows (and announces) loading, no results and an error. The chosen options stay chosen when the results change.
 */
export function useComboboxSearch({ load, debounceMs = 250 }: UseComboboxSearchOptions): ComboboxSearch {
  const [state, setState] = useState({ items: [] as ComboboxOption[], loading: true, error: false });
  const loadRef = useRef(load);
  loadRef.current = load;
  const pending = useRef<{ controller: AbortController; timer: ReturnType<typeof setTimeout> } | null>(null);
  const search = useMemo(
    () => (query: string, delay: number) => {
      if (pending.current) {
        pending.current.controller.abort();
        clearTimeout(pending.current.timer);
      }
      const controller = new AbortController();
      setState((current) => (current.loading && !current.error ? current : { ...current, loading: true, error: false }));
      const timer = setTimeout(() => {
        loadRef.current(query, controller.signal).then(
          (items) => {
            if (!controller.signal.aborted) setState({ items, loading: false, error: false });
          },
          () => {
            if (!controller.signal.aborted) setState({ items: [], loading: false, error: true });
          },
        );
      }, delay);
      pending.current = { controller, timer };
    },
    [],
  );
  useEffect(() => {
    search('', 0);
    return () => {
      if (pending.current) {
        pending.current.controller.abort();
        clearTimeout(pending.current.timer);
      }
    };
  }, [search]);
  return {
    ...state,
    filter: false,
    onInputValueChange: (query) => search(query, debounceMs),
  };
}
