import { Combobox as ArkCombobox, useComboboxContext } from '@ark-ui/react/combobox';
import { Dialog as ArkDialog } from '@ark-ui/react/dialog';
import { CircleAlert, LoaderCircle, Search } from 'lucide-react';
import { type ReactNode, type RefAttributes, type RefObject, useEffect, useId, useMemo, useRef, useState } from 'react';
import { commandPalette, dialog } from 'styled-system/recipes';
import { useLanguage } from '../../i18n/LanguageProvider';
import { addEnglish } from '../../i18n/messages';
import { enCommandPalette } from '../../i18n/messages/en-command-palette';
import { foldForSearch } from '../../lib/fold';
import { createStableListCollection } from '../../lib/list-collection';
import { createParts } from '../../lib/parts';
import { useControllableState } from '../../lib/use-controllable-state';
import { VIRTUALIZE_OVER, type VirtualRowProps, VirtualRows } from '../../lib/virtual-rows';
import { visuallyHidden } from '../../lib/visually-hidden';
import { ClosingBackdrop, ClosingContent } from '../dialog/closing-parts';
import { Kbd } from '../kbd';
import { Portal } from '../portal';

// Its English joins the catalog with it, so pages without it do not download that text.
addEnglish(enCommandPalette);

const { withRootProvider, withContext } = createParts(commandPalette);

const Root = /* @__PURE__ */ withRootProvider(ArkDialog.Root, { lazyMount: true, unmountOnExit: true });
const Positioner = /* @__PURE__ */ withContext(ArkDialog.Positioner, 'positioner');
const Content = /* @__PURE__ */ withContext(ClosingContent, 'content');
const Title = /* @__PURE__ */ withContext(ArkDialog.Title, 'title');
const Control = /* @__PURE__ */ withContext(ArkCombobox.Control, 'control');
const InputIcon = /* @__PURE__ */ withContext('span', 'inputIcon');
const Input = /* @__PURE__ */ withContext(ArkCombobox.Input, 'input');
const List = /* @__PURE__ */ withContext(ArkCombobox.Content, 'list');
const ItemGroup = /* @__PURE__ */ withContext(ArkCombobox.ItemGroup, 'itemGroup');
const ItemGroupLabel = /* @__PURE__ */ withContext(ArkCombobox.ItemGroupLabel, 'itemGroupLabel');
/** A group's heading among a virtualised list's flat rows, where there is no group element to label. */
const GroupHeading = /* @__PURE__ */ withContext('div', 'itemGroupLabel');
const Item = /* @__PURE__ */ withContext(ArkCombobox.Item, 'item');
const ItemIcon = /* @__PURE__ */ withContext('span', 'itemIcon');
const ItemText = /* @__PURE__ */ withContext(ArkCombobox.ItemText, 'itemText');
const ItemDescription = /* @__PURE__ */ withContext('span', 'itemDescription');
const ItemShortcut = /* @__PURE__ */ withContext('span', 'itemShortcut');
const Status = /* @__PURE__ */ withContext('div', 'status');
const Footer = /* @__PURE__ */ withContext('div', 'footer');

/** One command, or one result of a search. */
export interface CommandPaletteItem {
  /** Unique among all the palette's items. */
  value: string;
  /** What the user reads and types to find it. */
  label: string;
  /** The heading it is listed under; items without one come first. */
  group?: string;
  /** A second line of detail in the row, muted (a shipment's route, a page's section). */
  description?: string;
  /** Other words that find it, e.g. `['invoice', 'bill']` for "Payments". */
  keywords?: string[];
  /** An icon before the label (decorative: give it `aria-hidden`). */
  icon?: ReactNode;
  /** The command's own shortcut as shown, e.g. `'G S'` or `'Ctrl N'`: each word one key. */
  shortcut?: string;
  /** The shortcut for screen readers, in `aria-keyshortcuts` form, e.g. 'Control+N'. */
  keyShortcuts?: string;
  /** Listed but not runnable; the arrows pass over it. */
  disabled?: boolean;
  /** The label's language, when it differs from the page's (a customer's name). */
  lang?: string;
  /** Runs when the item is chosen, after the palette has closed. */
  onSelect?: () => void;
}

