import { Menu as ArkMenu, useMenu, useMenuContext, useMenuItemContext } from '@ark-ui/react/menu';
import { Check, ChevronRight, Ellipsis } from 'lucide-react';
import {
  type ComponentProps,
  createContext,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
  type RefAttributes,
  type RefObject,
  useContext,
  useEffect,
  useId,
  useRef,
} from 'react';
import { menu } from 'styled-system/recipes';
import { useLanguage } from '../../i18n/LanguageProvider';
import { addEnglish } from '../../i18n/messages';
import { enMenu } from '../../i18n/messages/en-menu';
import { useMergedRefs } from '../../lib/merge-refs';
import { createParts } from '../../lib/parts';
import { tabOut } from '../../lib/tab-out';
import { textOf } from '../../lib/text-of';
import { IconButton } from '../button';
import { Portal } from '../portal';

// Its English joins the catalog with it, so pages without it do not download that text.
addEnglish(enMenu);

const { withRootProvider, withContext } = createParts(menu);

export interface MenuRootProps extends ArkMenu.RootProps {}
export interface MenuRootProviderProps extends ArkMenu.RootProviderProps {}
export interface MenuTriggerProps extends ArkMenu.TriggerProps {}
export interface MenuContextTriggerProps extends ArkMenu.ContextTriggerProps {}
export interface MenuIndicatorProps extends ArkMenu.IndicatorProps {}
export interface MenuPositionerProps extends ArkMenu.PositionerProps {}
export interface MenuContentProps extends ArkMenu.ContentProps {}
/** What an action means: `danger` for one that deletes or cannot be undone. */
export type MenuItemTone = 'default' | 'danger';
export interface MenuItemProps extends ArkMenu.ItemProps {
  /** `danger` marks a destructive action (Delete, Remove…): red text and a red highlight. */
  tone?: MenuItemTone;
}
export interface MenuTriggerItemProps extends ArkMenu.TriggerItemProps {}
export interface MenuCheckboxItemProps extends ArkMenu.CheckboxItemProps {}
export interface MenuRadioItemGroupProps extends ArkMenu.RadioItemGroupProps {}
export interface MenuRadioItemProps extends ArkMenu.RadioItemProps {}
export interface MenuItemTextProps extends ArkMenu.ItemTextProps {}
export interface MenuItemIndicatorProps extends ArkMenu.ItemIndicatorProps {}
export interface MenuItemGroupProps extends ArkMenu.ItemGroupProps {}
export interface MenuItemGroupLabelProps extends ArkMenu.ItemGroupLabelProps {}
export interface MenuSeparatorProps extends ArkMenu.SeparatorProps {}
export interface MenuArrowProps extends ArkMenu.ArrowProps {}
export interface MenuArrowTipProps extends ArkMenu.ArrowTipProps {}
export interface MenuItemContentProps extends ComponentProps<'div'> {}
export interface MenuItemDescriptionProps extends ComponentProps<'div'> {}
export interface MenuItemShortcutProps extends ComponentProps<'kbd'> {}

/**
 * When the menu closes and focus is left nowhere (on the body, or in the closing menu), it goes back to
 * `element`, the trigger. Ark does this for a menu button only, and only once: a context trigger got nothing,
 * and with the machine busy a menu button sometimes lost it again to the closing menu (seen in CI after
 * Enter on an item). A frame after the close, and once more after the next, so a late move is undone too.
 */
function useFocusBackOnClose(element: RefObject<HTMLElement | null>) {
  const { open } = useMenuContext();
  const wasOpen = useRef(false);
  useEffect(() => {
    const closed = wasOpen.current && !open;
    wasOpen.current = open;
    if (!closed) return;
    const putBack = () => {
      const target = element.current;
      const active = target?.ownerDocument.activeElement;
      const leftInMenu = !active || active === target?.ownerDocument.body || active.closest('[data-scope="menu"]');
      if (target?.isConnected && leftInMenu) target.focus({ preventScroll: true });
    };
    let second = 0;
    const first = requestAnimationFrame(() => {
      putBack();
      second = requestAnimationFrame(putBack);
    });
    return () => {
      cancelAnimationFrame(first);
      cancelAnimationFrame(second);
    };
  }, [open, element]);
}

