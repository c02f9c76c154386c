import { withParts } from '../../lib/parts';
import type {
  ClipboardControlProps,
  ClipboardIndicatorProps,
  ClipboardInputProps,
  ClipboardLabelProps,
  ClipboardRootProps,
  ClipboardRootProviderProps,
  ClipboardTriggerProps,
  ClipboardValueTextProps,
} from './Clipboard';
import { Clipboard as ClipboardComposition } from './Clipboard';
import * as ClipboardParts from './namespace';

export {
  ClipboardContext,
  ClipboardControl,
  type ClipboardControlProps,
  ClipboardIndicator,
  type ClipboardIndicatorProps,
  ClipboardInput,
  type ClipboardInputProps,
  ClipboardLabel,
  type ClipboardLabelProps,
  type ClipboardProps,
  ClipboardRoot,
  type ClipboardRootProps,
  ClipboardRootProvider,
  type ClipboardRootProviderProps,
  type ClipboardSize,
  ClipboardTrigger,
  type ClipboardTriggerProps,
  ClipboardValueText,
  type ClipboardValueTextProps,
  useClipboard,
  useClipboardContext,
} from './Clipboard';

/** `<Clipboard …>` with its parts under short names: `<Clipboard.Root>`, `Clipboard.RootProps`… */
export const Clipboard = /* @__PURE__ */ withParts(ClipboardComposition, ClipboardParts);
export declare namespace Clipboard {
  export type RootProps = ClipboardRootProps;
  export type RootProviderProps = ClipboardRootProviderProps;
  export type LabelProps = ClipboardLabelProps;
  export type ControlProps = ClipboardControlProps;
  export type InputProps = ClipboardInputProps;
  export type TriggerProps = ClipboardTriggerProps;
  export type IndicatorProps = ClipboardIndicatorProps;
  export type ValueTextProps = ClipboardValueTextProps;
}