export interface CommandPaletteProps extends Omit<ArkDialog.ContentProps, 'onSelect' | 'children' | 'results' | 'title'> {
  /** The commands, filtered by what the user types (label, description and keywords). */
  items: CommandPaletteItem[];
  /**
   * Results that are already filtered, such as a server's answer to what was typed (see `onInputValueChange`),
   * listed after the matching items.
   */
  results?: CommandPaletteItem[];
  /** Whether it is open. Uncontrolled without it; Ctrl+K (⌘K on a Mac) opens and closes it. */
  open?: boolean;
  /** Whether it is open at first, when uncontrolled. */
  defaultOpen?: boolean;
  /** Called when it opens or closes: by the hotkey, Escape, a click outside or a chosen item. */
  onOpenChange?: (open: boolean) => void;
  /** Called with the chosen item, after its own `onSelect`. */
  onSelect?: (item: CommandPaletteItem) => void;
  /** Each keystroke's text: send it to a server for `results`. */
  onInputValueChange?: (query: string) => void;
  /** The results are on their way: a loading row follows the items, and it is announced. */
  loading?: boolean;
  /** The results failed: `true` for the translated message, or a message of your own. */
  error?: boolean | ReactNode;
  /**
   * The letter that opens the palette with Ctrl (⌘ on a Mac), anywhere on the page. Defaults to `'k'`;
   * `false` for none, when the portal opens it its own way.
   */
  hotkey?: string | false;
  /** The dialog's and the search box's name. Defaults to the translated "Command palette". */
  title?: string;
  /** The search box's hint. Defaults to the translated "Type a command or search…". */
  placeholder?: string;
  /** Only the rows in view are in the page. Defaults to on for more than 20 items and results. */
  virtualize?: boolean;
  /** Shown under the list. Defaults to the keys: ↑↓ move, ↵ run, Esc close; `null` for none. */
  footer?: ReactNode;
}

/** An item, or a group's heading in a virtualised list, where the rows are flat. */
type Row = { kind: 'item'; item: CommandPaletteItem; index: number } | { kind: 'group'; group: string };

const isMac = () =>
  typeof navigator !== 'undefined' &&
  /Mac|iPhone|iPad/.test((navigator as { userAgentData?: { platform?: string } }).userAgentData?.platform || navigator.platform);

/** Ctrl+`letter` (⌘ on a Mac), with no other modifier. */
const isHotkey = (event: KeyboardEvent, letter: string) =>
  event.key.toLowerCase() === letter.toLowerCase() &&
  (isMac() ? event.metaKey && !event.ctrlKey : event.ctrlKey && !event.metaKey) &&
  !event.altKey &&
  !event.shiftKey;

/** The items by group, groups in the order they first appear, ungrouped items first ('' heads no group). */
function byGroup(items: CommandPaletteItem[]): [string, CommandPaletteItem[]][] {
  const groups = new Map<string, CommandPaletteItem[]>([['', []]]);
  for (const item of items) {
    const key = item.group ?? '';
    const members = groups.get(key);
    if (members) members.push(item);
    else groups.set(key, [item]);
  }
  return [...groups].filter(([, members]) => members.length > 0);
}

/**
 * A search box over the portal's commands, in a dialog: Ctrl+K (⌘K on a Mac) opens it from anywhere,
 * even over an open dialog. Typing filters the commands (in the page's language, accents aside) and can
 * fetch `results` from a server; the list is grouped under headings, and thousands of rows are virtualised.
 * The WAI-ARIA combobox pattern (Ark's combobox, its list always shown): ArrowDown/ArrowUp move the
 * highlight (the first row is highlighted as the list changes), Enter runs it, Escape closes, and focus
 * goes back where it was. Rest props go to the dialog's content.
 */
export function CommandPalette({
  items,
  results = [],
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  onSelect,
  onInputValueChange,
  loading = false,
  error,
  hotkey = 'k',
  title,
  placeholder,
  virtualize,
  footer,
  ...contentProps
}: CommandPaletteProps & RefAttributes<HTMLDivElement>) {
  const { t } = useLanguage();
  const [open, setOpen] = useControllableState(openProp, defaultOpen, onOpenChange);

  useEffect(() => {
    if (hotkey === false) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || !isHotkey(event, hotkey)) return;
      event.preventDefault();
      setOpen((current) => !current);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [hotkey, setOpen]);

  const input = useRef<HTMLInputElement>(null);
  const name = title ?? t('overlay.commandPalette.title');
  return (
    <Root open={open} onOpenChange={(details) => setOpen(details.open)} initialFocusEl={() => input.current}>
      <Portal>
        <ClosingBackdrop className={dialog().backdrop} />
        <Positioner>
          <Content {...contentProps}>
            <Title className={visuallyHidden}>{name}</Title>
            <CommandSearch
              name={name}
              input={input}
              items={items}
              results={results}
              loading={loading}
              error={error}
              placeholder={placeholder ?? t('overlay.commandPalette.placeholder')}
              virtualize={virtualize}
              onInputValueChange={onInputValueChange}
              onClose={() => setOpen(false)}
              onRun={(item) => {
                setOpen(false);
                item.onSelect?.();
                onSelect?.(item);
              }}
            />
            {footer === undefined ? <KeyHints /> : footer === null ? null : <Footer>{footer}</Footer>}
          </Content>
        </Positioner>
      </Portal>
    </Root>
  );
}

