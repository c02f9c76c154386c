import { withParts } from '../../lib/parts';
import * as SliderParts from './namespace';
import type {
  SliderControlProps,
  SliderDraggingIndicatorProps,
  SliderHeaderProps,
  SliderHiddenInputProps,
  SliderLabelProps,
  SliderMarkerGroupProps,
  SliderMarkerProps,
  SliderRangeProps,
  SliderRootProps,
  SliderThumbProps,
  SliderTrackProps,
  SliderValueTextProps,
} from './Slider';
import { Slider as SliderComposition } from './Slider';

export {
  SliderContext,
  SliderControl,
  type SliderControlProps,
  SliderDraggingIndicator,
  type SliderDraggingIndicatorProps,
  SliderHeader,
  type SliderHeaderProps,
  SliderHiddenInput,
  type SliderHiddenInputProps,
  SliderLabel,
  type SliderLabelProps,
  type SliderMark,
  SliderMarker,
  SliderMarkerGroup,
  type SliderMarkerGroupProps,
  type SliderMarkerProps,
  type SliderProps,
  SliderRange,
  type SliderRangeProps,
  SliderRoot,
  type SliderRootProps,
  SliderRootProvider,
  SliderThumb,
  type SliderThumbProps,
  SliderTrack,
  type SliderTrackProps,
  SliderValueText,
  type SliderValueTextProps,
  useSlider,
} from './Slider';

/** `<Slider …>` with its parts under short names: `<Slider.Root>`, `Slider.RootProps`… */
export const Slider = /* @__PURE__ */ withParts(SliderComposition, SliderParts);
export declare namespace Slider {
  export type RootProps = SliderRootProps;
  export type LabelProps = SliderLabelProps;
  export type ValueTextProps = SliderValueTextProps;
  export type ControlProps = SliderControlProps;
  export type TrackProps = SliderTrackProps;
  export type RangeProps = SliderRangeProps;
  export type ThumbProps = SliderThumbProps;
  export type HiddenInputProps = SliderHiddenInputProps;
  export type MarkerGroupProps = SliderMarkerGroupProps;
  export type MarkerProps = SliderMarkerProps;
  export type DraggingIndicatorProps = SliderDraggingIndicatorProps;
  export type HeaderProps = SliderHeaderProps;
}
