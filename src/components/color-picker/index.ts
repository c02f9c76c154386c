import { withParts } from '../../lib/parts';
import type {
  ColorPickerAreaBackgroundProps,
  ColorPickerAreaProps,
  ColorPickerAreaThumbProps,
  ColorPickerChannelInputProps,
  ColorPickerChannelSliderProps,
  ColorPickerChannelSliderThumbProps,
  ColorPickerChannelSliderTrackProps,
  ColorPickerContentProps,
  ColorPickerControlProps,
  ColorPickerEyeDropperTriggerProps,
  ColorPickerFormatSelectProps,
  ColorPickerFormatTriggerProps,
  ColorPickerHiddenInputProps,
  ColorPickerLabelProps,
  ColorPickerPositionerProps,
  ColorPickerRootProps,
  ColorPickerRootProviderProps,
  ColorPickerSwatchGroupProps,
  ColorPickerSwatchIndicatorProps,
  ColorPickerSwatchProps,
  ColorPickerSwatchTriggerProps,
  ColorPickerTransparencyGridProps,
  ColorPickerTriggerProps,
  ColorPickerValueSwatchProps,
  ColorPickerValueTextProps,
  ColorPickerViewProps,
} from './ColorPicker';
import { ColorPicker as ColorPickerComposition } from './ColorPicker';
import * as ColorPickerParts from './namespace';

export {
  ColorPickerArea,
  ColorPickerAreaBackground,
  type ColorPickerAreaBackgroundProps,
  type ColorPickerAreaProps,
  ColorPickerAreaThumb,
  type ColorPickerAreaThumbProps,
  ColorPickerChannelInput,
  type ColorPickerChannelInputProps,
  ColorPickerChannelSlider,
  type ColorPickerChannelSliderProps,
  ColorPickerChannelSliderThumb,
  type ColorPickerChannelSliderThumbProps,
  ColorPickerChannelSliderTrack,
  type ColorPickerChannelSliderTrackProps,
  ColorPickerContent,
  type ColorPickerContentProps,
  ColorPickerContext,
  ColorPickerControl,
  type ColorPickerControlProps,
  ColorPickerEyeDropperTrigger,
  type ColorPickerEyeDropperTriggerProps,
  type ColorPickerFormat,
  ColorPickerFormatSelect,
  type ColorPickerFormatSelectProps,
  ColorPickerFormatTrigger,
  type ColorPickerFormatTriggerProps,
  ColorPickerHiddenInput,
  type ColorPickerHiddenInputProps,
  ColorPickerLabel,
  type ColorPickerLabelProps,
  ColorPickerPositioner,
  type ColorPickerPositionerProps,
  type ColorPickerProps,
  ColorPickerRoot,
  type ColorPickerRootProps,
  ColorPickerRootProvider,
  type ColorPickerRootProviderProps,
  ColorPickerSwatch,
  ColorPickerSwatchGroup,
  type ColorPickerSwatchGroupProps,
  ColorPickerSwatchIndicator,
  type ColorPickerSwatchIndicatorProps,
  type ColorPickerSwatchOption,
  type ColorPickerSwatchProps,
  ColorPickerSwatchTrigger,
  type ColorPickerSwatchTriggerProps,
  ColorPickerTransparencyGrid,
  type ColorPickerTransparencyGridProps,
  ColorPickerTrigger,
  type ColorPickerTriggerProps,
  ColorPickerValueSwatch,
  type ColorPickerValueSwatchProps,
  ColorPickerValueText,
  type ColorPickerValueTextProps,
  ColorPickerView,
  type ColorPickerViewProps,
  colorToHex,
  useColorPicker,
  useColorPickerContext,
} from './ColorPicker';

/** `<ColorPicker …>` with its parts under short names: `<ColorPicker.Root>`, `ColorPicker.RootProps`… */
export const ColorPicker = /* @__PURE__ */ withParts(ColorPickerComposition, ColorPickerParts);
export declare namespace ColorPicker {
  export type RootProps = ColorPickerRootProps;
  export type RootProviderProps = ColorPickerRootProviderProps;
  export type LabelProps = ColorPickerLabelProps;
  export type ControlProps = ColorPickerControlProps;
  export type ChannelInputProps = ColorPickerChannelInputProps;
  export type TriggerProps = ColorPickerTriggerProps;
  export type TransparencyGridProps = ColorPickerTransparencyGridProps;
  export type ValueSwatchProps = ColorPickerValueSwatchProps;
  export type PositionerProps = ColorPickerPositionerProps;
  export type ContentProps = ColorPickerContentProps;
  export type AreaProps = ColorPickerAreaProps;
  export type AreaBackgroundProps = ColorPickerAreaBackgroundProps;
  export type AreaThumbProps = ColorPickerAreaThumbProps;
  export type ChannelSliderProps = ColorPickerChannelSliderProps;
  export type ChannelSliderTrackProps = ColorPickerChannelSliderTrackProps;
  export type ChannelSliderThumbProps = ColorPickerChannelSliderThumbProps;
  export type SwatchGroupProps = ColorPickerSwatchGroupProps;
  export type SwatchTriggerProps = ColorPickerSwatchTriggerProps;
  export type SwatchProps = ColorPickerSwatchProps;
  export type SwatchIndicatorProps = ColorPickerSwatchIndicatorProps;
  export type EyeDropperTriggerProps = ColorPickerEyeDropperTriggerProps;
  export type FormatSelectProps = ColorPickerFormatSelectProps;
  export type FormatTriggerProps = ColorPickerFormatTriggerProps;
  export type ValueTextProps = ColorPickerValueTextProps;
  export type HiddenInputProps = ColorPickerHiddenInputProps;
  export type ViewProps = ColorPickerViewProps;
}
