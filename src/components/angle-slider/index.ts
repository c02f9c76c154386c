import { withParts } from '../../lib/parts';
import type {
  AngleSliderControlProps,
  AngleSliderHeaderProps,
  AngleSliderHiddenInputProps,
  AngleSliderLabelProps,
  AngleSliderMarkerGroupProps,
  AngleSliderMarkerProps,
  AngleSliderRootProps,
  AngleSliderRootProviderProps,
  AngleSliderThumbProps,
  AngleSliderTrackProps,
  AngleSliderValueTextProps,
} from './AngleSlider';
import { AngleSlider as AngleSliderComposition } from './AngleSlider';
import * as AngleSliderParts from './namespace';

export {
  AngleSliderContext,
  AngleSliderControl,
  type AngleSliderControlProps,
  AngleSliderHeader,
  type AngleSliderHeaderProps,
  AngleSliderHiddenInput,
  type AngleSliderHiddenInputProps,
  AngleSliderLabel,
  type AngleSliderLabelProps,
  AngleSliderMarker,
  AngleSliderMarkerGroup,
  type AngleSliderMarkerGroupProps,
  type AngleSliderMarkerProps,
  type AngleSliderProps,
  AngleSliderRoot,
  type AngleSliderRootProps,
  AngleSliderRootProvider,
  type AngleSliderRootProviderProps,
  AngleSliderThumb,
  type AngleSliderThumbProps,
  AngleSliderTrack,
  type AngleSliderTrackProps,
  type AngleSliderValueChangeDetails,
  AngleSliderValueText,
  type AngleSliderValueTextProps,
  useAngleSlider,
  useAngleSliderContext,
} from './AngleSlider';

/** `<AngleSlider …>` with its parts under short names: `<AngleSlider.Root>`, `AngleSlider.RootProps`… */
export const AngleSlider = /* @__PURE__ */ withParts(AngleSliderComposition, AngleSliderParts);
export declare namespace AngleSlider {
  export type RootProps = AngleSliderRootProps;
  export type RootProviderProps = AngleSliderRootProviderProps;
  export type LabelProps = AngleSliderLabelProps;
  export type ControlProps = AngleSliderControlProps;
  export type TrackProps = AngleSliderTrackProps;
  export type ThumbProps = AngleSliderThumbProps;
  export type MarkerGroupProps = AngleSliderMarkerGroupProps;
  export type MarkerProps = AngleSliderMarkerProps;
  export type ValueTextProps = AngleSliderValueTextProps;
  export type HiddenInputProps = AngleSliderHiddenInputProps;
  export type HeaderProps = AngleSliderHeaderProps;
}
