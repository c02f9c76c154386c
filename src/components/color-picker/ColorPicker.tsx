import {
  ColorPicker as ArkColorPicker,
  type Color,
  parseColor,
  useColorPicker,
  useColorPickerContext,
} from '@ark-ui/react/color-picker';
import { useFieldContext } from '@ark-ui/react/field';
import { useLocaleContext } from '@ark-ui/react/locale';
import { Check, CircleAlert, Pipette } from 'lucide-react';
import {
  type ComponentProps,
  createContext,
  type ReactNode,
  type RefAttributes,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { css, cx } from 'styled-system/css';
import { colorPicker } from 'styled-system/recipes';
import { useLanguage } from '../../i18n/LanguageProvider';
import { addEnglish } from '../../i18n/messages';
import { enColorPicker } from '../../i18n/messages/en-color-picker';
import { FormValueInput } from '../../lib/form-value-input';
import { useHydrated } from '../../lib/hydration';
import { createParts } from '../../lib/parts';
import { visuallyHidden } from '../../lib/visually-hidden';
import {
  FieldErrorText,
  FieldHelperText,
  FieldRequiredIndicator,
  FieldRoot,
  type FieldRootProps,
  useFieldDescribedBy,
} from '../field/Field';
import { Layer, Portal } from '../portal';

// Its English joins the catalog with it, so pages without it do not download that text.
addEnglish(enColorPicker);

const { withProvider, withContext } = createParts(colorPicker);

/** A channel a slider or the area moves. */
type Channel = ArkColorPicker.ChannelSliderProps['channel'];
/** A channel a channel input types: a slider's, or the whole colour as hex or CSS. */
type InputChannel = ArkColorPicker.ChannelInputProps['channel'];
/** How a colour is written out: `rgba(29, 78, 216, 1)`, `hsla(…)` or `hsba(…)`. */
export type ColorPickerFormat = 'rgba' | 'hsla' | 'hsba';

type Translate = ReturnType<typeof useLanguage>['t'];
const channelName = (t: Translate, channel: InputChannel) => t(`inputs.colorPicker.channel.${channel}` as const);
/** The area's name by its channels: 'Saturation and brightness' (or lightness), else both channels' names. */
function areaName(t: Translate, x: Channel, y: Channel) {
  if (x === 'saturation' && y === 'brightness') return t('inputs.colorPicker.areaSaturationBrightness');
  if (x === 'saturation' && y === 'lightness') return t('inputs.colorPicker.areaSaturationLightness');
  return t('inputs.colorPicker.area', { x: channelName(t, x), y: channelName(t, y) });
}

/**
 * The colour as a form submits it and the hex box shows it: lower-case hex, as a native colour input's value,
 * with two more digits for the opacity when it is see-through.
 */
export function colorToHex(color: Color): string {
  return (color.getChannelValue('alpha') < 1 ? color.toString('hexa') : color.toString('hex')).toLowerCase();
}

/** The colour a text names (hex, `rgb()`, `hsl()`, a CSS name), or null when it names none. */
function toColor(text: string | null | undefined): Color | null {
  if (!text?.trim()) return null;
  try {
    return parseColor(text.trim());
  } catch {
    return null;
  }
}
const hexOrNone = (color: Color | null) => (color ? colorToHex(color) : '');

/** What the area draws and moves: the value in HSL when the format is, else in HSB (as zag computes it). */
const areaColorOf = (api: ReturnType<typeof useColorPickerContext>) =>
  api.value.toFormat(api.format.startsWith('hsl') ? 'hsla' : 'hsba');

/** The area's two channels, for its thumb's name and value (Ark keeps them in a context of its own). */
const AreaChannelsContext = createContext<{ xChannel?: Channel; yChannel?: Channel }>({});
/** A slider's channel, for its thumb's name and value. */
const SliderChannelContext = createContext<Channel | undefined>(undefined);
/** The format of the View around a slider, whose channel it moves. */
const ViewFormatContext = createContext<ColorPickerFormat | undefined>(undefined);
/** Whether the convenience's value is a colour: false while none is chosen (Ark always holds one). */
const ChosenContext = createContext(true);

// ---------------------------------------------------------------------------------------------
// Parts

export interface ColorPickerRootProps extends ArkColorPicker.RootProps {}
/**
 * The state holder: `value`, `defaultValue` and `onValueChange` (as Ark's `Color`, `parseColor('#1d4ed8')`),
 * `format`, `open`, `name`, `disabled`, `readOnly`, `required`, `invalid`. Inside a Field it takes the Field's
 * state and label id. The popover's content renders when it first opens and leaves when it closes (`lazyMount`,
 * `unmountOnExit`), so a closed picker costs nothing.
 */
export const ColorPickerRoot = /* @__PURE__ */ withProvider(ArkColorPicker.Root, 'root', {
  lazyMount: true,
  unmountOnExit: true,
});

export interface ColorPickerRootProviderProps extends ArkColorPicker.RootProviderProps {}
/**
 * The root for state you create yourself with `useColorPicker()` (Ark's), e.g. to open it from outside:
 * `const picker = useColorPicker(props)`, then `<ColorPickerRootProvider value={picker}>`.
 */
export const ColorPickerRootProvider = /* @__PURE__ */ withProvider(ArkColorPicker.RootProvider, 'root');

export interface ColorPickerLabelProps extends ArkColorPicker.LabelProps {}
/** The visible name: a click on it focuses the hex channel input in the control. */
export const ColorPickerLabel = /* @__PURE__ */ withContext(ArkColorPicker.Label, 'label');

export interface ColorPickerControlProps extends ArkColorPicker.ControlProps {}
/** Holds the text box and the trigger side by side. */
export const ColorPickerControl = /* @__PURE__ */ withContext(ArkColorPicker.Control, 'control');

// Each channel input named in the page's language (zag's name is the channel's id: 'hex', 'red').
function ChannelInputInPageLanguage(props: ArkColorPicker.ChannelInputProps & RefAttributes<HTMLInputElement>) {
  const { t } = useLanguage();
  return <ArkColorPicker.ChannelInput {...props} aria-label={props['aria-label'] ?? channelName(t, props.channel)} />;
}
export interface ColorPickerChannelInputProps extends ArkColorPicker.ChannelInputProps {}
/**
 * One channel as a text box (`channel`: `hex`, `css`, `hue`, `red`, `alpha`…), named by the channel in the page's
 * language unless given a name. Ark's rule for what is typed: it stays as typed until Enter or a blur, then a
 * colour is taken (keeping the opacity of the one before), and text that is no colour goes back to the colour
 * before, which is kept.
 */
export const ColorPickerChannelInput = /* @__PURE__ */ withContext(ChannelInputInPageLanguage, 'channelInput');

// The trigger's name in the page's language. zag names it by the label (aria-labelledby) and in English
// (aria-label 'select color. current color is …'); the name here is its own aria-label, read through
// aria-labelledby pointing at itself, since an aria-labelledby would otherwise win over it.
function TriggerInPageLanguage(props: ArkColorPicker.TriggerProps & RefAttributes<HTMLButtonElement>) {
  const { t } = useLanguage();
  const api = useColorPickerContext();
  const id = api.getTriggerProps().id as string;
  return (
    <ArkColorPicker.Trigger
      {...props}
      aria-label={props['aria-label'] ?? t('inputs.colorPicker.trigger')}
      aria-labelledby={props['aria-labelledby'] ?? id}
    />
  );
}
export interface ColorPickerTriggerProps extends ArkColorPicker.TriggerProps {}
/** Opens and closes the popover: 'Choose colour' in the page's language, with `aria-expanded`. */
export const ColorPickerTrigger = /* @__PURE__ */ withContext(TriggerInPageLanguage, 'trigger');

export interface ColorPickerTransparencyGridProps extends ArkColorPicker.TransparencyGridProps {}
/** The chequered ground under a colour, which shows how see-through it is; it fills its nearest positioned box. */
export const ColorPickerTransparencyGrid = /* @__PURE__ */ withContext(ArkColorPicker.TransparencyGrid, 'transparencyGrid');

export interface ColorPickerValueSwatchProps extends ArkColorPicker.ValueSwatchProps {}
/** The chosen colour as a swatch, e.g. inside the trigger. */
export const ColorPickerValueSwatch = /* @__PURE__ */ withContext(ArkColorPicker.ValueSwatch, 'swatch');

export interface ColorPickerPositionerProps extends ArkColorPicker.PositionerProps {}
/** Places the popover next to the trigger. Render it inside the package's `Portal`, which puts it above a dialog. */
export const ColorPickerPositioner = /* @__PURE__ */ withContext(ArkColorPicker.Positioner, 'positioner');

/** What Tab can reach: enabled, not taken out of the tab order, and shown. */
function tabbables(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>('button, input, select, textarea, [tabindex]')].filter(
    (element) => element.tabIndex >= 0 && !element.matches(':disabled') && element.getClientRects().length > 0,
  );
}

