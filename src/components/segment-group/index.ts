import { withParts } from '../../lib/parts';
import * as SegmentGroupParts from './namespace';
import type {
  SegmentGroupIndicatorProps,
  SegmentGroupItemControlProps,
  SegmentGroupItemHiddenInputProps,
  SegmentGroupItemProps,
  SegmentGroupItemsProps,
  SegmentGroupItemTextProps,
  SegmentGroupLabelProps,
  SegmentGroupRootProps,
  SegmentGroupRootProviderProps,
} from './SegmentGroup';
import { SegmentGroup as SegmentGroupComposition } from './SegmentGroup';

export {
  SegmentGroupContext,
  SegmentGroupIndicator,
  type SegmentGroupIndicatorProps,
  SegmentGroupItem,
  SegmentGroupItemContext,
  SegmentGroupItemControl,
  type SegmentGroupItemControlProps,
  SegmentGroupItemHiddenInput,
  type SegmentGroupItemHiddenInputProps,
  type SegmentGroupItemProps,
  SegmentGroupItems,
  type SegmentGroupItemsProps,
  SegmentGroupItemText,
  type SegmentGroupItemTextProps,
  SegmentGroupLabel,
  type SegmentGroupLabelProps,
  type SegmentGroupOption,
  type SegmentGroupOrientation,
  type SegmentGroupProps,
  SegmentGroupRoot,
  type SegmentGroupRootProps,
  SegmentGroupRootProvider,
  type SegmentGroupRootProviderProps,
  useSegmentGroup,
} from './SegmentGroup';

/** `<SegmentGroup …>` with its parts under short names: `<SegmentGroup.Root>`, `SegmentGroup.RootProps`… */
export const SegmentGroup = /* @__PURE__ */ withParts(SegmentGroupComposition, SegmentGroupParts);
export declare namespace SegmentGroup {
  export type RootProps = SegmentGroupRootProps;
  export type RootProviderProps = SegmentGroupRootProviderProps;
  export type LabelProps = SegmentGroupLabelProps;
  export type ItemsProps = SegmentGroupItemsProps;
  export type IndicatorProps = SegmentGroupIndicatorProps;
  export type ItemProps = SegmentGroupItemProps;
  export type ItemTextProps = SegmentGroupItemTextProps;
  export type ItemControlProps = SegmentGroupItemControlProps;
  export type ItemHiddenInputProps = SegmentGroupItemHiddenInputProps;
}
