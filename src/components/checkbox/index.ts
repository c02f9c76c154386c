import { withParts } from '../../lib/parts';
import type {
  CheckboxControlProps,
  CheckboxGroupRootProps,
  CheckboxGroupRootProviderProps,
  CheckboxHiddenInputProps,
  CheckboxIndicatorProps,
  CheckboxLabelProps,
  CheckboxRootProps,
} from './Checkbox';
import { Checkbox as CheckboxComposition } from './Checkbox';
import * as CheckboxParts from './namespace';

export {
  type CheckboxCheckedState,
  CheckboxContext,
  CheckboxControl,
  type CheckboxControlProps,
  type CheckboxGroupOrientation,
  CheckboxGroupRoot,
  type CheckboxGroupRootProps,
  CheckboxGroupRootProvider,
  type CheckboxGroupRootProviderProps,
  CheckboxHiddenInput,
  type CheckboxHiddenInputProps,
  CheckboxIndicator,
  type CheckboxIndicatorProps,
  CheckboxLabel,
  type CheckboxLabelProps,
  type CheckboxProps,
  CheckboxRoot,
  type CheckboxRootProps,
  CheckboxRootProvider,
  type CheckboxSize,
  useCheckbox,
  useCheckboxContext,
  useCheckboxGroup,
  useCheckboxGroupContext,
} from './Checkbox';
export { CheckboxGroup, type CheckboxGroupOption, type CheckboxGroupProps } from './CheckboxGroup';

/** `<Checkbox …>` with its parts under short names: `<Checkbox.Root>`, `Checkbox.RootProps`… */
export const Checkbox = /* @__PURE__ */ withParts(CheckboxComposition, CheckboxParts);
export declare namespace Checkbox {
  export type RootProps = CheckboxRootProps;
  export type ControlProps = CheckboxControlProps;
  export type IndicatorProps = CheckboxIndicatorProps;
  export type LabelProps = CheckboxLabelProps;
  export type HiddenInputProps = CheckboxHiddenInputProps;
  export type GroupProps = CheckboxGroupRootProps;
  export type GroupProviderProps = CheckboxGroupRootProviderProps;
}