/**
 * Ark's content as a layer (a floating part inside portals into it, above it), in which Tab and Shift+Tab cycle
 * while it is a popover: Tab from its last control reached no element of the page (the popover is at the end of
 * the body) and left it open with the focus gone. And focus goes back to the trigger whenever the popover
 * closes with focus inside it: zag gives it back a frame later only while the content still holds it, and the
 * content is gone by then when it leaves without an exit animation (or is hidden), or zag believes it went
 * elsewhere (a click on another field before, then Escape).
 */
function ContentAsLayer({
  children,
  onKeyDown,
  onFocus,
  onBlur,
  ...props
}: ArkColorPicker.ContentProps & RefAttributes<HTMLDivElement>) {
  const api = useColorPickerContext();
  const focusInside = useRef(false);
  const doc = useRef<Document | null>(null);
  const triggerId = api.getTriggerProps().id as string;
  const { open } = api;
  // As it closes, or as the closed popover leaves the page (its positioner goes with it), a frame after zag's own
  // hand-back: focus still nowhere goes to the trigger.
  useEffect(() => {
    if (!open) return;
    return () => {
      if (!focusInside.current) return;
      focusInside.current = false;
      const page = doc.current;
      page?.defaultView?.requestAnimationFrame(() =>
        page.defaultView?.requestAnimationFrame(() => {
          const active = page.activeElement;
          if (active && active !== page.body) return;
          page.getElementById(triggerId)?.focus({ preventScroll: true });
        }),
      );
    };
  }, [open, triggerId]);
  return (
    <ArkColorPicker.Content
      {...props}
      onFocus={(event) => {
        onFocus?.(event);
        focusInside.current = true;
        doc.current = event.currentTarget.ownerDocument;
      }}
      onBlur={(event) => {
        onBlur?.(event);
        // Focus that goes to another element is where the user put it; focus that goes nowhere (its element
        // hidden or removed as the popover closes) is what comes back to the trigger.
        const to = event.relatedTarget as Node | null;
        focusInside.current = !to || event.currentTarget.contains(to);
      }}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (event.defaultPrevented || event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return;
        const content = event.currentTarget;
        if (content.hasAttribute('data-inline')) return;
        const reachable = tabbables(content);
        const at = reachable.indexOf(content.ownerDocument.activeElement as HTMLElement);
        if (at !== -1 && at !== (event.shiftKey ? 0 : reachable.length - 1)) return;
        event.preventDefault();
        (event.shiftKey ? reachable.at(-1) : reachable[0])?.focus();
      }}
    >
      {props.asChild ? children : <Layer>{children}</Layer>}
    </ArkColorPicker.Content>
  );
}
export interface ColorPickerContentProps extends ArkColorPicker.ContentProps {}
/**
 * The popover (role `dialog`; name it with `aria-labelledby` or `aria-label`). Focus moves to its first control
 * as it opens; Tab cycles through its controls; Escape or a click outside closes it, and focus goes back to the
 * trigger. Escape closes only the popover when it is open over a dialog.
 */
