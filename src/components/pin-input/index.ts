import { withParts } from '../../lib/parts';
import * as PinInputParts from './namespace';
import type {
  PinInputControlProps,
  PinInputHiddenInputProps,
  PinInputInputProps,
  PinInputLabelProps,
  PinInputRootProps,
  PinInputRootProviderProps,
} from './PinInput';
import { PinInput as PinInputComposition } from './PinInput';

export {
  PinInputContext,
  PinInputControl,
  type PinInputControlProps,
  PinInputHiddenInput,
  type PinInputHiddenInputProps,
  PinInputInput,
  type PinInputInputProps,
  PinInputLabel,
  type PinInputLabelProps,
  type PinInputProps,
  PinInputRoot,
  type PinInputRootProps,
  PinInputRootProvider,
  type PinInputRootProviderProps,
  type PinInputSize,
  type PinInputType,
  usePinInput,
  usePinInputContext,
} from './PinInput';

/** `<PinInput …>` with its parts under short names: `<PinInput.Root>`, `PinInput.RootProps`… */
export const PinInput = /* @__PURE__ */ withParts(PinInputComposition, PinInputParts);
export declare namespace PinInput {
  export type RootProps = PinInputRootProps;
  export type RootProviderProps = PinInputRootProviderProps;
  export type LabelProps = PinInputLabelProps;
  export type ControlProps = PinInputControlProps;
  export type InputProps = PinInputInputProps;
  export type HiddenInputProps = PinInputHiddenInputProps;
}