interface SearchProps {
  name: string;
  input: RefObject<HTMLInputElement | null>;
  items: CommandPaletteItem[];
  results: CommandPaletteItem[];
  loading: boolean;
  error: boolean | ReactNode | undefined;
  placeholder: string;
  virtualize: boolean | undefined;
  onInputValueChange: ((query: string) => void) | undefined;
  onClose: () => void;
  onRun: (item: CommandPaletteItem) => void;
}

/** The combobox: mounted as the palette opens, so each opening starts with an empty search. */
function CommandSearch({
  name,
  input,
  items,
  results,
  loading,
  error,
  placeholder,
  virtualize,
  onInputValueChange,
  onClose,
  onRun,
}: SearchProps) {
  const { t, locale } = useLanguage();
  const [query, setQuery] = useState('');
  // Each item's words folded once per list, not once per keystroke.
  const folded = useMemo(
    () => items.map((item) => foldForSearch([item.label, item.description, ...(item.keywords ?? [])].join(' '), locale)),
    [items, locale],
  );
  const groups = useMemo(() => {
    const typed = foldForSearch(query.trim(), locale);
    const matching = typed ? items.filter((_, index) => folded[index].includes(typed)) : items;
    return byGroup([...matching, ...results]);
  }, [items, folded, results, query, locale]);
  // In the order they are shown, which is the order the arrows move through.
  const shown = useMemo(() => groups.flatMap(([, members]) => members), [groups]);
  const collection = useMemo(() => createStableListCollection<CommandPaletteItem>({ items: shown }), [shown]);

  // The first runnable row is highlighted whenever the rows change, so Enter runs the best match at once.
  const first = shown.find((item) => !item.disabled)?.value ?? null;
  const [highlighted, setHighlighted] = useState<string | null>(first);
  const [firstBefore, setFirstBefore] = useState(first);
  if (first !== firstBefore) {
    setFirstBefore(first);
    setHighlighted(first);
  }

  const virtual = virtualize ?? shown.length > VIRTUALIZE_OVER;
  const [listElement, setListElement] = useState<HTMLDivElement | null>(null);
  const scrollTo = useRef<((index: number) => void) | null>(null);
  const rows = useMemo(() => (virtual ? flatRows(groups) : []), [virtual, groups]);
  const rowOfItem = useMemo(() => rows.flatMap((row, at) => (row.kind === 'item' ? [at] : [])), [rows]);

  const groupId = useId();
  const names = groups.map(([group]) => group).filter(Boolean);
  const idOfGroup = (group: string) => `${groupId}-${names.indexOf(group)}`;

  const statusText: ReactNode = error
    ? error === true
      ? t('overlay.commandPalette.error')
      : error
    : loading
      ? t('common.loading')
      : shown.length === 0
        ? t('overlay.commandPalette.empty')
        : null;
  const announced = statusText ?? (query ? t('overlay.commandPalette.results', { count: shown.length }) : null);

  const row = (item: CommandPaletteItem, props?: VirtualRowProps) => (
    <CommandRow
      key={item.value}
      item={item}
      groupLabelId={virtual && item.group ? idOfGroup(item.group) : undefined}
      {...props}
    />
  );

  return (
    <ArkCombobox.Root
      collection={collection}
      open
      disableLayer
      value={[]}
      // A highlighted row that typing has filtered away gives the highlight back to the first.
      highlightedValue={highlighted !== null && collection.has(highlighted) ? highlighted : first}
      onHighlightChange={(details) => setHighlighted(details.highlightedValue)}
      inputBehavior="none"
      selectionBehavior="clear"
      openOnClick={false}
      // Ark would announce the count in English; the palette's own status says it in the page's language.
      translations={{ resultsCount: () => '', noResults: '', loading: '' }}
      onInputValueChange={(details) => {
        if (details.reason !== 'input-change') return;
        setQuery(details.inputValue);
        onInputValueChange?.(details.inputValue);
      }}
      onOpenChange={(details) => {
        // The list is always shown; Escape in the box closes the palette instead.
        if (!details.open && details.reason === 'escape-key') onClose();
      }}
      onSelect={(details) => {
        const item = collection.find(details.itemValue);
        if (item) onRun(item);
      }}
      scrollToIndexFn={
        virtual
          ? (details) => {
              if (scrollTo.current) scrollTo.current(rowOfItem[details.index] ?? details.index);
              else details.getElement()?.scrollIntoView({ block: 'nearest' });
            }
          : (details) => details.getElement()?.scrollIntoView({ block: 'nearest' })
      }
    >
      <ArkCombobox.Label className={visuallyHidden}>{name}</ArkCombobox.Label>
      <Control>
        <InputIcon>
          <Search aria-hidden />
        </InputIcon>
        <Input ref={input} placeholder={placeholder} />
      </Control>
      <span role="status" className={visuallyHidden}>
        {announced}
      </span>
      <List ref={setListElement}>
        {virtual ? (
          <>
            {/* A virtualised list has no group elements: each row is described by its group's name, kept here. */}
            {names.map((group) => (
              <span key={group} id={idOfGroup(group)} hidden>
                {group}
              </span>
            ))}
            <VirtualCommandRows rows={rows} scrollElement={listElement} scrollTo={scrollTo} row={row} />
          </>
        ) : (
          groups.map(([group, members]) =>
            group ? (
              <ItemGroup key={group}>
                <ItemGroupLabel>{group}</ItemGroupLabel>
                {members.map((item) => row(item))}
              </ItemGroup>
            ) : (
              members.map((item) => row(item))
            ),
          )
        )}
        {statusText ? (
          <Status data-error={error ? '' : undefined} aria-hidden>
            {error ? <CircleAlert aria-hidden /> : loading ? <LoaderCircle aria-hidden /> : null}
            {statusText}
          </Status>
        ) : null}
      </List>
    </ArkCombobox.Root>
  );
}