function TriggerWithFocusBack({ ref, ...props }: MenuTriggerProps & RefAttributes<HTMLButtonElement>) {
  const element = useRef<HTMLButtonElement | null>(null);
  useFocusBackOnClose(element);
  return <ArkMenu.Trigger ref={useMergedRefs(element, ref)} {...props} />;
}

/**
 * The menu's state holder (renders nothing itself). Closed, it costs nothing with `lazyMount`; Escape, a
 * click outside or choosing an item close it, and focus goes back to the trigger.
 */
export const MenuRoot = /* @__PURE__ */ withRootProvider(ArkMenu.Root);
/**
 * The root for state you create yourself with `useMenu()` (Ark's `useMenu`), e.g. to open the menu from
 * outside: `const menu = useMenu(props)`, then `<MenuRootProvider value={menu}>`.
 */
export const MenuRootProvider = /* @__PURE__ */ withRootProvider(ArkMenu.RootProvider);
/**
 * The button that opens the menu (`aria-haspopup="menu"`, `aria-expanded`). Use `asChild` with a `Button` or
 * an `IconButton`. Enter, Space and ArrowDown open it on the first item, ArrowUp on the last.
 */
export const MenuTrigger = /* @__PURE__ */ withContext(TriggerWithFocusBack, 'trigger');

/** Opens the menu at the pointer, from a right-click, or by keyboard with Shift+F10 or the context-menu key. */
function KeyboardContextTrigger({ onKeyDown, ref, ...props }: MenuContextTriggerProps & RefAttributes<HTMLButtonElement>) {
  const api = useMenuContext();
  const element = useRef<HTMLButtonElement | null>(null);
  useFocusBackOnClose(element);
  const mergedRef = useMergedRefs(element, ref);
  const openFromKeyboard = (event: KeyboardEvent<HTMLButtonElement>) => {
    onKeyDown?.(event);
    const contextKey = event.key === 'ContextMenu' || (event.key === 'F10' && event.shiftKey);
    if (event.defaultPrevented || !contextKey) return;
    event.preventDefault();
    // Ark opens a context menu only from the `contextmenu` event, which browsers send for these keys on
    // some systems only: send it ourselves, at the element's top-left corner, where the keyboard user is.
    const target = event.currentTarget;
    const box = target.getBoundingClientRect();
    target.dispatchEvent(
      new MouseEvent('contextmenu', { bubbles: true, cancelable: true, clientX: box.left + 8, clientY: box.top + 8 }),
    );
    // As a menu button does, start on the first item, so arrows and Enter work at once.
    const contentId = api.getContentProps().id;
    requestAnimationFrame(() => {
      const first = target.ownerDocument
        .getElementById(contentId ?? '')
        ?.querySelector<HTMLElement>('[role^="menuitem"]:not([data-disabled])');
      if (first?.dataset.value) api.setHighlightedValue(first.dataset.value);
    });
  };
  return <ArkMenu.ContextTrigger ref={mergedRef} {...props} onKeyDown={openFromKeyboard} />;
}
/**
 * The area whose right-click (or long press) opens the menu at the pointer. Focused, it opens it with
 * Shift+F10 or the context-menu key. It is a `button` by default; with `asChild`, give your element a
 * `tabIndex` so keyboard users can reach it.
 */
export const MenuContextTrigger = /* @__PURE__ */ withContext(KeyboardContextTrigger, 'contextTrigger');
/** A chevron in the trigger that turns while the menu is open. */
export const MenuIndicator = /* @__PURE__ */ withContext(ArkMenu.Indicator, 'indicator');
/** Places the menu next to its trigger (or at the pointer) and keeps it on screen. Put it in a `Portal`. */
export const MenuPositioner = /* @__PURE__ */ withContext(ArkMenu.Positioner, 'positioner');
/** What a menu's content tells the menus nested in it: how to close every menu up to the root, and the root's trigger. */
interface OpenMenus {
  closeAll: () => void;
  rootTrigger: () => HTMLElement | null;
}
const OpenMenusContext = createContext<OpenMenus | null>(null);

