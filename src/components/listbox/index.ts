import type { CollectionItem } from '@ark-ui/react/collection';
import { withParts } from '../../lib/parts';
import type {
  ListboxContentProps,
  ListboxEmptyProps,
  ListboxHiddenInputProps,
  ListboxItemGroupLabelProps,
  ListboxItemGroupProps,
  ListboxItemIndicatorProps,
  ListboxItemProps,
  ListboxItemTextProps,
  ListboxLabelProps,
  ListboxRootProps,
  ListboxRootProviderProps,
  ListboxValueTextProps,
} from './Listbox';
import { Listbox as ListboxComposition } from './Listbox';
import * as ListboxParts from './namespace';

export {
  ListboxContent,
  type ListboxContentProps,
  ListboxContext,
  ListboxEmpty,
  type ListboxEmptyProps,
  ListboxHiddenInput,
  type ListboxHiddenInputProps,
  ListboxItem,
  ListboxItemContext,
  ListboxItemGroup,
  ListboxItemGroupLabel,
  type ListboxItemGroupLabelProps,
  type ListboxItemGroupProps,
  ListboxItemIndicator,
  type ListboxItemIndicatorProps,
  type ListboxItemProps,
  ListboxItemText,
  type ListboxItemTextProps,
  ListboxLabel,
  type ListboxLabelProps,
  type ListboxOption,
  type ListboxProps,
  ListboxRoot,
  type ListboxRootProps,
  ListboxRootProvider,
  type ListboxRootProviderProps,
  type ListboxSize,
  type ListboxValueChangeDetails,
  ListboxValueText,
  type ListboxValueTextProps,
  useListbox,
  useListboxContext,
  useListboxItemContext,
} from './Listbox';

/** `<Listbox …>` with its parts under short names: `<Listbox.Root>`, `Listbox.RootProps`… */
export const Listbox = /* @__PURE__ */ withParts(ListboxComposition, ListboxParts);
export declare namespace Listbox {
  export type RootProps<T extends CollectionItem = CollectionItem> = ListboxRootProps<T>;
  export type RootProviderProps<T extends CollectionItem = CollectionItem> = ListboxRootProviderProps<T>;
  export type LabelProps = ListboxLabelProps;
  export type ContentProps = ListboxContentProps;
  export type ItemProps = ListboxItemProps;
  export type ItemTextProps = ListboxItemTextProps;
  export type ItemIndicatorProps = ListboxItemIndicatorProps;
  export type ItemGroupProps = ListboxItemGroupProps;
  export type ItemGroupLabelProps = ListboxItemGroupLabelProps;
  export type ValueTextProps = ListboxValueTextProps;
  export type EmptyProps = ListboxEmptyProps;
  export type HiddenInputProps = ListboxHiddenInputProps;
}
