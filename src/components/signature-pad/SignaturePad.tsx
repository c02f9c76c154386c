import { useFieldContext } from '@ark-ui/react/field';
import {
  SignaturePad as ArkSignaturePad,
  type SignaturePadDrawEndDetails,
  type UseSignaturePadProps,
  type UseSignaturePadReturn,
  useSignaturePad,
  useSignaturePadContext,
} from '@ark-ui/react/signature-pad';
import { Eraser } from 'lucide-react';
import {
  type ComponentProps,
  createContext,
  type MouseEvent,
  type ReactNode,
  type RefAttributes,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { signaturePad } from 'styled-system/recipes';
import { useLanguage } from '../../i18n/LanguageProvider';
import { addEnglish } from '../../i18n/messages';
import { enSignaturePad } from '../../i18n/messages/en-signature-pad';
import { FormValueInput } from '../../lib/form-value-input';
import { useMergedRefs } from '../../lib/merge-refs';
import { createParts } from '../../lib/parts';
import { visuallyHidden } from '../../lib/visually-hidden';
import { Button } from '../button/Button';
import {
  FieldErrorText,
  FieldHelperText,
  FieldRequiredIndicator,
  FieldRoot,
  type FieldRootProps,
  useFieldDescribedBy,
} from '../field/Field';

// Its English joins the catalog with it, so pages without it do not download that text.
addEnglish(enSignaturePad);

const { withProvider, withContext } = createParts(signaturePad);

/** The image a form receives of the signature: a PNG (the default) or a JPEG on white, or an SVG. */
export type SignaturePadImageType = 'image/png' | 'image/jpeg' | 'image/svg+xml';

export interface SignaturePadRootProps extends ArkSignaturePad.RootProps {
  /** The kind of image the value is a data URL of. Defaults to `image/png`. */
  imageType?: SignaturePadImageType;
  /**
   * The signature as a form holds it: give back what `onValueChange` gave. When it turns '' (a form's reset), the
   * pad empties. A value the pad did not draw is not drawn: to show a signature, give its `paths` or `defaultPaths`.
   */
  value?: string;
  /** Called with the signature's data URL whenever the strokes change (a stroke drawn, `paths` or `defaultPaths` given), and with '' once the pad is cleared. */
  onValueChange?: (value: string) => void;
}
export interface SignaturePadLabelProps extends ArkSignaturePad.LabelProps {}
export interface SignaturePadControlProps extends ArkSignaturePad.ControlProps {}
export interface SignaturePadSegmentProps extends ArkSignaturePad.SegmentProps {}
export interface SignaturePadGuideProps extends ArkSignaturePad.GuideProps {}
export interface SignaturePadClearTriggerProps extends ArkSignaturePad.ClearTriggerProps {}
export interface SignaturePadHiddenInputProps extends Omit<ComponentProps<'input'>, 'value' | 'defaultValue' | 'type'> {}

/** What the parts read beside Ark's API: the value a form receives, and whether the pad is read-only (Ark's API does not say). */
interface PadValue {
  value: string;
  readOnly: boolean;
}
const PadValueContext = createContext<PadValue>({ value: '', readOnly: false });

// The props Ark's machine takes; the others are the root element's.
const MACHINE_PROPS = [
  'id',
  'ids',
  'defaultPaths',
  'paths',
  'drawing',
  'disabled',
  'readOnly',
  'required',
  'name',
  'onDraw',
  'onDrawEnd',
  'translations',
] as const satisfies readonly (keyof UseSignaturePadProps)[];

/**
 * The signature as an image's data URL, '' while nothing is drawn: made again whenever the strokes change (a stroke
 * ended, the pad cleared, `paths` given), the last change's image winning over an earlier one still being drawn.
 */
function useSignatureValue(
  api: UseSignaturePadReturn,
  imageType: SignaturePadImageType,
  value: string | undefined,
  onValueChange: ((value: string) => void) | undefined,
) {
  const [dataUrl, setDataUrl] = useState('');
  const latest = useRef({ api, onValueChange });
  latest.current = { api, onValueChange };
  const reported = useRef('');
  const { paths } = api;
  useEffect(() => {
    if (paths.length === 0) {
      setDataUrl('');
      return;
    }
    let current = true;
    // Ark throws at once where no Segment draws the strokes: there is no image to give then.
    Promise.resolve()
      .then(() => latest.current.api.getDataUrl(imageType))
      .then(
        (next) => current && setDataUrl(next),
        () => current && setDataUrl(''),
      );
    return () => {
      current = false;
    };
  }, [paths, imageType]);
  useEffect(() => {
    if (dataUrl === reported.current) return;
    reported.current = dataUrl;
    latest.current.onValueChange?.(dataUrl);
  }, [dataUrl]);
  // A form that goes back to '' (its reset, a submit with `resetOnSubmit`) empties the pad it got a signature from.
  useEffect(() => {
    if (value === '' && reported.current !== '') latest.current.api.clear();
  }, [value]);
  return dataUrl;
}

function ValueRoot({
  imageType = 'image/png',
  value,
  onValueChange,
  ...props
}: SignaturePadRootProps & RefAttributes<HTMLDivElement>) {
  const { t } = useLanguage();
  const field = useFieldContext();
  const machine: Record<string, unknown> = {};
  const element: Record<string, unknown> = {};
  for (const [key, prop] of Object.entries(props)) {
    // A prop passed on as undefined (`readOnly={readOnly}`) leaves Ark the Field's.
    if (prop !== undefined) ((MACHINE_PROPS as readonly string[]).includes(key) ? machine : element)[key] = prop;
  }
  const { translations, ...machineProps } = machine as UseSignaturePadProps;
  // Ark's names are English ('signature pad', 'clear signature'): said in the page's language here.
  const api = useSignaturePad({
    ...machineProps,
    translations: { control: t('inputs.signaturePad.signature'), clearTrigger: t('inputs.signaturePad.clear'), ...translations },
  });
  const dataUrl = useSignatureValue(api, imageType, value, onValueChange);
  const readOnly = Boolean(machineProps.readOnly ?? field?.readOnly);
  return (
    <PadValueContext.Provider value={{ value: dataUrl, readOnly }}>
      <ArkSignaturePad.RootProvider {...(element as Omit<ArkSignaturePad.RootProviderProps, 'value'>)} value={api} />
    </PadValueContext.Provider>
  );
}

/** The box to sign in, as a screen reader hears it: an image named by the label, described by its state. */
function DescribedControl({ ref, children, ...props }: SignaturePadControlProps & RefAttributes<HTMLDivElement>) {
  const api = useSignaturePadContext();
  const field = useFieldContext();
  const { readOnly } = useContext(PadValueContext);
  const { t } = useLanguage();
  const own = useRef<HTMLDivElement>(null);
  const labelId = api.getLabelProps().id as string;
  const descriptionId = `${api.getControlProps().id}::state`;
  const { required, disabled } = api.getHiddenInputProps({ value: '' }) as ComponentProps<'input'>;
  // Named by the label where one is rendered, else by Ark's `aria-label` (the translated 'Signature').
  const [labelled, setLabelled] = useState(false);
  useLayoutEffect(() => setLabelled(Boolean(own.current?.ownerDocument.getElementById(labelId))), [labelId]);
  const state = api.empty
    ? [t('inputs.signaturePad.notSigned'), required ? t('inputs.signaturePad.needed') : ''].filter(Boolean).join(' ')
    : t('inputs.signaturePad.signed');
  return (
    <ArkSignaturePad.Control
      // An image of the signature to a screen reader, as a drawing is: Ark's `application` would tell it the keys
      // do something here, and none do. Its parts inside are drawn, not read: the clear button goes beside it.
      role="img"
      aria-roledescription={t('inputs.signaturePad.pad')}
      aria-labelledby={labelled ? labelId : undefined}
      aria-invalid={field?.invalid || undefined}
      aria-disabled={disabled || undefined}
      data-invalid={field?.invalid ? '' : undefined}
      data-readonly={readOnly ? '' : undefined}
      {...props}
      aria-describedby={useFieldDescribedBy([descriptionId, props['aria-describedby']].filter(Boolean).join(' '))}
      ref={useMergedRefs(own, ref)}
    >
      {children}
      <span id={descriptionId} hidden>
        {state}
      </span>
    </ArkSignaturePad.Control>
  );
}

const SignaturePadPlaceholder = /* @__PURE__ */ withContext('span', 'placeholder');

/** 'Sign here' over the line while nothing is drawn, unless the guide is given children of its own. */
function GuideWithPlaceholder({ children, ...props }: SignaturePadGuideProps & RefAttributes<HTMLDivElement>) {
  const api = useSignaturePadContext();
  const { t } = useLanguage();
  return (
    <ArkSignaturePad.Guide aria-hidden {...props}>
      {children === undefined ? (
        <SignaturePadPlaceholder>
          {api.empty && !api.drawing ? t('inputs.signaturePad.placeholder') : null}
        </SignaturePadPlaceholder>
      ) : (
        children
      )}
    </ArkSignaturePad.Guide>
  );
}

/** Ark hides its clear button while the pad is empty; here it stays in its place, disabled, and hands focus to the box. */
function StayingClearTrigger({ onClick, ...props }: SignaturePadClearTriggerProps & RefAttributes<HTMLButtonElement>) {
  const api = useSignaturePadContext();
  const { readOnly } = useContext(PadValueContext);
  const controlId = api.getControlProps().id as string;
  const { disabled } = api.getClearTriggerProps() as ComponentProps<'button'>;
  return (
    <ArkSignaturePad.ClearTrigger
      hidden={readOnly}
      disabled={Boolean(disabled) || api.empty || api.drawing}
      {...props}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        onClick?.(event);
        // The button turns disabled as the pad empties, which would drop focus to the page: it goes to the box.
        event.currentTarget.ownerDocument.getElementById(controlId)?.focus({ preventScroll: true });
      }}
    />
  );
}