export const ColorPickerContent = /* @__PURE__ */ withContext(ContentAsLayer, 'content');

/**
 * The area, drawn as in left to right in every direction. Right to left, zag mirrors it (the saturation from
 * the right), as it mirrors a slider; but the area is a picture of the colours, as in every colour tool and a
 * brand's guidelines, with white at the left and the pure hue at the right, and only a slider, a line that
 * runs with the text, turns with it. The recipe turns zag's drawing back (`scaleX(-1)`, which puts the thumb
 * where its value is drawn), and a press here is read from the left, as zag would read it in left to right.
 */
function AreaKeepingItsSides({
  xChannel,
  yChannel,
  onPointerDownCapture,
  ...props
}: ArkColorPicker.AreaProps & RefAttributes<HTMLDivElement>) {
  const api = useColorPickerContext();
  const { dir } = useLocaleContext();
  return (
    <AreaChannelsContext.Provider value={{ xChannel, yChannel }}>
      <ArkColorPicker.Area
        xChannel={xChannel}
        yChannel={yChannel}
        {...props}
        onPointerDownCapture={(event) => {
          onPointerDownCapture?.(event);
          if (dir !== 'rtl' || event.defaultPrevented || event.button !== 0) return;
          if (event.ctrlKey || event.altKey || event.metaKey) return;
          const thumb = api.getAreaThumbProps({ xChannel, yChannel }) as Record<string, unknown>;
          if (thumb.tabIndex === undefined || thumb['data-readonly'] !== undefined) return;
          // zag's own press handler, on the bubble phase, never sees this press: it would read it mirrored. (So
          // such a drag ends without zag's onValueChangeEnd; onValueChange comes at each move, as in a zag drag.)
          event.stopPropagation();
          event.preventDefault();
          const area = event.currentTarget;
          const doc = area.ownerDocument;
          const start = areaColorOf(api);
          const [, xDefault, yDefault] = start.getChannels();
          const x = xChannel ?? xDefault;
          const y = yChannel ?? yDefault;
          const clamp = (value: number) => Math.min(1, Math.max(0, value));
          const place = (clientX: number, clientY: number) => {
            const box = area.getBoundingClientRect();
            const across = clamp((clientX - box.left) / box.width);
            const up = 1 - clamp((clientY - box.top) / box.height);
            api.setValue(
              start
                .withChannelValue(x, start.getChannelPercentValue(x, across))
                .withChannelValue(y, start.getChannelPercentValue(y, up)),
            );
          };
          place(event.clientX, event.clientY);
          doc.getElementById(thumb.id as string)?.focus({ preventScroll: true });
          const move = (moved: PointerEvent) => place(moved.clientX, moved.clientY);
          const end = () => {
            doc.removeEventListener('pointermove', move);
            doc.removeEventListener('pointerup', end);
            doc.removeEventListener('pointercancel', end);
          };
          doc.addEventListener('pointermove', move);
          doc.addEventListener('pointerup', end);
          doc.addEventListener('pointercancel', end);
        }}
      />
    </AreaChannelsContext.Provider>
  );
}
export interface ColorPickerAreaProps extends ArkColorPicker.AreaProps {}
/**
 * The two-dimensional area: saturation across and brightness up (lightness when the format is `hsla`), or the
 * channels `xChannel` and `yChannel`. A press or a drag picks the colour under the pointer. Drawn as in left to
 * right in every direction: white is at the left in Arabic too.
 */
export const ColorPickerArea = /* @__PURE__ */ withContext(AreaKeepingItsSides, 'area');

