import { withParts } from '../../lib/parts';
import * as SwitchParts from './namespace';
import type { SwitchControlProps, SwitchHiddenInputProps, SwitchLabelProps, SwitchRootProps, SwitchThumbProps } from './Switch';
import { Switch as SwitchComposition } from './Switch';

export {
  SwitchControl,
  type SwitchControlProps,
  SwitchHiddenInput,
  type SwitchHiddenInputProps,
  SwitchLabel,
  type SwitchLabelProps,
  type SwitchProps,
  SwitchRoot,
  type SwitchRootProps,
  SwitchRootProvider,
  type SwitchSize,
  SwitchThumb,
  type SwitchThumbProps,
  useSwitch,
} from './Switch';

/** `<Switch …>` with its parts under short names: `<Switch.Root>`, `Switch.RootProps`… */
export const Switch = /* @__PURE__ */ withParts(SwitchComposition, SwitchParts);
export declare namespace Switch {
  export type RootProps = SwitchRootProps;
  export type ControlProps = SwitchControlProps;
  export type ThumbProps = SwitchThumbProps;
  export type LabelProps = SwitchLabelProps;
  export type HiddenInputProps = SwitchHiddenInputProps;
}
