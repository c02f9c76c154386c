import { withParts } from '../../lib/parts';
import * as RatingGroupParts from './namespace';
import type {
  RatingGroupControlProps,
  RatingGroupHiddenInputProps,
  RatingGroupItemProps,
  RatingGroupLabelProps,
  RatingGroupRootProps,
  RatingGroupRootProviderProps,
} from './RatingGroup';
import { RatingGroup as RatingGroupComposition } from './RatingGroup';

export {
  RatingGroupContext,
  RatingGroupControl,
  type RatingGroupControlProps,
  RatingGroupHiddenInput,
  type RatingGroupHiddenInputProps,
  RatingGroupItem,
  RatingGroupItemContext,
  type RatingGroupItemProps,
  RatingGroupLabel,
  type RatingGroupLabelProps,
  type RatingGroupProps,
  RatingGroupRoot,
  type RatingGroupRootProps,
  RatingGroupRootProvider,
  type RatingGroupRootProviderProps,
  useRatingGroup,
  useRatingGroupContext,
  useRatingGroupItemContext,
} from './RatingGroup';

/** `<RatingGroup …>` with its parts under short names: `<RatingGroup.Root>`, `RatingGroup.RootProps`… */
export const RatingGroup = /* @__PURE__ */ withParts(RatingGroupComposition, RatingGroupParts);
export declare namespace RatingGroup {
  export type RootProps = RatingGroupRootProps;
  export type RootProviderProps = RatingGroupRootProviderProps;
  export type LabelProps = RatingGroupLabelProps;
  export type ControlProps = RatingGroupControlProps;
  export type ItemProps = RatingGroupItemProps;
  export type HiddenInputProps = RatingGroupHiddenInputProps;
}