/**
 * The pad's strokes and state: `paths`/`defaultPaths`/`onDraw`, `onDrawEnd` (`{ paths, getDataUrl }`), `drawing`
 * (Ark's stroke options), `name`, `required`, `disabled`, `readOnly`, and the value a form receives (`value`,
 * `onValueChange`, `imageType`). Inside a Field it takes the Field's ids, `required`, `disabled` and `readOnly`.
 */
export const SignaturePadRoot = /* @__PURE__ */ withProvider(ValueRoot, 'root');
/** The pad's visible name: it names the box, and a click on it focuses the box. */
export const SignaturePadLabel = /* @__PURE__ */ withContext(ArkSignaturePad.Label, 'label');
/**
 * The box to sign in, drawn on with a pointer (finger, stylus, mouse). A screen reader hears an image (role `img`,
 * 'signature pad'), named by the label and described by its state ('Not signed. Sign with a finger, a stylus or
 * the mouse.', then 'Signed.'), then by the Field's error and helper text. It is in the tab order, so that keyboard
 * and screen-reader users find it and a refused submit can show it; keys do not draw. Holds the Segment and the
 * Guide; put the ClearTrigger beside it, not in it.
 */
export const SignaturePadControl = /* @__PURE__ */ withContext(DescribedControl, 'control');
/** The strokes, an `<svg>` filling the box; its image is what a form receives. */
export const SignaturePadSegment = /* @__PURE__ */ withContext(ArkSignaturePad.Segment, 'segment');
/** The line to sign on, with 'Sign here' over it while the box is empty (children of its own replace that). */
export const SignaturePadGuide = /* @__PURE__ */ withContext(GuideWithPlaceholder, 'guide');
/**
 * Clears the signature and gives focus back to the box. Named 'Clear signature' in the page's language (Ark's
 * `translations.clearTrigger`); disabled while the box is empty or being drawn on, and absent from a read-only pad.
 */