export interface ColorPickerAreaBackgroundProps extends ArkColorPicker.AreaBackgroundProps {}
/** The area's gradient. */
export const ColorPickerAreaBackground = /* @__PURE__ */ withContext(ArkColorPicker.AreaBackground, 'areaBackground');

// The thumb's name, role and value in the page's language (zag's: 'saturation and brightness', '2d slider',
// 'saturation 87, brightness 85'), and its arrow keys as drawn.
function AreaThumbInPageLanguage({ onKeyDown, ...props }: ArkColorPicker.AreaThumbProps & RefAttributes<HTMLDivElement>) {
  const { t, locale } = useLanguage();
  const { dir } = useLocaleContext();
  const api = useColorPickerContext();
  const area = areaColorOf(api);
  const channels = useContext(AreaChannelsContext);
  const [, xDefault, yDefault] = area.getChannels();
  const x = channels.xChannel ?? xDefault;
  const y = channels.yChannel ?? yDefault;
  return (
    <ArkColorPicker.AreaThumb
      {...props}
      aria-label={props['aria-label'] ?? areaName(t, x, y)}
      aria-roledescription={props['aria-roledescription'] ?? t('inputs.colorPicker.areaRole')}
      aria-valuetext={
        props['aria-valuetext'] ??
        t('inputs.colorPicker.areaValue', {
          x: channelName(t, x),
          xValue: area.formatChannelValue(x, locale),
          y: channelName(t, y),
          yValue: area.formatChannelValue(y, locale),
        })
      }
      onKeyDown={(event) => {
        onKeyDown?.(event);
        // zag swaps ArrowLeft and ArrowRight in right to left, as on a slider; the area is drawn as in left to
        // right (ColorPickerArea), so the key zag reads next is swapped back and the thumb goes where the arrow
        // points: ArrowRight gives more saturation in every direction. zag's own step and value then apply.
        if (dir === 'rtl' && (event.key === 'ArrowLeft' || event.key === 'ArrowRight')) {
          Object.defineProperty(event, 'key', { value: event.key === 'ArrowLeft' ? 'ArrowRight' : 'ArrowLeft' });
        }
      }}
    />
  );
}
export interface ColorPickerAreaThumbProps extends ArkColorPicker.AreaThumbProps {}
/**
 * The area's thumb (role `slider`, a '2D slider'), named by its two channels and valued by both in the page's
 * language ('Saturation: 87%, Brightness: 85%'). ArrowRight and ArrowLeft move the first channel, ArrowUp and
 * ArrowDown the second, with Shift by 10; as drawn in every direction, so not mirrored in right to left.
 */
export const ColorPickerAreaThumb = /* @__PURE__ */ withContext(AreaThumbInPageLanguage, 'areaThumb');

function SliderWithChannel(props: ArkColorPicker.ChannelSliderProps & RefAttributes<HTMLDivElement>) {
  return (
    <SliderChannelContext.Provider value={props.channel}>
      <ArkColorPicker.ChannelSlider {...props} />
    </SliderChannelContext.Provider>
  );
}
export interface ColorPickerChannelSliderProps extends ArkColorPicker.ChannelSliderProps {}
/**
 * A slider for one `channel` (`hue`, `alpha`, or in a `View` a channel of its format), horizontal unless
 * `orientation="vertical"`. Right to left it runs from the right, as every slider does.
 */
export const ColorPickerChannelSlider = /* @__PURE__ */ withContext(SliderWithChannel, 'channelSlider');

export interface ColorPickerChannelSliderTrackProps extends ArkColorPicker.ChannelSliderTrackProps {}
/** The slider's gradient: a press on it or a drag picks the value under the pointer. */
export const ColorPickerChannelSliderTrack = /* @__PURE__ */ withContext(ArkColorPicker.ChannelSliderTrack, 'channelSliderTrack');

// The thumb named by its channel and valued in the page's language (zag's: 'hue', 'hue 224').
function SliderThumbInPageLanguage(props: ArkColorPicker.ChannelSliderThumbProps & RefAttributes<HTMLDivElement>) {
  const { t, locale } = useLanguage();
  const api = useColorPickerContext();
  const channel = useContext(SliderChannelContext);
  const format = useContext(ViewFormatContext);
  const color = format ? api.value.toFormat(format) : areaColorOf(api);
  return (
    <ArkColorPicker.ChannelSliderThumb
      {...props}
      aria-label={props['aria-label'] ?? (channel && channelName(t, channel))}
      aria-valuetext={props['aria-valuetext'] ?? (channel && color.formatChannelValue(channel, locale))}
    />
  );
}
export interface ColorPickerChannelSliderThumbProps extends ArkColorPicker.ChannelSliderThumbProps {}
/**
 * The slider's thumb (role `slider`), named by its channel ('Hue', 'Opacity') with its value in the page's
 * language ('224°', '50%'). The arrow keys move it (mirrored in right to left, as on every slider), Shift with
 * them and Page Up/Down by ten steps, Home and End to the ends.
 */
export const ColorPickerChannelSliderThumb = /* @__PURE__ */ withContext(SliderThumbInPageLanguage, 'channelSliderThumb');

