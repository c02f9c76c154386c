import { withParts } from '../../lib/parts';
import * as RadioGroupParts from './namespace';
import type {
  RadioGroupIndicatorProps,
  RadioGroupItemContentProps,
  RadioGroupItemControlProps,
  RadioGroupItemDescriptionProps,
  RadioGroupItemHiddenInputProps,
  RadioGroupItemProps,
  RadioGroupItemsProps,
  RadioGroupItemTextProps,
  RadioGroupLabelProps,
  RadioGroupRootProps,
  RadioGroupRootProviderProps,
} from './RadioGroup';
import { RadioCardGroup as RadioCardGroupComposition, RadioGroup as RadioGroupComposition } from './RadioGroup';
import * as RadioCardGroupParts from './radio-card-group-namespace';

export {
  type RadioCardGroupProps,
  RadioCardGroupRoot,
  RadioCardGroupRootProvider,
  RadioGroupContext,
  RadioGroupIndicator,
  type RadioGroupIndicatorProps,
  RadioGroupItem,
  RadioGroupItemContent,
  type RadioGroupItemContentProps,
  RadioGroupItemContext,
  RadioGroupItemControl,
  type RadioGroupItemControlProps,
  RadioGroupItemDescription,
  type RadioGroupItemDescriptionProps,
  RadioGroupItemHiddenInput,
  type RadioGroupItemHiddenInputProps,
  type RadioGroupItemProps,
  RadioGroupItems,
  type RadioGroupItemsProps,
  RadioGroupItemText,
  type RadioGroupItemTextProps,
  RadioGroupLabel,
  type RadioGroupLabelProps,
  type RadioGroupOption,
  type RadioGroupOrientation,
  type RadioGroupProps,
  RadioGroupRoot,
  type RadioGroupRootProps,
  RadioGroupRootProvider,
  type RadioGroupRootProviderProps,
  type RadioGroupVariant,
  useRadioGroup,
} from './RadioGroup';

/** `<RadioGroup …>` with its parts under short names: `<RadioGroup.Root>`, `RadioGroup.RootProps`… */
export const RadioGroup = /* @__PURE__ */ withParts(RadioGroupComposition, RadioGroupParts);
export declare namespace RadioGroup {
  export type RootProps = RadioGroupRootProps;
  export type RootProviderProps = RadioGroupRootProviderProps;
  export type LabelProps = RadioGroupLabelProps;
  export type ItemsProps = RadioGroupItemsProps;
  export type ItemProps = RadioGroupItemProps;
  export type ItemControlProps = RadioGroupItemControlProps;
  export type ItemContentProps = RadioGroupItemContentProps;
  export type ItemTextProps = RadioGroupItemTextProps;
  export type ItemDescriptionProps = RadioGroupItemDescriptionProps;
  export type ItemHiddenInputProps = RadioGroupItemHiddenInputProps;
  export type IndicatorProps = RadioGroupIndicatorProps;
}

/** `<RadioCardGroup …>` with its parts under short names: `<RadioCardGroup.Root>`, `RadioCardGroup.RootProps`… */
export const RadioCardGroup = /* @__PURE__ */ withParts(RadioCardGroupComposition, RadioCardGroupParts);
export declare namespace RadioCardGroup {
  export type RootProps = RadioGroupRootProps;
  export type RootProviderProps = RadioGroupRootProviderProps;
  export type LabelProps = RadioGroupLabelProps;
  export type ItemsProps = RadioGroupItemsProps;
  export type ItemProps = RadioGroupItemProps;
  export type ItemControlProps = RadioGroupItemControlProps;
  export type ItemContentProps = RadioGroupItemContentProps;
  export type ItemTextProps = RadioGroupItemTextProps;
  export type ItemDescriptionProps = RadioGroupItemDescriptionProps;
  export type ItemHiddenInputProps = RadioGroupItemHiddenInputProps;
}
