import { AngleSlider as ArkAngleSlider, useAngleSlider, useAngleSliderContext } from '@ark-ui/react/angle-slider';
import { useFieldContext } from '@ark-ui/react/field';
import { mergeProps } from '@zag-js/react';
import { type ComponentProps, type KeyboardEvent, type ReactNode, type RefAttributes, useRef } from 'react';
import { angleSlider } from 'styled-system/recipes';
import { useLanguage } from '../../i18n/LanguageProvider';
import { addEnglish } from '../../i18n/messages';
import { enAngleSlider } from '../../i18n/messages/en-angle-slider';
import { createParts } from '../../lib/parts';
import { visuallyHidden } from '../../lib/visually-hidden';
import { FieldErrorText, FieldHelperText, FieldRoot, type FieldRootProps, useFieldDescribedBy } from '../field/Field';

// Its English joins the catalog with it, so pages without it do not download that text.
addEnglish(enAngleSlider);

const { withProvider, withContext } = createParts(angleSlider);

export interface AngleSliderRootProps extends ArkAngleSlider.RootProps {}
export interface AngleSliderRootProviderProps extends ArkAngleSlider.RootProviderProps {}
export interface AngleSliderLabelProps extends ArkAngleSlider.LabelProps {}
export interface AngleSliderControlProps extends ArkAngleSlider.ControlProps {}
export interface AngleSliderTrackProps extends ComponentProps<'div'> {}
export interface AngleSliderThumbProps extends Omit<ComponentProps<'div'>, 'children'> {}
export interface AngleSliderMarkerGroupProps extends ArkAngleSlider.MarkerGroupProps {}
export interface AngleSliderMarkerProps extends ArkAngleSlider.MarkerProps {}
export interface AngleSliderValueTextProps extends ArkAngleSlider.ValueTextProps {}
export interface AngleSliderHiddenInputProps extends ArkAngleSlider.HiddenInputProps {}
export interface AngleSliderHeaderProps extends ComponentProps<'div'> {}
/** What `onValueChange` and `onValueChangeEnd` of the root receive: `value` in degrees and `valueAsDegree` ('90deg'). */
export type AngleSliderValueChangeDetails = Parameters<NonNullable<ArkAngleSlider.RootProps['onValueChange']>>[0];

// Inside a Field, the Field's state is the dial's unless the root says otherwise: zag's angle slider reads no Field.
function FieldAwareRoot(props: AngleSliderRootProps & RefAttributes<HTMLDivElement>) {
  const field = useFieldContext();
  return (
    <ArkAngleSlider.Root
      {...props}
      disabled={props.disabled ?? field?.disabled}
      readOnly={props.readOnly ?? field?.readOnly}
      invalid={props.invalid ?? field?.invalid}
    />
  );
}

/**
 * zag's keys for the dial: ArrowRight and ArrowDown add a step, ArrowLeft and ArrowUp take one away (mirrored left
 * and right in right to left), Home is 0, End 359, Shift with an arrow ten steps. The WAI-ARIA slider pattern has
 * ArrowUp add and ArrowDown take away, and PageUp/PageDown a larger step, which zag does not take: those four keys
 * reach zag here as the arrow key that does the same, the page keys with Shift (ten steps).
 */
const AS_ZAG_KEY: Record<string, { key: string; shiftKey?: boolean }> = {
  ArrowUp: { key: 'ArrowDown' },
  ArrowDown: { key: 'ArrowUp' },
  PageUp: { key: 'ArrowDown', shiftKey: true },
  PageDown: { key: 'ArrowUp', shiftKey: true },
};

// The largest angle zag takes (End); it says 360 to screen readers.
const MAX_ANGLE = 359;