function NamedSwatchGroup(props: ArkColorPicker.SwatchGroupProps & RefAttributes<HTMLDivElement>) {
  const { t } = useLanguage();
  return <ArkColorPicker.SwatchGroup {...props} aria-label={props['aria-label'] ?? t('inputs.colorPicker.swatches')} />;
}
export interface ColorPickerSwatchGroupProps extends ArkColorPicker.SwatchGroupProps {}
/** The swatches: a `group` of buttons, named 'Swatches' in the page's language unless given a name. */
export const ColorPickerSwatchGroup = /* @__PURE__ */ withContext(NamedSwatchGroup, 'swatchGroup');

// Each swatch named by its colour in the page's language (zag's: 'select #1D4ED8 as the color'), and pressed
// while its colour is the value, which zag only says in data-state.
function SwatchTriggerInPageLanguage(props: ArkColorPicker.SwatchTriggerProps & RefAttributes<HTMLButtonElement>) {
  const { t } = useLanguage();
  const api = useColorPickerContext();
  const state = api.getSwatchTriggerState({ value: props.value, disabled: props.disabled });
  return (
    <ArkColorPicker.SwatchTrigger
      {...props}
      aria-label={props['aria-label'] ?? t('inputs.colorPicker.swatch', { value: colorToHex(state.value) })}
      aria-pressed={props['aria-pressed'] ?? state.checked}
    />
  );
}
export interface ColorPickerSwatchTriggerProps extends ArkColorPicker.SwatchTriggerProps {}
/**
 * A swatch's button: a click makes its `value` the colour (and closes the popover with the root's
 * `closeOnSelect`). Named 'Colour #1d4ed8' in the page's language unless given a name (a brand's own, 'Ocean
 * blue'); `aria-pressed` while it is the chosen colour.
 */
export const ColorPickerSwatchTrigger = /* @__PURE__ */ withContext(SwatchTriggerInPageLanguage, 'swatchTrigger');

export interface ColorPickerSwatchProps extends ArkColorPicker.SwatchProps {}
/** A colour drawn as a swatch (`value`), e.g. inside a swatch's button. */
export const ColorPickerSwatch = /* @__PURE__ */ withContext(ArkColorPicker.Swatch, 'swatch');

export interface ColorPickerSwatchIndicatorProps extends ArkColorPicker.SwatchIndicatorProps {}
/** Inside a `Swatch`, shown while its colour is the chosen one, e.g. a check. */
export const ColorPickerSwatchIndicator = /* @__PURE__ */ withContext(ArkColorPicker.SwatchIndicator, 'swatchIndicator');

function NamedEyeDropperTrigger(props: ArkColorPicker.EyeDropperTriggerProps & RefAttributes<HTMLButtonElement>) {
  const { t } = useLanguage();
  return <ArkColorPicker.EyeDropperTrigger {...props} aria-label={props['aria-label'] ?? t('inputs.colorPicker.eyeDropper')} />;
}
export interface ColorPickerEyeDropperTriggerProps extends ArkColorPicker.EyeDropperTriggerProps {}
/**
 * Picks a colour from anywhere on the screen with the browser's eye dropper ('Pick a colour from the screen').
 * Render it only where the browser has one (`'EyeDropper' in window`, Chromium's): elsewhere it does nothing.
 */
export const ColorPickerEyeDropperTrigger = /* @__PURE__ */ withContext(NamedEyeDropperTrigger, 'eyeDropperTrigger');

function NamedFormatSelect(props: ArkColorPicker.FormatSelectProps & RefAttributes<HTMLSelectElement>) {
  const { t } = useLanguage();
  return <ArkColorPicker.FormatSelect {...props} aria-label={props['aria-label'] ?? t('inputs.colorPicker.format')} />;
}
export interface ColorPickerFormatSelectProps extends ArkColorPicker.FormatSelectProps {}
/** A native select of the formats (rgba, hsla, hsba), named 'Colour format'; it sets the root's `format`. */
export const ColorPickerFormatSelect = /* @__PURE__ */ withContext(NamedFormatSelect, 'formatSelect');

// zag's order of the formats, which its trigger steps through.
const FORMATS: ColorPickerFormat[] = ['hsba', 'hsla', 'rgba'];
function NamedFormatTrigger(props: ArkColorPicker.FormatTriggerProps & RefAttributes<HTMLButtonElement>) {
  const { t } = useLanguage();
  const api = useColorPickerContext();
  const next = FORMATS[(FORMATS.indexOf(api.format) + 1) % FORMATS.length];
  return (
    <ArkColorPicker.FormatTrigger
      {...props}
      aria-label={props['aria-label'] ?? t('inputs.colorPicker.nextFormat', { format: next.toUpperCase() })}
    />
  );
}
export interface ColorPickerFormatTriggerProps extends ArkColorPicker.FormatTriggerProps {}
/** Shows the colour in the next format ('Show as HSLA'), as a `View` of each format would. */
export const ColorPickerFormatTrigger = /* @__PURE__ */ withContext(NamedFormatTrigger, 'formatTrigger');

