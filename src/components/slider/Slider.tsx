import { Slider as ArkSlider } from '@ark-ui/react/slider';
import { type ComponentProps, type ForwardRefExoticComponent, type ReactNode, type RefAttributes, useRef } from 'react';
import { css } from 'styled-system/css';
import { createStyleContext } from 'styled-system/jsx';
import { slider } from 'styled-system/recipes';
import { useLanguage } from '../../i18n/LanguageProvider';

const { withProvider, withContext } = createStyleContext(slider);

type Part<P, E extends HTMLElement = HTMLDivElement> = ForwardRefExoticComponent<P & RefAttributes<E>>;

export interface SliderRootProps extends ArkSlider.RootProps {}
export interface SliderLabelProps extends ArkSlider.LabelProps {}
export interface SliderValueTextProps extends ArkSlider.ValueTextProps {}
export interface SliderControlProps extends ArkSlider.ControlProps {}
export interface SliderTrackProps extends ArkSlider.TrackProps {}
export interface SliderRangeProps extends ArkSlider.RangeProps {}
export interface SliderThumbProps extends ArkSlider.ThumbProps {}
export interface SliderHiddenInputProps extends ArkSlider.HiddenInputProps {}
export interface SliderMarkerGroupProps extends ArkSlider.MarkerGroupProps {}
export interface SliderMarkerProps extends ArkSlider.MarkerProps {}
export interface SliderDraggingIndicatorProps extends ArkSlider.DraggingIndicatorProps {}
export interface SliderHeaderProps extends ComponentProps<'div'> {}

/** The slider's state holder and wrapper. Its `value` is an array: one number per thumb. */
export const SliderRoot = withProvider(ArkSlider.Root, 'root') as Part<SliderRootProps>;
/** The visible label; it names every thumb. */
export const SliderLabel = withContext(ArkSlider.Label, 'label') as Part<SliderLabelProps, HTMLLabelElement>;
/** The current value as text. Children replace Ark's default (the values joined by commas). */
export const SliderValueText = withContext(ArkSlider.ValueText, 'valueText') as Part<SliderValueTextProps, HTMLSpanElement>;
export const SliderControl = withContext(ArkSlider.Control, 'control') as Part<SliderControlProps>;
export const SliderTrack = withContext(ArkSlider.Track, 'track') as Part<SliderTrackProps>;
export const SliderRange = withContext(ArkSlider.Range, 'range') as Part<SliderRangeProps>;
/** One draggable handle (role `slider`); `index` says which value it moves. */
export const SliderThumb = withContext(ArkSlider.Thumb, 'thumb') as Part<SliderThumbProps>;
/** The hidden input that carries a thumb's value into a form (give the root a `name`). */
export const SliderHiddenInput: Part<SliderHiddenInputProps, HTMLInputElement> = ArkSlider.HiddenInput;
export const SliderMarkerGroup = withContext(ArkSlider.MarkerGroup, 'markerGroup') as Part<SliderMarkerGroupProps>;
/** A labelled mark under the track at `value`. */
export const SliderMarker = withContext(ArkSlider.Marker, 'marker') as Part<SliderMarkerProps, HTMLSpanElement>;
export const SliderDraggingIndicator = withContext(ArkSlider.DraggingIndicator, 'draggingIndicator') as Part<
  SliderDraggingIndicatorProps,
  HTMLSpanElement
>;
/** The row above the track holding the label and the value text. */
export const SliderHeader = withContext('div', 'header') as Part<SliderHeaderProps>;
/** Render prop with the slider's API (`value`, `setValue`…). */
export const SliderContext = ArkSlider.Context;

/** A labelled point on the track. */
export interface SliderMark {
  /** Where the mark sits, in the slider's units. */
  value: number;
  /** What it reads; defaults to the value formatted for the active locale. */
  label?: ReactNode;
}

