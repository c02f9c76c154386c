import { withParts } from '../../lib/parts';
import * as ProgressParts from './namespace';
import type {
  ProgressLabelProps,
  ProgressRangeProps,
  ProgressRootProps,
  ProgressTrackProps,
  ProgressValueTextProps,
} from './Progress';
import { Progress as ProgressComposition } from './Progress';

export {
  ProgressLabel,
  type ProgressLabelProps,
  type ProgressProps,
  ProgressRange,
  type ProgressRangeProps,
  ProgressRoot,
  type ProgressRootProps,
  ProgressRootProvider,
  type ProgressSize,
  type ProgressTone,
  ProgressTrack,
  type ProgressTrackProps,
  ProgressValueText,
  type ProgressValueTextProps,
  useProgress,
} from './Progress';

/** `<Progress …>` with its parts under short names: `<Progress.Root>`, `Progress.RootProps`… */
export const Progress = /* @__PURE__ */ withParts(ProgressComposition, ProgressParts);
export declare namespace Progress {
  export type RootProps = ProgressRootProps;
  export type LabelProps = ProgressLabelProps;
  export type ValueTextProps = ProgressValueTextProps;
  export type TrackProps = ProgressTrackProps;
  export type RangeProps = ProgressRangeProps;
}