export interface ColorPickerValueTextProps extends ArkColorPicker.ValueTextProps {}
/** The colour as text in the root's format, or in `format` (`hex`, `rgba`, `hsla`…); its children replace it. */
export const ColorPickerValueText = /* @__PURE__ */ withContext(ArkColorPicker.ValueText, 'valueText');

function ViewWithFormat(props: ArkColorPicker.ViewProps & RefAttributes<HTMLDivElement>) {
  return (
    <ViewFormatContext.Provider value={props.format}>
      <ArkColorPicker.View {...props} />
    </ViewFormatContext.Provider>
  );
}
export interface ColorPickerViewProps extends ArkColorPicker.ViewProps {}
/** Shown only while the root's format is its `format`: the channel inputs or sliders of that format. */
export const ColorPickerView = /* @__PURE__ */ withContext(ViewWithFormat, 'view');

export interface ColorPickerHiddenInputProps extends Omit<ComponentProps<'input'>, 'value' | 'defaultValue' | 'type'> {}
/**
 * What a form submits, under the root's `name`: the colour in lower-case hex ('#1d4ed8', '#1d4ed880' when
 * see-through), as a native colour input does, where Ark's hidden input holds it in the root's format
 * ('rgba(29, 78, 216, 1)'); '' while the convenience has no colour. Not hidden from the browser's own checks, so
 * `required` stops a native submit, and a focus on it (the browser's, or useForm's by name) goes on to the
 * control's text box.
 */
export function ColorPickerHiddenInput(props: ColorPickerHiddenInputProps & RefAttributes<HTMLInputElement>) {
  const api = useColorPickerContext();
  const chosen = useContext(ChosenContext);
  const { name, form, required, disabled, readOnly } = api.getHiddenInputProps() as ComponentProps<'input'>;
  const controlId = api.getControlProps().id as string;
  const triggerId = api.getTriggerProps().id as string;
  return (
    <>
      {/* Ark's own stays for what zag reads from it (a form's reset, a disabled fieldset); it submits nothing. */}
      <ArkColorPicker.HiddenInput name="" required={false} aria-hidden />
      <FormValueInput
        name={name}
        form={form}
        required={required}
        disabled={disabled}
        readOnly={readOnly}
        {...props}
        value={chosen ? colorToHex(api.value) : ''}
        focusTarget={(input) => {
          const doc = input.ownerDocument;
          return (
            doc.getElementById(controlId)?.querySelector<HTMLElement>('input:not([aria-hidden])') ?? doc.getElementById(triggerId)
          );
        }}
      />
    </>
  );
}

/** Render prop with the picker's API (`value`, `valueAsString`, `setValue`, `open`, `setOpen`…). */
export const ColorPickerContext = ArkColorPicker.Context;
export { useColorPicker, useColorPickerContext };

// ---------------------------------------------------------------------------------------------
// The convenience component

/** A swatch with a name of its own, e.g. a brand's 'Ocean blue'. */
export interface ColorPickerSwatchOption {
  /** The colour, as hex or any CSS colour. */
  value: string;
  /** Its name, in place of 'Colour #1d4ed8'. */
  label: string;
}

// The picker keeps its own width inside the Field that wraps it.
const fieldWidth = css({ maxW: 'fit' });