export interface SliderProps
  extends Omit<SliderRootProps, 'value' | 'defaultValue' | 'onValueChange' | 'onValueChangeEnd' | 'children'> {
  /** The visible label; it names the thumb for screen readers. */
  label: ReactNode;
  /** Hides the label visually; screen readers still announce it. */
  hideLabel?: boolean;
  /** The value (controlled). */
  value?: number;
  /** The starting value (uncontrolled). Defaults to `min`. */
  defaultValue?: number;
  /** Called on every change while dragging or pressing keys. */
  onValueChange?: (value: number) => void;
  /** Called once the user lets go. */
  onValueChangeEnd?: (value: number) => void;
  /** Labelled marks under the track. */
  marks?: SliderMark[];
  /** Shows the value next to the label. Default true. */
  showValue?: boolean;
  /** How the value text reads; defaults to the number formatted for the active locale. */
  formatValue?: (value: number) => ReactNode;
  /** What screen readers announce for a value (`aria-valuetext`), e.g. '50,000 units' for a step index. */
  getAriaValueText?: SliderRootProps['getAriaValueText'];
  /** Smallest value. Default 0. */
  min?: number;
  /** Largest value. Default 100. */
  max?: number;
  /** Step between values. Default 1. */
  step?: number;
  /** Disables the slider. */
  disabled?: boolean;
  /** The form field name of the hidden input. */
  name?: string;
}

const visuallyHidden = css({ srOnly: true });

/**
 * A single-value slider. The thumb has role `slider`, named by the label; ArrowLeft/ArrowRight (and
 * Up/Down) move one step, PageUp/PageDown a larger step, Home/End jump to the ends (Ark).
 */
export function Slider({
  label,
  hideLabel = false,
  value,
  defaultValue,
  onValueChange,
  onValueChangeEnd,
  marks,
  showValue = true,
  formatValue,
  ...rootProps
}: SliderProps) {
  const { formatNumber } = useLanguage();
  const format = formatValue ?? formatNumber;
  // Ark reports the end of a keyboard change with the value from before the key press; the last
  // value seen by onValueChange is the one the user ended on.
  const latest = useRef(value ?? defaultValue ?? rootProps.min ?? 0);
  if (value !== undefined) latest.current = value;
  return (
    <SliderRoot
      value={value === undefined ? undefined : [value]}
      defaultValue={defaultValue === undefined ? undefined : [defaultValue]}
      onValueChange={(details) => {
        latest.current = details.value[0];
        onValueChange?.(details.value[0]);
      }}
      onValueChangeEnd={() => onValueChangeEnd?.(latest.current)}
      {...rootProps}
    >
      <SliderHeader>
        <SliderLabel className={hideLabel ? visuallyHidden : undefined}>{label}</SliderLabel>
        {showValue && <SliderContext>{(api) => <SliderValueText>{format(api.value[0])}</SliderValueText>}</SliderContext>}
      </SliderHeader>
      <SliderControl>
        <SliderTrack>
          <SliderRange />
        </SliderTrack>
        <SliderThumb index={0}>
          <SliderHiddenInput />
        </SliderThumb>
      </SliderControl>
      {marks && marks.length > 0 && (
        <SliderMarkerGroup>
          {marks.map((mark) => (
            <SliderMarker key={mark.value} value={mark.value}>
              {mark.label ?? formatNumber(mark.value)}
            </SliderMarker>
          ))}
        </SliderMarkerGroup>
      )}
    </SliderRoot>
  );
}

Slider.Root = SliderRoot;
Slider.Label = SliderLabel;
Slider.ValueText = SliderValueText;
Slider.Control = SliderControl;
Slider.Track = SliderTrack;
Slider.Range = SliderRange;
Slider.Thumb = SliderThumb;
Slider.HiddenInput = SliderHiddenInput;
Slider.MarkerGroup = SliderMarkerGroup;
Slider.Marker = SliderMarker;
Slider.DraggingIndicator = SliderDraggingIndicator;
Slider.Header = SliderHeader;
Slider.Context = SliderContext;
