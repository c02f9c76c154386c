import { Clipboard as ArkClipboard, useClipboard, useClipboardContext } from '@ark-ui/react/clipboard';
import { Check, CircleAlert, Copy } from 'lucide-react';
import { type ReactNode, type RefAttributes, useEffect, useRef, useState } from 'react';
import { clipboard } from 'styled-system/recipes';
import { useLanguage } from '../../i18n/LanguageProvider';
import { addEnglish } from '../../i18n/messages';
import { enClipboard } from '../../i18n/messages/en-clipboard';
import { createParts } from '../../lib/parts';
import { visuallyHidden } from '../../lib/visually-hidden';
import { type ButtonSize, type ButtonVariant, IconButton } from '../button/Button';

// Its English joins the catalog with it, so pages without it do not download that text.
addEnglish(enClipboard);

const { withProvider, withContext } = createParts(clipboard);

/** Height of the box and the button. */
export type ClipboardSize = 'sm' | 'md' | 'lg';

export interface ClipboardRootProps extends ArkClipboard.RootProps {
  /** Height and text size of the box. */
  size?: ClipboardSize;
}
export interface ClipboardRootProviderProps extends ArkClipboard.RootProviderProps {
  /** Height and text size of the box. */
  size?: ClipboardSize;
}
export interface ClipboardLabelProps extends ArkClipboard.LabelProps {}
export interface ClipboardControlProps extends ArkClipboard.ControlProps {}
export interface ClipboardInputProps extends ArkClipboard.InputProps {}
export interface ClipboardTriggerProps extends ArkClipboard.TriggerProps {}
export interface ClipboardIndicatorProps extends ArkClipboard.IndicatorProps {}
export interface ClipboardValueTextProps extends ArkClipboard.ValueTextProps {}

/** Holds the value to copy (`value`, `defaultValue`, `onValueChange`), `timeout` and `onStatusChange`. */
export const ClipboardRoot = /* @__PURE__ */ withProvider<typeof ArkClipboard.Root, { size?: ClipboardSize }>(
  ArkClipboard.Root,
  'root',
);
/**
 * The root for state you create yourself with `useClipboard()` (Ark's), e.g. to copy from elsewhere:
 * `const clip = useClipboard({ value })`, then `<ClipboardRootProvider value={clip}>`.
 */
export const ClipboardRootProvider = /* @__PURE__ */ withProvider<typeof ArkClipboard.RootProvider, { size?: ClipboardSize }>(
  ArkClipboard.RootProvider,
  'root',
);
/** The visible name of the box; it labels the input. */
export const ClipboardLabel = /* @__PURE__ */ withContext(ArkClipboard.Label, 'label');
/** The row that holds the box and the copy button. */
export const ClipboardControl = /* @__PURE__ */ withContext(ArkClipboard.Control, 'control');
/** The read-only box showing the value; focusing it selects the whole value. */
export const ClipboardInput = /* @__PURE__ */ withContext(ArkClipboard.Input, 'input');
/**
 * Ark's copy button: a click copies the value and Ark's state turns `copied`. Ark does not learn whether the
 * browser refused; the convenience `Clipboard` copies itself and says so when it fails.
 */
export const ClipboardTrigger = /* @__PURE__ */ withContext(ArkClipboard.Trigger, 'trigger');
/** Shows its children while not copied and `copied` once copied (e.g. a copy icon, then a check). */
export const ClipboardIndicator = /* @__PURE__ */ withContext(ArkClipboard.Indicator, 'indicator');
/** The value as text, for a layout without a box. */
export const ClipboardValueText = /* @__PURE__ */ withContext(ArkClipboard.ValueText, 'valueText');
/** Render prop with the clipboard's API (`value`, `copied`, `copy`, `setValue`). */
export const ClipboardContext = ArkClipboard.Context;
export { useClipboard, useClipboardContext };

