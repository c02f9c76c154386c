import { Slider as ArkSlider, useSlider, useSliderContext } from '@ark-ui/react/slider';
import { type ComponentProps, type ReactNode, type RefAttributes, useRef } from 'react';
import { slider } from 'styled-system/recipes';
import { useLanguage } from '../../i18n/LanguageProvider';
import { createParts } from '../../lib/parts';
import { visuallyHidden } from '../../lib/visually-hidden';

const { withProvider, withContext } = createParts(slider);

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

// The thumb's size as the recipe draws it (1.25rem). Given, zag places the thumb and the marks from the first
// render, so server HTML shows them where they will be; measured, they were hidden until the code ran.
const THUMB_SIZE = { width: 20, height: 20 };

/**
 * The slider's state holder and wrapper. Its `value` is an array: one number per thumb. Give `thumbSize` if a
 * recipe of your own draws the thumb at another size.
 */
export const SliderRoot = /* @__PURE__ */ withProvider(ArkSlider.Root, 'root', { thumbSize: THUMB_SIZE });
/** The visible label; it names every thumb. */
export const SliderLabel = /* @__PURE__ */ withContext(ArkSlider.Label, 'label');
/** The current value as text. Children replace Ark's default (the values joined by commas). */
export const SliderValueText = /* @__PURE__ */ withContext(ArkSlider.ValueText, 'valueText');
export const SliderControl = /* @__PURE__ */ withContext(ArkSlider.Control, 'control');
export const SliderTrack = /* @__PURE__ */ withContext(ArkSlider.Track, 'track');
export const SliderRange = /* @__PURE__ */ withContext(ArkSlider.Range, 'range');
/** What ArrowUp and ArrowDown do to the value: a step up, a step down. */
const VERTICAL_ARROWS: Record<string, 'increment' | 'decrement' | undefined> = { ArrowUp: 'increment', ArrowDown: 'decrement' };

/**
 * Ark's thumb, plus ArrowUp and ArrowDown on a horizontal slider. zag's thumb takes only the arrows along
 * its orientation, so on a horizontal one Up and Down do nothing, while the WAI-ARIA slider pattern has
 * ArrowUp add a step and ArrowDown take one away. This handler runs before zag's (Ark chains a part's own
 * handlers in front), steps the value through Ark's API only in the state in which zag itself takes keys
 * (focused: neither disabled, read-only nor dragging), and prevents the default, so the page does not
 * scroll and zag's handler stands aside.
 */
const ArkThumbWithVerticalArrows = function SliderThumb({ ref, ...props }: ArkSlider.ThumbProps & RefAttributes<HTMLDivElement>) {
  const slider = useSliderContext();
  return (
    <ArkSlider.Thumb
      {...props}
      ref={ref}
      onKeyDown={(event) => {
        props.onKeyDown?.(event);
        const action = VERTICAL_ARROWS[event.key];
        if (!action || event.defaultPrevented || !slider.focused) return;
        if (event.currentTarget.getAttribute('aria-orientation') !== 'horizontal') return;
        event.preventDefault();
        slider[action](props.index ?? 0);
      }}
    />
  );
};

/**
 * One draggable handle (role `slider`); `index` says which value it moves. ArrowRight/ArrowUp add a step,
 * ArrowLeft/ArrowDown take one away.
 */
export const SliderThumb = /* @__PURE__ */ withContext(ArkThumbWithVerticalArrows, 'thumb');
/** The hidden input that carries a thumb's value into a form (give the root a `name`). */
export const SliderHiddenInput = ArkSlider.HiddenInput;
export const SliderMarkerGroup = /* @__PURE__ */ withContext(ArkSlider.MarkerGroup, 'markerGroup');
/** A labelled mark under the track at `value`. */
export const SliderMarker = /* @__PURE__ */ withContext(ArkSlider.Marker, 'marker');
export const SliderDraggingIndicator = /* @__PURE__ */ withContext(ArkSlider.DraggingIndicator, 'draggingIndicator');
/** The row above the track holding the label and the value text. */
export const SliderHeader = /* @__PURE__ */ withContext('div', 'header');
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
  extends Omit<SliderRootProps, 'value' | 'defaultValue' | 'onValueChange' | 'onValueChangeEnd' | 'children'>,
    RefAttributes<HTMLDivElement> {
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

/**
 * A single-value slider. The thumb has role `slider`, named by the label; ArrowRight/ArrowUp add a step and
 * ArrowLeft/ArrowDown take one away, PageUp/PageDown move a larger step, Home/End jump to the ends.
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

/**
 * The root for state you create yourself with `useSlider()` (Ark's `useSlider`), e.g. to open it from outside
 * or read its state beside it: `const slider = useSlider(props)`, then `<SliderRootProvider value={slider}>`.
 */
export const SliderRootProvider = /* @__PURE__ */ withProvider(ArkSlider.RootProvider, 'root');
export { useSlider };