/** Whether black stands out more from `color` than white does (WCAG's contrast of the two against it). */
function isLight(color: Color): boolean {
  const rgb = color.toFormat('rgba');
  const linear = (channel: 'red' | 'green' | 'blue') => {
    const value = rgb.getChannelValue(channel) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * linear('red') + 0.7152 * linear('green') + 0.0722 * linear('blue');
  return (luminance + 0.05) / 0.05 > 1.05 / (luminance + 0.05);
}

/** A typed colour: hex with or without its '#' ('1d4ed8'), or any CSS colour. */
function parseTyped(text: string): Color | null {
  return toColor(/^[0-9a-f]{3,8}$/i.test(text) ? `#${text}` : text);
}

interface HexInputProps {
  id: string;
  /** The convenience's colour, null for none. */
  color: Color | null;
  choose: (color: Color | null) => void;
  noticeId: string;
  notice: string | null;
  setNotice: (notice: string | null) => void;
}

/**
 * The convenience's text box: the colour in hex, and what is typed. Typed text stays as typed until Enter or a
 * blur, then it is taken, as Ark's hex input takes it (with the opacity of the colour before, unless it writes
 * one); text that is no colour goes back to the colour before, which is kept, with a notice saying so. Emptied,
 * the field has no colour. Its own box rather than Ark's: Ark's always shows a colour, and a field may have none.
 */
function HexInput({ id, color, choose, noticeId, notice, setNotice }: HexInputProps) {
  const { t } = useLanguage();
  const field = useFieldContext();
  const shown = hexOrNone(color);
  // What the user has typed since the value was last taken; null while it shows the value.
  const [typed, setTyped] = useState<string | null>(null);
  /** Takes what was typed; false when nothing was. */
  const take = () => {
    if (typed === null) return false;
    const text = typed.trim();
    setTyped(null);
    if (text === shown) return true;
    if (!text) {
      setNotice(null);
      choose(null);
      return true;
    }
    const parsed = parseTyped(text);
    if (!parsed) {
      setNotice(shown ? t('inputs.colorPicker.reverted', { text, value: shown }) : t('inputs.colorPicker.removed', { text }));
      return true;
    }
    setNotice(null);
    const opaque = parsed.getChannelValue('alpha') === 1;
    choose(color && opaque ? parsed.withChannelValue('alpha', color.getChannelValue('alpha')) : parsed);
    return true;
  };
  return (
    <input
      id={id}
      className={colorPicker().hexInput}
      type="text"
      // Code, written left to right in every language ('rgb(…)' keeps its parenthesis at its end).
      dir="ltr"
      spellCheck={false}
      autoComplete="off"
      autoCapitalize="off"
      value={typed ?? shown}
      disabled={field?.disabled}
      readOnly={field?.readOnly}
      aria-invalid={field?.invalid || undefined}
      aria-required={field?.required || undefined}
      aria-describedby={useFieldDescribedBy(notice ? noticeId : undefined)}
      onChange={(event) => {
        setTyped(event.currentTarget.value);
        setNotice(null);
      }}
      onBlur={() => take()}
      onKeyDown={(event) => {
        // Enter takes the text, as in Ark's box, and submits nothing: the form would send the colour before.
        if (event.key === 'Enter' && take()) event.preventDefault();
      }}
    />
  );
}

/** Whether the browser has an eye dropper; after hydration, so that the server's HTML and the first render agree. */
function useEyeDropper() {
  const hydrated = useHydrated();
  return hydrated && 'EyeDropper' in window;
}

interface PopoverContentsProps {
  color: Color | null;
  choose: (color: Color | null) => void;
  format: ColorPickerFormat;
  swatches: readonly (string | ColorPickerSwatchOption)[] | undefined;
}

/** The popover: the area, the eye dropper beside the hue and opacity sliders, the value as text, the swatches. */
function PopoverContents({ color, choose, format, swatches }: PopoverContentsProps) {
  const { t } = useLanguage();
  const api = useColorPickerContext();
  const eyeDropper = useEyeDropper();
  const slots = colorPicker();
  return (
    <ColorPickerContent aria-labelledby={api.getLabelProps().id as string}>
      <ColorPickerArea>
        <ColorPickerAreaBackground />
        <ColorPickerAreaThumb />
      </ColorPickerArea>
      <div className={slots.tools}>
        {eyeDropper ? (
          <ColorPickerEyeDropperTrigger>
            <Pipette aria-hidden />
          </ColorPickerEyeDropperTrigger>
        ) : null}
        <div className={slots.sliders}>
          <ColorPickerChannelSlider channel="hue">
            <ColorPickerChannelSliderTrack />
            <ColorPickerChannelSliderThumb />
          </ColorPickerChannelSlider>
          <ColorPickerChannelSlider channel="alpha">
            <ColorPickerTransparencyGrid />
            <ColorPickerChannelSliderTrack />
            <ColorPickerChannelSliderThumb />
          </ColorPickerChannelSlider>
        </div>
      </div>
      {color ? (
        <ColorPickerValueText format={format} dir="ltr" />
      ) : (
        <ColorPickerValueText>{t('inputs.colorPicker.none')}</ColorPickerValueText>
      )}
      {swatches?.length ? (
        <ColorPickerSwatchGroup>
          {swatches.map((swatch) => {
            const { value, label } = typeof swatch === 'string' ? { value: swatch, label: undefined } : swatch;
            const parsed = toColor(value);
            if (!parsed) return null;
            return (
              <ColorPickerSwatchTrigger
                key={value}
                value={parsed}
                aria-label={label}
                // While there is no colour, none is pressed, even the one Ark holds meanwhile.
                aria-pressed={color ? undefined : false}
                // Ark takes the swatch only when it differs from the colour it holds; with none chosen it may not.
                onClick={() => choose(parsed)}
              >
                <ColorPickerSwatch value={parsed}>
                  <ColorPickerSwatchIndicator data-on={isLight(parsed) ? 'light' : 'dark'} hidden={color ? undefined : true}>
                    <Check aria-hidden />
                  </ColorPickerSwatchIndicator>
                </ColorPickerSwatch>
              </ColorPickerSwatchTrigger>
            );
          })}
        </ColorPickerSwatchGroup>
      ) : null}
    </ColorPickerContent>
  );
}

export interface ColorPickerProps
  extends Omit<
      ColorPickerRootProps,
      | 'value'
      | 'defaultValue'
      | 'onValueChange'
      | 'format'
      | 'defaultFormat'
      | 'onFormatChange'
      | 'children'
      | 'name'
      | 'required'
      | 'disabled'
      | 'readOnly'
      | 'invalid'
    >,
    RefAttributes<HTMLDivElement> {
  /** The visible label: it names the text box and the popover, and describes the trigger. */
  label: ReactNode;
  /** Hides the label visually; screen readers still announce it. */
  hideLabel?: boolean;
  /** A hint under the picker; the text box is described by it. */
  helperText?: ReactNode;
  /** The message shown while the field is invalid, with the error icon; the text box is described by it. Giving one makes the field invalid unless `invalid` says otherwise. */
  errorText?: ReactNode;
  /** Marks the colour as wrong: a red outline, `aria-invalid` on the text box, and `errorText` shown. Defaults to `Boolean(errorText)`. */
  invalid?: boolean;
  /** A colour is needed: a '*' after the label, `aria-required` on the text box, and a native submit stops while there is none. */
  required?: boolean;
  /** Disables the text box and the trigger; the colour does not submit. */
  disabled?: boolean;
  /** Shows the colour but lets nothing change it; it still submits. */
  readOnly?: boolean;
  /** The colour (controlled) as hex or any CSS colour; '' for none. */
  value?: string;
  /** The colour to start from (uncontrolled); none when left out. */
  defaultValue?: string;
  /** Called with the new colour in lower-case hex ('#1d4ed8'), or '' when the text box is emptied. */
  onValueChange?: (value: string) => void;
  /** Colours to pick with one click, as hex or any CSS colour, each optionally with a name of its own. */
  swatches?: readonly (string | ColorPickerSwatchOption)[];
  /**
   * How the popover writes the colour out (`rgba`, the default, `hsla` or `hsba`); with `hsla` the area is
   * saturation and lightness, else saturation and brightness. The form and `onValueChange` get hex either way.
   */
  format?: ColorPickerFormat;
  /** The form field name: a form submits the colour in hex under it ('' while there is none). */
  name?: string;
  /** Props for the wrapping Field.Root, e.g. a `className` for layout. */
  rootProps?: Omit<FieldRootProps, 'invalid' | 'required' | 'disabled' | 'readOnly'>;
}

/**
 * A colour, e.g. a brand's label colour in the private-label request: a text box in hex and a button that opens
 * a popover with the saturation and brightness area, the hue and opacity sliders, the eye dropper where the
 * browser has one, and `swatches`. Every name is in the page's language. Label, required mark, helper text and
 * error text are the Field's; with `name` a form submits the colour in hex.
 */
export function ColorPicker({
  label,
  hideLabel = false,
  helperText,
  errorText,
  invalid,
  required,
  disabled,
  readOnly,
  value,
  defaultValue,
  onValueChange,
  swatches,
  format = 'rgba',
  name,
  rootProps,
  positioning,
  ...props
}: ColorPickerProps) {
  // The colour as zag moves it (in HSB or HSL, so that a hue at grey or a step in the dark is kept), or none.
  const [color, setColor] = useState<Color | null>(() => toColor(value ?? defaultValue));
  // A controlled value naming another colour than the one held (by its hex, which keeps no hue at grey) replaces it.
  if (value !== undefined && hexOrNone(toColor(value)) !== hexOrNone(color)) setColor(toColor(value));
  const latest = useRef(color);
  latest.current = color;
  // What zag shows while there is no colour: the last one, so that the area does not jump.
  const held = useRef(color);
  if (color) held.current = color;
  const choose = (next: Color | null) => {
    const before = hexOrNone(latest.current);
    latest.current = next;
    setColor(next);
    if (hexOrNone(next) !== before) onValueChange?.(hexOrNone(next));
  };
  const hexId = useId();
  const noticeId = useId();
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <FieldRoot
      {...rootProps}
      className={cx(fieldWidth, rootProps?.className)}
      invalid={invalid ?? Boolean(errorText)}
      required={required}
      disabled={disabled}
      readOnly={readOnly}
    >
      <ChosenContext.Provider value={color !== null}>
        <ColorPickerRoot
          {...props}
          value={(color ?? held.current) || undefined}
          format={format === 'hsla' ? 'hsla' : 'hsba'}
          onValueChange={(details) => choose(details.value)}
          name={name}
          positioning={{ placement: 'bottom-end', ...positioning }}
        >
          <ColorPickerContext>
            {(api) => (
              <>
                <ColorPickerLabel
                  className={hideLabel ? visuallyHidden : undefined}
                  htmlFor={hexId}
                  onClick={(event) => event.currentTarget.ownerDocument.getElementById(hexId)?.focus()}
                >
                  {label}
                  <FieldRequiredIndicator />
                </ColorPickerLabel>
                <ColorPickerControl>
                  <HexInput id={hexId} color={color} choose={choose} noticeId={noticeId} notice={notice} setNotice={setNotice} />
                  <ColorPickerTrigger aria-describedby={api.getLabelProps().id as string}>
                    <span className={colorPicker().well}>
                      <ColorPickerTransparencyGrid />
                      {color ? <ColorPickerValueSwatch /> : null}
                    </span>
                  </ColorPickerTrigger>
                </ColorPickerControl>
              </>
            )}
          </ColorPickerContext>
          <Portal>
            <ColorPickerPositioner>
              <PopoverContents color={color} choose={choose} format={format} swatches={swatches} />
            </ColorPickerPositioner>
          </Portal>
          <ColorPickerHiddenInput />
        </ColorPickerRoot>
      </ChosenContext.Provider>
      <div id={noticeId} role="status" className={colorPicker().notice}>
        {notice ? (
          <>
            <CircleAlert aria-hidden />
            {notice}
          </>
        ) : null}
      </div>
      {helperText ? <FieldHelperText>{helperText}</FieldHelperText> : null}
      {errorText ? <FieldErrorText>{errorText}</FieldErrorText> : null}
    </FieldRoot>
  );
}
