import { withParts } from '../../lib/parts';
import * as ProgressCircleParts from './namespace';
import type {
  ProgressCircleLabelProps,
  ProgressCircleRangeProps,
  ProgressCircleRootProps,
  ProgressCircleSvgProps,
  ProgressCircleTrackProps,
  ProgressCircleValueTextProps,
} from './ProgressCircle';
import { ProgressCircle as ProgressCircleComposition } from './ProgressCircle';

export {
  ProgressCircleLabel,
  type ProgressCircleLabelProps,
  type ProgressCircleProps,
  ProgressCircleRange,
  type ProgressCircleRangeProps,
  ProgressCircleRoot,
  type ProgressCircleRootProps,
  ProgressCircleRootProvider,
  type ProgressCircleSize,
  ProgressCircleSvg,
  type ProgressCircleSvgProps,
  ProgressCircleTrack,
  type ProgressCircleTrackProps,
  ProgressCircleValueText,
  type ProgressCircleValueTextProps,
} from './ProgressCircle';

/** `<ProgressCircle …>` with its parts under short names: `<ProgressCircle.Root>`, `ProgressCircle.RootProps`… */
export const ProgressCircle = /* @__PURE__ */ withParts(ProgressCircleComposition, ProgressCircleParts);
export declare namespace ProgressCircle {
  export type RootProps = ProgressCircleRootProps;
  export type LabelProps = ProgressCircleLabelProps;
  export type ValueTextProps = ProgressCircleValueTextProps;
  export type SvgProps = ProgressCircleSvgProps;
  export type TrackProps = ProgressCircleTrackProps;
  export type RangeProps = ProgressCircleRangeProps;
}