function ContentClosingOnTab({ onKeyDown, children, ref, ...props }: MenuContentProps & RefAttributes<HTMLDivElement>) {
  const api = useMenuContext();
  const parent = useContext(OpenMenusContext);
  const element = useRef<HTMLDivElement | null>(null);
  const openMenus: OpenMenus = {
    closeAll: () => {
      api.setOpen(false);
      parent?.closeAll();
    },
    // Named by the control that opened it: the menu button, or the area of a context menu.
    rootTrigger: () =>
      parent?.rootTrigger() ??
      element.current?.ownerDocument.getElementById(element.current.getAttribute('aria-labelledby') ?? '') ??
      null,
  };
  return (
    <ArkMenu.Content
      ref={useMergedRefs(element, ref)}
      {...props}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        tabOut(event, openMenus.rootTrigger(), openMenus.closeAll);
      }}
    >
      <OpenMenusContext.Provider value={openMenus}>{children}</OpenMenusContext.Provider>
    </ArkMenu.Content>
  );
}

/**
 * The list of actions (role `menu`). Arrows, Home/End and type-ahead move; Escape closes; Tab and Shift+Tab
 * close it (and the menus it is nested in) and move on to the element after or before its trigger.
 */
export const MenuContent = /* @__PURE__ */ withContext(ContentClosingOnTab, 'content');

/**
 * Type-ahead matches an item's `valueText`, which Ark takes from `value` when it is not given ('eta' where the
 * item reads 'Arrival'): default it to the text the item shows.
 */
function withTextForTypeAhead<P extends { valueText?: string; children?: ReactNode }>(Item: (props: P) => ReactNode) {
  return function ItemWithText(props: P) {
    return <Item {...props} valueText={props.valueText ?? (textOf(props.children) || undefined)} />;
  };
}

/** One action (role `menuitem`). `onSelect` runs when it is chosen by click, Enter or Space. */
export const MenuItem = /* @__PURE__ */ withContext(
  withTextForTypeAhead(({ tone, ...props }: MenuItemProps & RefAttributes<HTMLDivElement>) => (
    <ArkMenu.Item data-tone={tone === 'danger' ? 'danger' : undefined} {...props} />
  )),
  'item',
);
/** The item that opens a submenu (`aria-haspopup`): put it in a nested `MenuRoot` in place of its trigger. ArrowRight opens it, ArrowLeft closes it. */
export const MenuTriggerItem = /* @__PURE__ */ withContext(ArkMenu.TriggerItem, 'item');
/** An item that turns an option on and off (role `menuitemcheckbox`); controlled by `checked` and `onCheckedChange`. */
export const MenuCheckboxItem = /* @__PURE__ */ withContext(withTextForTypeAhead(ArkMenu.CheckboxItem), 'item');
/** A group of `MenuRadioItem`s of which one is chosen: `value` and `onValueChange`. */
export const MenuRadioItemGroup = /* @__PURE__ */ withContext(ArkMenu.RadioItemGroup, 'itemGroup');
/** One choice of a `MenuRadioItemGroup` (role `menuitemradio`). */
export const MenuRadioItem = /* @__PURE__ */ withContext(withTextForTypeAhead(ArkMenu.RadioItem), 'item');
/** The label of a checkbox or radio item. */
export const MenuItemText = /* @__PURE__ */ withContext(ArkMenu.ItemText, 'itemText');
/** The check shown while a checkbox or radio item is on; it keeps its room while off. */
export const MenuItemIndicator = /* @__PURE__ */ withContext(ArkMenu.ItemIndicator, 'itemIndicator');
/** A group of items (role `group`), named by its `MenuItemGroupLabel`. */
export const MenuItemGroup = /* @__PURE__ */ withContext(ArkMenu.ItemGroup, 'itemGroup');
/** The heading of a group; it names the group. */
export const MenuItemGroupLabel = /* @__PURE__ */ withContext(ArkMenu.ItemGroupLabel, 'itemGroupLabel');
/** A line between items (role `separator`). */
export const MenuSeparator = /* @__PURE__ */ withContext(ArkMenu.Separator, 'separator');
/** The arrow's box; put a `MenuArrowTip` inside it. */
export const MenuArrow = /* @__PURE__ */ withContext(ArkMenu.Arrow, 'arrow');
/** The visible arrow pointing at the trigger. */
export const MenuArrowTip = /* @__PURE__ */ withContext(ArkMenu.ArrowTip, 'arrowTip');
/** Stacks an item's label over its `MenuItemDescription`. */
export const MenuItemContent = /* @__PURE__ */ withContext('div', 'itemContent');
/**
 * A line under an item's label. Give it `aria-hidden` and an `id`, and point the item's `aria-describedby` at
 * it: the item is then named by its label and described by this line (the `Menu` component does so).
 */