export const SignaturePadClearTrigger = /* @__PURE__ */ withContext(StayingClearTrigger, 'clearTrigger');

/**
 * What a form submits under the root's `name`: the signature as a data URL of its image ('' while there is none).
 * Ark's own hidden input is read-only, which the browser never checks; this one is not hidden from the browser's
 * own checks, so `required` stops a native submit with 'Sign in the box to continue.', and a focus on it (the
 * browser's, or useForm's by name) goes on to the box.
 */
export function SignaturePadHiddenInput(props: SignaturePadHiddenInputProps & RefAttributes<HTMLInputElement>) {
  const api = useSignaturePadContext();
  const { value } = useContext(PadValueContext);
  const { t } = useLanguage();
  const { id, name, form, required, disabled } = api.getHiddenInputProps({ value }) as ComponentProps<'input'>;
  const controlId = api.getControlProps().id as string;
  return (
    <FormValueInput
      id={id}
      name={name}
      form={form}
      required={required}
      disabled={disabled}
      {...props}
      value={value}
      validity={required && !value ? t('inputs.signaturePad.missing') : ''}
      focusTarget={(input) => input.ownerDocument.getElementById(controlId)}
    />
  );
}

/** Render prop with the pad's API (`empty`, `drawing`, `paths`, `clear`, `getDataUrl`…). */
export const SignaturePadContext = ArkSignaturePad.Context;
export type { SignaturePadDrawEndDetails };
export { useSignaturePad, useSignaturePadContext };