function PatternThumb({ ref, onKeyDown, ...props }: AngleSliderThumbProps & RefAttributes<HTMLDivElement>) {
  const api = useAngleSliderContext();
  const field = useFieldContext();
  const { t } = useLanguage();
  const { onKeyDown: zagKeyDown, ...thumbProps } = api.getThumbProps() as ComponentProps<'div'>;
  return (
    <div
      {...mergeProps(thumbProps, props)}
      ref={ref}
      role="slider"
      tabIndex={thumbProps.tabIndex}
      aria-valuenow={api.value}
      aria-valuemin={0}
      aria-valuemax={MAX_ANGLE}
      aria-disabled={(thumbProps as Record<string, unknown>)['data-disabled'] !== undefined || undefined}
      aria-valuetext={t('inputs.angleSlider.valueText', { value: api.value })}
      aria-invalid={field?.invalid || (thumbProps as Record<string, unknown>)['data-invalid'] !== undefined || undefined}
      aria-describedby={useFieldDescribedBy(props['aria-describedby'])}
      onKeyDown={(event: KeyboardEvent<HTMLDivElement>) => {
        onKeyDown?.(event);
        if (event.defaultPrevented) return;
        const as = AS_ZAG_KEY[event.key];
        zagKeyDown?.(as ? Object.assign(Object.create(event), { shiftKey: event.shiftKey, ...as }) : event);
      }}
    />
  );
}

// The angle as text in the page's language ('90°'); children replace it.
function LocalizedValueText({ children, ...props }: AngleSliderValueTextProps & RefAttributes<HTMLSpanElement>) {
  const api = useAngleSliderContext();
  const { t } = useLanguage();
  return (
    <ArkAngleSlider.ValueText {...props}>
      {children ?? t('inputs.angleSlider.value', { value: api.value })}
    </ArkAngleSlider.ValueText>
  );
}

/**
 * The dial's state: `value`, `defaultValue`, `onValueChange` and `onValueChangeEnd` (`{ value }`, 0 to 359),
 * `step`, `name`, `disabled`, `readOnly`, `invalid` (inside a Field, the Field's unless given). The direction is the
 * provider's: in right to left the dial turns the other way and ArrowLeft adds a step.
 */
export const AngleSliderRoot = /* @__PURE__ */ withProvider(FieldAwareRoot, 'root');
/**
 * The root for state you create yourself with `useAngleSlider()` (Ark's), e.g. to set the angle from outside:
 * `const dial = useAngleSlider(props)`, then `<AngleSliderRootProvider value={dial}>`.
 */
export const AngleSliderRootProvider = /* @__PURE__ */ withProvider(ArkAngleSlider.RootProvider, 'root');
/** The dial's visible name: it labels the thumb; a click focuses the thumb. */
export const AngleSliderLabel = /* @__PURE__ */ withContext(ArkAngleSlider.Label, 'label');
/** The dial: a press or a drag anywhere on it sets the angle. */
export const AngleSliderControl = /* @__PURE__ */ withContext(ArkAngleSlider.Control, 'control');
/** The face of the dial, under the markers and the thumb. */
export const AngleSliderTrack = /* @__PURE__ */ withContext('div', 'track');
/**
 * The needle (role `slider`, `aria-valuetext` '90 degrees' in the page's language), turned to the angle. The WAI-ARIA
 * slider's keys: ArrowRight/ArrowUp add a step, ArrowLeft/ArrowDown take one away (ArrowLeft adds in right to left),
 * PageUp/PageDown and Shift with an arrow move ten steps, Home is 0 and End 359. Inside a Field it is described by
 * the helper text, and by the error text while invalid.
 */
export const AngleSliderThumb = /* @__PURE__ */ withContext(PatternThumb, 'thumb');
export const AngleSliderMarkerGroup = /* @__PURE__ */ withContext(ArkAngleSlider.MarkerGroup, 'markerGroup');
/** A tick on the dial at `value` degrees. */
export const AngleSliderMarker = /* @__PURE__ */ withContext(ArkAngleSlider.Marker, 'marker');
/** The angle as text, '90°' in the page's language. */
export const AngleSliderValueText = /* @__PURE__ */ withContext(LocalizedValueText, 'valueText');
/** The hidden input that carries the angle into a form under the root's `name`. */
export const AngleSliderHiddenInput = ArkAngleSlider.HiddenInput;
/** The row above the dial holding the label and the value text. */
export const AngleSliderHeader = /* @__PURE__ */ withContext('div', 'header');
/** Render prop with the dial's API (`value`, `valueAsDegree`, `dragging`, `setValue`). */
export const AngleSliderContext = ArkAngleSlider.Context;
export { useAngleSlider, useAngleSliderContext };

/** Every 45°, the markers `marks` draws when it is `true`. */
const EVERY_45 = [0, 45, 90, 135, 180, 225, 270, 315];