export const MenuItemDescription = /* @__PURE__ */ withContext('div', 'itemDescription');
/**
 * The key combination of an item, shown at its end. It is hidden from screen readers (they would read it into
 * the item's name); give the item `aria-keyshortcuts` (e.g. `Control+E`) to announce it.
 */
export const MenuItemShortcut = /* @__PURE__ */ withContext(function Shortcut({
  ref,
  ...props
}: MenuItemShortcutProps & RefAttributes<HTMLElement>) {
  return <kbd ref={ref} aria-hidden {...props} />;
}, 'itemShortcut');
/** Renders from the menu's state: `<MenuContext>{(api) => …}</MenuContext>`. */
export const MenuContext = ArkMenu.Context;
/** Renders from the item's state (`highlighted`, `disabled`): `<MenuItemContext>{(item) => …}</MenuItemContext>`. */
export const MenuItemContext = ArkMenu.ItemContext;
export { useMenu, useMenuContext, useMenuItemContext };

// ---------------------------------------------------------------------------------------------
// The convenience component

/** One action of the convenience `Menu`. */
export interface MenuAction {
  /** Identifies the action; `onSelect` of the menu gets it. */
  value: string;
  /** What the user reads; type-ahead matches it. */
  label: string;
  /** An icon before the label (decorative: give it `aria-hidden`). */
  icon?: ReactNode;
  /** The key combination shown at the end, e.g. '⌘E' (hidden from screen readers). */
  shortcut?: string;
  /** The shortcut for screen readers, in `aria-keyshortcuts` form, e.g. 'Meta+E'. */
  keyShortcuts?: string;
  /** A line under the label; it describes the item. */
  description?: ReactNode;
  /** Shown but cannot be chosen. */
  disabled?: boolean;
  /** `danger` for a destructive action (Delete, Remove…): red text and highlight. */
  tone?: MenuItemTone;
  /** Runs when the action is chosen. */
  onSelect?: () => void;
}
/** A labelled group of actions in the convenience `Menu`. */
export interface MenuActionGroup {
  /** Marks the entry as a group. */
  type: 'group';
  /** Identifies the group (its React key and its ids). */
  id: string;
  /** The group's heading; it names the group. */
  label: ReactNode;
  /** The actions in it. */
  items: MenuAction[];
}
/** A line between the convenience `Menu`'s entries. */
export interface MenuActionSeparator {
  /** Marks the entry as a separator. */
  type: 'separator';
}
/** What the convenience `Menu`'s `items` hold. */
export type MenuEntry = MenuAction | MenuActionGroup | MenuActionSeparator;

