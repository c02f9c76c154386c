import { withParts } from '../../lib/parts';
import type {
  MenuArrowProps,
  MenuArrowTipProps,
  MenuCheckboxItemProps,
  MenuContentProps,
  MenuContextTriggerProps,
  MenuIndicatorProps,
  MenuItemContentProps,
  MenuItemDescriptionProps,
  MenuItemGroupLabelProps,
  MenuItemGroupProps,
  MenuItemIndicatorProps,
  MenuItemProps,
  MenuItemShortcutProps,
  MenuItemTextProps,
  MenuPositionerProps,
  MenuRadioItemGroupProps,
  MenuRadioItemProps,
  MenuRootProps,
  MenuRootProviderProps,
  MenuSeparatorProps,
  MenuTriggerItemProps,
  MenuTriggerProps,
} from './Menu';
import { Menu as MenuComposition } from './Menu';
import * as MenuParts from './namespace';

export {
  type MenuAction,
  type MenuActionGroup,
  type MenuActionSeparator,
  MenuArrow,
  type MenuArrowProps,
  MenuArrowTip,
  type MenuArrowTipProps,
  MenuCheck,
  MenuCheckboxItem,
  type MenuCheckboxItemProps,
  MenuContent,
  type MenuContentProps,
  MenuContext,
  MenuContextTrigger,
  type MenuContextTriggerProps,
  type MenuEntry,
  MenuIndicator,
  type MenuIndicatorProps,
  MenuItem,
  MenuItemContent,
  type MenuItemContentProps,
  MenuItemContext,
  MenuItemDescription,
  type MenuItemDescriptionProps,
  MenuItemGroup,
  MenuItemGroupLabel,
  type MenuItemGroupLabelProps,
  type MenuItemGroupProps,
  MenuItemIndicator,
  type MenuItemIndicatorProps,
  type MenuItemProps,
  MenuItemShortcut,
  type MenuItemShortcutProps,
  MenuItemText,
  type MenuItemTextProps,
  type MenuItemTone,
  MenuPositioner,
  type MenuPositionerProps,
  type MenuProps,
  MenuRadioItem,
  MenuRadioItemGroup,
  type MenuRadioItemGroupProps,
  type MenuRadioItemProps,
  MenuRoot,
  type MenuRootProps,
  MenuRootProvider,
  type MenuRootProviderProps,
  MenuSeparator,
  type MenuSeparatorProps,
  MenuSubmenuChevron,
  MenuTrigger,
  MenuTriggerItem,
  type MenuTriggerItemProps,
  type MenuTriggerProps,
  useMenu,
  useMenuContext,
  useMenuItemContext,
} from './Menu';

/** `<Menu …>` with its parts under short names: `<Menu.Root>`, `Menu.RootProps`… */
export const Menu = /* @__PURE__ */ withParts(MenuComposition, MenuParts);
export declare namespace Menu {
  export type RootProps = MenuRootProps;
  export type RootProviderProps = MenuRootProviderProps;
  export type TriggerProps = MenuTriggerProps;
  export type ContextTriggerProps = MenuContextTriggerProps;
  export type IndicatorProps = MenuIndicatorProps;
  export type PositionerProps = MenuPositionerProps;
  export type ContentProps = MenuContentProps;
  export type ItemProps = MenuItemProps;
  export type TriggerItemProps = MenuTriggerItemProps;
  export type CheckboxItemProps = MenuCheckboxItemProps;
  export type RadioItemGroupProps = MenuRadioItemGroupProps;
  export type RadioItemProps = MenuRadioItemProps;
  export type ItemTextProps = MenuItemTextProps;
  export type ItemIndicatorProps = MenuItemIndicatorProps;
  export type ItemGroupProps = MenuItemGroupProps;
  export type ItemGroupLabelProps = MenuItemGroupLabelProps;
  export type SeparatorProps = MenuSeparatorProps;
  export type ArrowProps = MenuArrowProps;
  export type ArrowTipProps = MenuArrowTipProps;
  export type ItemContentProps = MenuItemContentProps;
  export type ItemDescriptionProps = MenuItemDescriptionProps;
  export type ItemShortcutProps = MenuItemShortcutProps;
}
