import type { CollectionItem } from '@ark-ui/react/collection';
import { withParts } from '../../lib/parts';
import type {
  ComboboxClearTriggerProps,
  ComboboxContentProps,
  ComboboxControlProps,
  ComboboxErrorTextProps,
  ComboboxHiddenSelectProps,
  ComboboxInputProps,
  ComboboxItemGroupLabelProps,
  ComboboxItemGroupProps,
  ComboboxItemIndicatorProps,
  ComboboxItemProps,
  ComboboxItemTextProps,
  ComboboxLabelProps,
  ComboboxListProps,
  ComboboxPositionerProps,
  ComboboxRootProps,
  ComboboxStatusProps,
  ComboboxTagProps,
  ComboboxTagRemoveProps,
  ComboboxTagsProps,
  ComboboxTriggerProps,
} from './Combobox';
import { Combobox as ComboboxComposition } from './Combobox';
import * as ComboboxParts from './namespace';

export {
  ComboboxClearTrigger,
  type ComboboxClearTriggerProps,
  ComboboxContent,
  type ComboboxContentProps,
  ComboboxContext,
  ComboboxControl,
  type ComboboxControlProps,
  ComboboxErrorText,
  type ComboboxErrorTextProps,
  type ComboboxFilter,
  ComboboxHiddenSelect,
  type ComboboxHiddenSelectProps,
  ComboboxInput,
  type ComboboxInputProps,
  ComboboxItem,
  ComboboxItemContext,
  ComboboxItemGroup,
  ComboboxItemGroupLabel,
  type ComboboxItemGroupLabelProps,
  type ComboboxItemGroupProps,
  ComboboxItemIndicator,
  type ComboboxItemIndicatorProps,
  type ComboboxItemProps,
  ComboboxItemText,
  type ComboboxItemTextProps,
  ComboboxLabel,
  type ComboboxLabelProps,
  ComboboxList,
  type ComboboxListProps,
  type ComboboxOption,
  ComboboxPositioner,
  type ComboboxPositionerProps,
  type ComboboxProps,
  ComboboxRoot,
  type ComboboxRootProps,
  ComboboxRootProvider,
  type ComboboxSearch,
  type ComboboxSize,
  ComboboxStatus,
  type ComboboxStatusProps,
  ComboboxTag,
  type ComboboxTagProps,
  ComboboxTagRemove,
  type ComboboxTagRemoveProps,
  ComboboxTags,
  type ComboboxTagsProps,
  ComboboxTrigger,
  type ComboboxTriggerProps,
  type UseComboboxSearchOptions,
  useCombobox,
  useComboboxContext,
  useComboboxItemContext,
  useComboboxSearch,
} from './Combobox';

/** `<Combobox …>` with its parts under short names: `<Combobox.Root>`, `Combobox.RootProps`… */
export const Combobox = /* @__PURE__ */ withParts(ComboboxComposition, ComboboxParts);
export declare namespace Combobox {
  export type RootProps<T extends CollectionItem = CollectionItem> = ComboboxRootProps<T>;
  export type LabelProps = ComboboxLabelProps;
  export type ControlProps = ComboboxControlProps;
  export type InputProps = ComboboxInputProps;
  export type TriggerProps = ComboboxTriggerProps;
  export type ClearTriggerProps = ComboboxClearTriggerProps;
  export type PositionerProps = ComboboxPositionerProps;
  export type ContentProps = ComboboxContentProps;
  export type ListProps = ComboboxListProps;
  export type ItemProps = ComboboxItemProps;
  export type ItemTextProps = ComboboxItemTextProps;
  export type ItemIndicatorProps = ComboboxItemIndicatorProps;
  export type ItemGroupProps = ComboboxItemGroupProps;
  export type ItemGroupLabelProps = ComboboxItemGroupLabelProps;
  export type StatusProps = ComboboxStatusProps;
  export type TagsProps = ComboboxTagsProps;
  export type TagProps = ComboboxTagProps;
  export type TagRemoveProps = ComboboxTagRemoveProps;
  export type ErrorTextProps = ComboboxErrorTextProps;
  export type HiddenSelectProps = ComboboxHiddenSelectProps;
}