export interface SignaturePadProps
  extends Omit<SignaturePadRootProps, 'children' | 'required' | 'disabled' | 'readOnly'>,
    RefAttributes<HTMLDivElement> {
  /** The visible label, e.g. "Recipient's signature"; it names the box for screen readers. */
  label: ReactNode;
  /** Hides the label visually; screen readers still announce it. */
  hideLabel?: boolean;
  /** A hint under the box, e.g. who signs; the box is described by it. */
  helperText?: ReactNode;
  /** The message shown while the field is invalid, with the error icon; the box is described by it. Giving one makes the field invalid unless `invalid` says otherwise. */
  errorText?: ReactNode;
  /** Marks the signature as wrong: a red frame, `aria-invalid` on the box, and `errorText` shown. Defaults to `Boolean(errorText)`. */
  invalid?: boolean;
  /**
   * A signature is needed: a '*' after the label, 'A signature is required.' in the box's description, and a native
   * submit stops while there is none, with 'Sign in the box to continue.' by the field until it is signed.
   */
  required?: boolean;
  /** Disables the pad: it takes no strokes, leaves the tab order, and does not submit. */
  disabled?: boolean;
  /** Shows the signature (`defaultPaths` or `paths`) but takes no strokes and has no clear button; it still submits. */
  readOnly?: boolean;
  /** Props for the wrapping Field.Root, e.g. a `className` for layout. */
  rootProps?: Omit<FieldRootProps, 'invalid' | 'required' | 'disabled' | 'readOnly'>;
}

/**
 * A box to sign in with a finger, a stylus or the mouse (Ark's signature pad), e.g. the recipient's signature for
 * a driver's proof of delivery. The box is an image to screen readers, named by the label and described by its
 * state ('Not signed', 'Signed'); a 'Clear signature' button under it empties it and gives focus back to the box.
 * Label, required mark, helper text and error text are the Field's; with `name` a form submits the signature as a
 * data URL of its image (PNG by default), and `onValueChange` gives the same to `useForm`.
 */
export function SignaturePad({
  label,
  hideLabel = false,
  helperText,
  errorText,
  invalid,
  required,
  disabled,
  readOnly,
  onValueChange,
  rootProps,
  ...props
}: SignaturePadProps) {
  const { t } = useLanguage();
  const [signed, setSigned] = useState(false);
  // A native submit stopped for want of the signature: its message shows by the field until the pad is signed.
  const [refused, setRefused] = useState(false);
  const shownError = errorText ?? (refused && !signed ? t('inputs.signaturePad.missing') : undefined);
  return (
    <FieldRoot
      {...rootProps}
      invalid={invalid ?? Boolean(shownError)}
      required={required}
      disabled={disabled}
      readOnly={readOnly}
    >
      <SignaturePadRoot
        {...props}
        required={required}
        disabled={disabled}
        readOnly={readOnly}
        onValueChange={(value) => {
          setSigned(value !== '');
          if (value) setRefused(false);
          onValueChange?.(value);
        }}
      >
        <SignaturePadLabel className={hideLabel ? visuallyHidden : undefined}>
          {label}
          <FieldRequiredIndicator />
        </SignaturePadLabel>
        <SignaturePadControl>
          <SignaturePadSegment />
          <SignaturePadGuide />
        </SignaturePadControl>
        {readOnly ? null : (
          <SignaturePadClearTrigger asChild>
            <Button variant="ghost" size="sm">
              <Eraser aria-hidden />
              {t('inputs.signaturePad.clear')}
            </Button>
          </SignaturePadClearTrigger>
        )}
        <SignaturePadHiddenInput onInvalid={() => setRefused(true)} />
      </SignaturePadRoot>
      {helperText ? <FieldHelperText>{helperText}</FieldHelperText> : null}
      {shownError ? <FieldErrorText>{shownError}</FieldErrorText> : null}
    </FieldRoot>
  );
}