export interface MenuProps extends Omit<MenuRootProps, 'children'> {
  /**
   * The button that opens it (a `Button` or `IconButton`). Without one, a "⋯" icon button named 'Actions',
   * or 'Actions for {actionsFor}' when `actionsFor` is given.
   */
  trigger?: ReactElement;
  /** What the default trigger's name says the actions are for, e.g. a table row's name. */
  actionsFor?: string;
  /** The actions, groups and separators, in order. */
  items?: MenuEntry[];
  /** Parts (`Menu.Item`, `Menu.ItemGroup`…) after `items`, for anything they do not cover. */
  children?: ReactNode;
  /** Extra class names for the content. */
  className?: string;
  /** Render the items only once the menu first opens. Default true, so a closed menu costs nothing. */
  lazyMount?: boolean;
  /** Remove the items when the menu closes. Default true. */
  unmountOnExit?: boolean;
}

function Action({ item }: { item: MenuAction }) {
  const descriptionId = `${useId()}-description`;
  return (
    <MenuItem
      value={item.value}
      valueText={item.label}
      disabled={item.disabled}
      tone={item.tone}
      onSelect={item.onSelect}
      // Named by the label alone (the description is hidden from the name), described by the description.
      aria-describedby={item.description ? descriptionId : undefined}
      aria-keyshortcuts={item.keyShortcuts}
    >
      {item.icon}
      <MenuItemContent>
        <span>{item.label}</span>
        {item.description ? (
          <MenuItemDescription id={descriptionId} aria-hidden>
            {item.description}
          </MenuItemDescription>
        ) : null}
      </MenuItemContent>
      {item.shortcut ? <MenuItemShortcut>{item.shortcut}</MenuItemShortcut> : null}
    </MenuItem>
  );
}

/**
 * A list of actions behind a button: the WAI-ARIA menu button. Give it a `trigger` and `items` (actions,
 * labelled groups, separators) or parts as children. Keyboard: Enter, Space or ArrowDown open it on the
 * first item, ArrowUp on the last; arrows, Home/End and type-ahead move; Enter or Space choose; Escape
 * closes, and focus goes back to the trigger. For a submenu, a context menu or checkbox and radio items,
 * compose the parts: `Menu.Root`, `Menu.Trigger`, `Menu.Content`, `Menu.Item`…
 */
export function Menu({
  trigger,
  actionsFor,
  items = [],
  children,
  className,
  lazyMount = true,
  unmountOnExit = true,
  ...rootProps
}: MenuProps) {
  const { t } = useLanguage();
  return (
    <MenuRoot lazyMount={lazyMount} unmountOnExit={unmountOnExit} {...rootProps}>
      <MenuTrigger asChild>
        {trigger ?? (
          <IconButton aria-label={actionsFor ? t('overlay.menu.actionsFor', { name: actionsFor }) : t('overlay.menu.actions')}>
            <Ellipsis aria-hidden />
          </IconButton>
        )}
      </MenuTrigger>
      <Portal>
        <MenuPositioner>
          <MenuContent className={className}>
            {items.map((entry, index) => {
              if ('type' in entry && entry.type === 'separator') {
                return <MenuSeparator key={`separator-${index}`} />;
              }
              if ('type' in entry && entry.type === 'group') {
                return (
                  <MenuItemGroup key={entry.id} id={entry.id}>
                    <MenuItemGroupLabel>{entry.label}</MenuItemGroupLabel>
                    {entry.items.map((item) => (
                      <Action key={item.value} item={item} />
                    ))}
                  </MenuItemGroup>
                );
              }
              return <Action key={entry.value} item={entry as MenuAction} />;
            })}
            {children}
          </MenuContent>
        </MenuPositioner>
      </Portal>
    </MenuRoot>
  );
}

/** The check of a checkbox or radio item, for `MenuItemIndicator`'s children. */
export function MenuCheck() {
  return <Check aria-hidden />;
}
/** The chevron at the end of a `MenuTriggerItem`. */
export function MenuSubmenuChevron() {
  return <ChevronRight aria-hidden data-chevron="" data-mirror="" />;
}
