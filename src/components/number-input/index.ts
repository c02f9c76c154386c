import { withParts } from '../../lib/parts';
import type {
  NumberInputControlProps,
  NumberInputDecrementTriggerProps,
  NumberInputIncrementTriggerProps,
  NumberInputInputProps,
  NumberInputLabelProps,
  NumberInputRootProps,
  NumberInputRootProviderProps,
  NumberInputScrubberProps,
  NumberInputValueTextProps,
} from './NumberInput';
import { NumberInput as NumberInputComposition } from './NumberInput';
import * as NumberInputParts from './namespace';

export {
  NumberInputContext,
  NumberInputControl,
  type NumberInputControlProps,
  NumberInputDecrementTrigger,
  type NumberInputDecrementTriggerProps,
  NumberInputIncrementTrigger,
  type NumberInputIncrementTriggerProps,
  NumberInputInput,
  type NumberInputInputProps,
  NumberInputLabel,
  type NumberInputLabelProps,
  type NumberInputProps,
  NumberInputRoot,
  type NumberInputRootProps,
  NumberInputRootProvider,
  type NumberInputRootProviderProps,
  NumberInputScrubber,
  type NumberInputScrubberProps,
  type NumberInputSize,
  NumberInputValueText,
  type NumberInputValueTextProps,
  useNumberInput,
  useNumberInputContext,
} from './NumberInput';

/** `<NumberInput …>` with its parts under short names: `<NumberInput.Root>`, `NumberInput.RootProps`… */
export const NumberInput = /* @__PURE__ */ withParts(NumberInputComposition, NumberInputParts);
export declare namespace NumberInput {
  export type RootProps = NumberInputRootProps;
  export type RootProviderProps = NumberInputRootProviderProps;
  export type LabelProps = NumberInputLabelProps;
  export type ControlProps = NumberInputControlProps;
  export type InputProps = NumberInputInputProps;
  export type IncrementTriggerProps = NumberInputIncrementTriggerProps;
  export type DecrementTriggerProps = NumberInputDecrementTriggerProps;
  export type ValueTextProps = NumberInputValueTextProps;
  export type ScrubberProps = NumberInputScrubberProps;
}
