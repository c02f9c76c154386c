import { withParts } from '../../lib/parts';
import * as SplitterParts from './namespace';
import type {
  SplitterPanelProps,
  SplitterResizeTriggerIndicatorProps,
  SplitterResizeTriggerProps,
  SplitterRootProps,
  SplitterRootProviderProps,
} from './Splitter';
import { Splitter as SplitterComposition } from './Splitter';

export {
  SplitterContext,
  type SplitterOrientation,
  type SplitterPane,
  SplitterPanel,
  type SplitterPanelProps,
  type SplitterProps,
  SplitterResizeTrigger,
  SplitterResizeTriggerIndicator,
  type SplitterResizeTriggerIndicatorProps,
  type SplitterResizeTriggerProps,
  SplitterRoot,
  type SplitterRootProps,
  SplitterRootProvider,
  type SplitterRootProviderProps,
  useSplitter,
} from './Splitter';

/** `<Splitter …>` with its parts under short names: `<Splitter.Root>`, `Splitter.RootProps`… */
export const Splitter = /* @__PURE__ */ withParts(SplitterComposition, SplitterParts);
export declare namespace Splitter {
  export type RootProps = SplitterRootProps;
  export type RootProviderProps = SplitterRootProviderProps;
  export type PanelProps = SplitterPanelProps;
  export type ResizeTriggerProps = SplitterResizeTriggerProps;
  export type ResizeTriggerIndicatorProps = SplitterResizeTriggerIndicatorProps;
}