export interface AngleSliderProps
  extends Omit<
      AngleSliderRootProps,
      'value' | 'defaultValue' | 'onValueChange' | 'onValueChangeEnd' | 'children' | 'disabled' | 'readOnly' | 'invalid'
    >,
    RefAttributes<HTMLDivElement> {
  /** The visible label; it names the dial's `slider` for screen readers. */
  label: ReactNode;
  /** Hides the label visually; screen readers still announce it. */
  hideLabel?: boolean;
  /** A hint under the dial; the slider is described by it. */
  helperText?: ReactNode;
  /** The message shown while the field is invalid, with the error icon; the slider is described by it. Giving one makes the field invalid unless `invalid` says otherwise. */
  errorText?: ReactNode;
  /** Marks the angle as wrong: a red dial, `aria-invalid` on the slider and `errorText` shown. Defaults to `Boolean(errorText)`. */
  invalid?: boolean;
  /** Disables the dial; the angle does not submit. */
  disabled?: boolean;
  /** Shows the angle but ignores changes; it still submits. */
  readOnly?: boolean;
  /** The angle in degrees, 0 to 359 (controlled). */
  value?: number;
  /** The angle to start from (uncontrolled). Defaults to 0. */
  defaultValue?: number;
  /** Called with the angle on every change, while dragging or pressing keys. */
  onValueChange?: (value: number) => void;
  /** Called with the angle once a drag or a key press ends. */
  onValueChangeEnd?: (value: number) => void;
  /** Ticks on the dial: `true` for every 45°, or the angles to mark. */
  marks?: boolean | number[];
  /** Shows the angle ('90°') beside the label. Default true. */
  showValue?: boolean;
  /** Props for the wrapping Field.Root, e.g. a `className` for layout. */
  rootProps?: Omit<FieldRootProps, 'invalid' | 'disabled' | 'readOnly'>;
}

/**
 * A dial to choose an angle from 0 to 359 degrees (Ark's angle slider), e.g. a label's rotation on a bottle or a
 * pallet's orientation. The needle is a `slider` named by the label, read as '90 degrees' in the page's language,
 * with the WAI-ARIA slider's keys; a press or a drag on the dial sets the angle. Helper text and error text are the
 * Field's; with `name` a form submits the angle.
 */
export function AngleSlider({
  label,
  hideLabel = false,
  helperText,
  errorText,
  invalid,
  disabled,
  readOnly,
  value,
  defaultValue,
  onValueChange,
  onValueChangeEnd,
  marks,
  showValue = true,
  rootProps,
  ...props
}: AngleSliderProps) {
  const angles = marks === true ? EVERY_45 : marks || [];
  // Ark reports the end of a keyboard change with the angle from before the key: the last one onValueChange saw
  // is the one the user ended on.
  const latest = useRef(value ?? defaultValue ?? 0);
  if (value !== undefined) latest.current = value;
  return (
    <FieldRoot {...rootProps} invalid={invalid ?? Boolean(errorText)} disabled={disabled} readOnly={readOnly}>
      <AngleSliderRoot
        {...props}
        value={value}
        defaultValue={defaultValue}
        onValueChange={(details) => {
          latest.current = details.value;
          onValueChange?.(details.value);
        }}
        onValueChangeEnd={() => onValueChangeEnd?.(latest.current)}
      >
        <AngleSliderHeader>
          <AngleSliderLabel className={hideLabel ? visuallyHidden : undefined}>{label}</AngleSliderLabel>
          {showValue && <AngleSliderValueText />}
        </AngleSliderHeader>
        <AngleSliderControl>
          <AngleSliderTrack />
          {angles.length > 0 && (
            <AngleSliderMarkerGroup>
              {angles.map((angle) => (
                <AngleSliderMarker key={angle} value={angle} />
              ))}
            </AngleSliderMarkerGroup>
          )}
          <AngleSliderThumb />
        </AngleSliderControl>
        {/* A disabled field submits nothing, as a disabled input does not. */}
        <AngleSliderHiddenInput disabled={disabled} />
      </AngleSliderRoot>
      {helperText ? <FieldHelperText>{helperText}</FieldHelperText> : null}
      {errorText ? <FieldErrorText>{errorText}</FieldErrorText> : null}
    </FieldRoot>
  );
}