function flatRows(groups: [string, CommandPaletteItem[]][]): Row[] {
  return groups.flatMap(([group, members]): Row[] => [
    ...(group ? [{ kind: 'group' as const, group }] : []),
    ...members.map((item, index) => ({ kind: 'item' as const, item, index })),
  ]);
}

function VirtualCommandRows({
  rows,
  scrollElement,
  scrollTo,
  row,
}: {
  rows: Row[];
  scrollElement: HTMLDivElement | null;
  scrollTo: RefObject<((index: number) => void) | null>;
  row: (item: CommandPaletteItem, props: VirtualRowProps) => ReactNode;
}) {
  // Read the list's state so this renders again with each highlight, and the virtualiser measures it then.
  const { highlightedValue } = useComboboxContext();
  const items = rows.filter((entry) => entry.kind === 'item').length;
  let position = 0;
  const positions = rows.map((entry) => (entry.kind === 'item' ? ++position : 0));
  return (
    <VirtualRows
      count={rows.length}
      scrollElement={scrollElement}
      scrollTo={scrollTo}
      initialIndex={rows.findIndex((entry) => entry.kind === 'item' && entry.item.value === highlightedValue)}
      row={(at, props) => {
        const entry = rows[at];
        if (entry.kind === 'group')
          return (
            // Seen, and said through each row's description instead.
            <GroupHeading key={`group:${entry.group}`} role="presentation" aria-hidden style={props.style}>
              {entry.group}
            </GroupHeading>
          );
        return row(entry.item, { ...props, 'aria-setsize': items, 'aria-posinset': positions[at] });
      }}
    />
  );
}

function CommandRow({
  item,
  groupLabelId,
  ...props
}: { item: CommandPaletteItem; groupLabelId?: string } & Partial<VirtualRowProps>) {
  const descriptionId = useId();
  const describedBy = [groupLabelId, item.description ? descriptionId : undefined].filter(Boolean).join(' ');
  return (
    <Item item={item} aria-keyshortcuts={item.keyShortcuts} aria-describedby={describedBy || undefined} {...props}>
      {item.icon ? <ItemIcon aria-hidden>{item.icon}</ItemIcon> : null}
      <ItemText lang={item.lang}>{item.label}</ItemText>
      {item.description ? (
        <ItemDescription id={descriptionId} aria-hidden>
          {item.description}
        </ItemDescription>
      ) : null}
      {item.shortcut ? (
        <ItemShortcut aria-hidden>
          {item.shortcut.split(' ').map((key) => (
            <Kbd key={key} size="sm">
              {key}
            </Kbd>
          ))}
        </ItemShortcut>
      ) : null}
    </Item>
  );
}

/** The footer's reminder of the keys. */
function KeyHints() {
  const { t } = useLanguage();
  return (
    <Footer aria-hidden>
      <span>
        <Kbd size="sm">↑</Kbd> <Kbd size="sm">↓</Kbd> {t('overlay.commandPalette.move')}
      </span>
      <span>
        <Kbd size="sm">↵</Kbd> {t('overlay.commandPalette.run')}
      </span>
      <span>
        <Kbd size="sm">Esc</Kbd> {t('overlay.commandPalette.close')}
      </span>
    </Footer>
  );
}
