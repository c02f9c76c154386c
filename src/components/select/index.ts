import type { CollectionItem } from '@ark-ui/react/collection';
import { withParts } from '../../lib/parts';
import * as SelectParts from './namespace';
import type {
  SelectClearTriggerProps,
  SelectContentProps,
  SelectControlProps,
  SelectErrorTextProps,
  SelectHiddenSelectProps,
  SelectIndicatorProps,
  SelectItemGroupLabelProps,
  SelectItemGroupProps,
  SelectItemIndicatorProps,
  SelectItemProps,
  SelectItemTextProps,
  SelectLabelProps,
  SelectListProps,
  SelectPositionerProps,
  SelectRootProps,
  SelectTriggerProps,
  SelectValueTextProps,
} from './Select';
import { Select as SelectComposition } from './Select';

export {
  createListCollection,
  SelectClearTrigger,
  type SelectClearTriggerProps,
  SelectContent,
  type SelectContentProps,
  SelectContext,
  SelectControl,
  type SelectControlProps,
  SelectErrorText,
  type SelectErrorTextProps,
  SelectHiddenSelect,
  type SelectHiddenSelectProps,
  SelectIndicator,
  type SelectIndicatorProps,
  SelectItem,
  SelectItemContext,
  SelectItemGroup,
  SelectItemGroupLabel,
  type SelectItemGroupLabelProps,
  type SelectItemGroupProps,
  SelectItemIndicator,
  type SelectItemIndicatorProps,
  type SelectItemProps,
  SelectItemText,
  type SelectItemTextProps,
  SelectLabel,
  type SelectLabelProps,
  SelectList,
  type SelectListProps,
  type SelectOption,
  SelectPositioner,
  type SelectPositionerProps,
  type SelectProps,
  SelectRoot,
  type SelectRootProps,
  SelectRootProvider,
  type SelectSize,
  SelectTrigger,
  type SelectTriggerProps,
  SelectValueText,
  type SelectValueTextProps,
  useSelect,
} from './Select';

/** `<Select …>` with its parts under short names: `<Select.Root>`, `Select.RootProps`… */
export const Select = /* @__PURE__ */ withParts(SelectComposition, SelectParts);
export declare namespace Select {
  export type RootProps<T extends CollectionItem = CollectionItem> = SelectRootProps<T>;
  export type LabelProps = SelectLabelProps;
  export type ControlProps = SelectControlProps;
  export type TriggerProps = SelectTriggerProps;
  export type ValueTextProps = SelectValueTextProps;
  export type IndicatorProps = SelectIndicatorProps;
  export type ClearTriggerProps = SelectClearTriggerProps;
  export type PositionerProps = SelectPositionerProps;
  export type ContentProps = SelectContentProps;
  export type ListProps = SelectListProps;
  export type ItemProps = SelectItemProps;
  export type ItemTextProps = SelectItemTextProps;
  export type ItemIndicatorProps = SelectItemIndicatorProps;
  export type ItemGroupProps = SelectItemGroupProps;
  export type ItemGroupLabelProps = SelectItemGroupLabelProps;
  export type HiddenSelectProps = SelectHiddenSelectProps;
  export type ErrorTextProps = SelectErrorTextProps;
}