export interface ClipboardProps extends RefAttributes<HTMLDivElement> {
  /** What is copied, and what the box shows. */
  value: string;
  /**
   * What the value is, e.g. 'tracking link': the copy button is named 'Copy {label}' in the page's language,
   * and the box, when shown, is labelled with it. Pass it translated.
   */
  label: string;
  /** Shows the value in a read-only box before the button, with `label` above it. Without it, only the button. */
  showInput?: boolean;
  /** Hides the box's label visually (screen readers still hear it), where the context says it all. */
  hideLabel?: boolean;
  /** A form field name for the box: a native form then submits the value under it. */
  name?: string;
  /** How long 'Copied' stays, in milliseconds, before the button is back as it was. Defaults to 3000. */
  timeout?: number;
  /** Called after the value was copied. */
  onCopy?: (value: string) => void;
  /** Called when the browser refused to copy (the message is already shown). */
  onCopyError?: (error: unknown) => void;
  /** Height of the box and the button. */
  size?: ClipboardSize;
  /** The copy button's look, as for IconButton: `outline` by default. */
  variant?: ButtonVariant;
  /** A class name for the root, e.g. for layout. */
  className?: string;
  /** Extra content after the status line. */
  children?: ReactNode;
}

/** Copies with the Clipboard API: it throws or rejects when the browser refuses or has none. */
async function writeText(value: string) {
  if (!navigator.clipboard?.writeText) throw new Error('The Clipboard API is not available.');
  await navigator.clipboard.writeText(value);
}

/**
 * A value to copy, e.g. a tracking link or an API key, on Ark's Clipboard: a copy button named 'Copy
 * {label}', and optionally a read-only box showing the value. After a copy a check and 'Copied' show under it
 * and a screen reader hears 'Copied' (a polite live region); after `timeout` it is back as it was. When the
 * browser refuses (no permission, no Clipboard API), a message says so, the box appears with the whole value
 * selected and takes focus, so Ctrl+C or ⌘C copies it. Keyboard: Tab to the button, Enter or Space copies;
 * focusing the box selects the value.
 */
export function Clipboard({
  value,
  label,
  showInput = false,
  hideLabel = false,
  name,
  timeout,
  onCopy,
  onCopyError,
  size,
  variant = 'outline',
  className,
  children,
  ref,
}: ClipboardProps) {
  const { t } = useLanguage();
  // Ark's default timeout (3 s) applies only when the prop is absent, not when it is undefined.
  const api = useClipboard(timeout === undefined ? { value } : { value, timeout });
  const [failed, setFailed] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  // After a refusal the value is selected in its box, ready for Ctrl+C.
  useEffect(() => {
    if (!failed) return;
    input.current?.focus();
    input.current?.select();
  }, [failed]);

  const copy = async () => {
    try {
      await writeText(value);
    } catch (error) {
      setFailed(true);
      input.current?.select();
      onCopyError?.(error);
      return;
    }
    setFailed(false);
    // Ark's own trigger would write again; its input's copy event marks the value copied without writing,
    // so Ark's state (`copied`, `data-copied`, the timeout) stays the one source.
    api.getInputProps().onCopy?.(undefined as never);
    onCopy?.(value);
  };

  const buttonSize: ButtonSize = size ?? 'md';
  const withInput = showInput || failed;
  return (
    <ClipboardRootProvider ref={ref} value={api} size={size} className={className}>
      {withInput ? <ClipboardLabel className={hideLabel ? visuallyHidden : undefined}>{label}</ClipboardLabel> : null}
      <ClipboardControl>
        {withInput ? <ClipboardInput ref={input} name={name} /> : null}
        <IconButton
          aria-label={t('core.clipboard.copy', { label })}
          variant={variant}
          size={buttonSize}
          data-copied={api.copied || undefined}
          onClick={copy}
        >
          {api.copied ? <Check aria-hidden /> : <Copy aria-hidden />}
        </IconButton>
      </ClipboardControl>
      <div role="status" data-failed={failed || undefined} className={clipboard({ size }).status}>
        {failed ? (
          <>
            <CircleAlert aria-hidden />
            {t('core.clipboard.failed')}
          </>
        ) : api.copied ? (
          <>
            <Check aria-hidden />
            {t('core.clipboard.copied')}
          </>
        ) : null}
      </div>
      {children}
    </ClipboardRootProvider>
  );
}
