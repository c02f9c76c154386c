import { withParts } from '../../lib/parts';
import * as PasswordInputParts from './namespace';
import type {
  PasswordInputControlProps,
  PasswordInputIndicatorProps,
  PasswordInputInputProps,
  PasswordInputLabelProps,
  PasswordInputRootProps,
  PasswordInputRootProviderProps,
  PasswordInputVisibilityTriggerProps,
} from './PasswordInput';
import { PasswordInput as PasswordInputComposition } from './PasswordInput';

export {
  type PasswordAutoComplete,
  PasswordInputContext,
  PasswordInputControl,
  type PasswordInputControlProps,
  PasswordInputIndicator,
  type PasswordInputIndicatorProps,
  PasswordInputInput,
  type PasswordInputInputProps,
  PasswordInputLabel,
  type PasswordInputLabelProps,
  type PasswordInputProps,
  PasswordInputRoot,
  type PasswordInputRootProps,
  PasswordInputRootProvider,
  type PasswordInputRootProviderProps,
  type PasswordInputSize,
  PasswordInputVisibilityTrigger,
  type PasswordInputVisibilityTriggerProps,
  usePasswordInput,
  usePasswordInputContext,
} from './PasswordInput';

/** `<PasswordInput …>` with its parts under short names: `<PasswordInput.Root>`, `PasswordInput.RootProps`… */
export const PasswordInput = /* @__PURE__ */ withParts(PasswordInputComposition, PasswordInputParts);
export declare namespace PasswordInput {
  export type RootProps = PasswordInputRootProps;
  export type RootProviderProps = PasswordInputRootProviderProps;
  export type LabelProps = PasswordInputLabelProps;
  export type ControlProps = PasswordInputControlProps;
  export type InputProps = PasswordInputInputProps;
  export type VisibilityTriggerProps = PasswordInputVisibilityTriggerProps;
  export type IndicatorProps = PasswordInputIndicatorProps;
}
