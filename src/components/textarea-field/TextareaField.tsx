import { CircleAlert } from 'lucide-react';
import { type ChangeEvent, type ReactNode, type RefAttributes, useEffect, useId, useRef, useState } from 'react';
import { textareaField } from 'styled-system/recipes';
import { useLanguage } from '../../i18n/LanguageProvider';
import { addEnglish } from '../../i18n/messages';
import { enTextareaField } from '../../i18n/messages/en-textarea-field';
import { useMergedRefs } from '../../lib/merge-refs';
import {
  type FieldRootProps,
  type FieldSize,
  FieldTextarea,
  type FieldTextareaProps,
  LabelledField,
  splitFieldProps,
} from '../field/Field';
import { VisuallyHidden } from '../visually-hidden';

// Its English joins the catalog with it, so pages without it do not download that text.
addEnglish(enTextareaField);

export interface TextareaFieldProps
  extends Omit<FieldTextareaProps, 'size' | 'maxLength' | 'children'>,
    RefAttributes<HTMLTextAreaElement> {
  /** The visible label. */
  label: ReactNode;
  /** A hint under the box, e.g. what to write. */
  helperText?: ReactNode;
  /** The message shown while the field is invalid, with an icon. Giving one makes the field invalid unless `invalid` says otherwise. */
  errorText?: ReactNode;
  /** Marks the field invalid: `aria-invalid` on the box and the error text shown. Defaults to `Boolean(errorText)`. */
  invalid?: boolean;
  /** Text is needed: a '*' after the label, and `required` on the box. */
  required?: boolean;
  /** Disables the box; it does not submit. */
  disabled?: boolean;
  /** Shows the text but ignores changes; it still submits. */
  readOnly?: boolean;
  /**
   * The most characters the text may have. A count shows under the box ('120 / 500'), read with the box and
   * announced as the limit nears; what would go past it is refused with a message, never cut from what is
   * already there. A paste that does not fit adds what fits and says how much did not.
   */
  maxLength?: number;
  /** Padding and text size of the box. */
  size?: FieldSize;
  /** Props for the wrapping Field.Root, e.g. a `className` for layout. */
  rootProps?: Omit<FieldRootProps, 'invalid' | 'required' | 'disabled' | 'readOnly' | 'size'>;
}

type Notice = { kind: 'full' } | { kind: 'pasteTooLong'; added: number; pasted: number };

/** From this many characters left, the count turns to a warning and screen readers hear what is left. */
function nearLimit(max: number) {
  return Math.max(10, Math.round(max * 0.1));
}

/**
 * A multi-line text field: label, textarea, helper text and error text, as TextField, with an optional
 * character count towards `maxLength` ('120 / 500' in the page's language). Typing or pasting past the
 * limit is refused with a visible, translated message; nothing already written is cut. The textarea gets
 * every other prop (`name`, `value`, `onChange`, `rows`…). For a bare box, use `Textarea`.
 */
export function TextareaField(props: TextareaFieldProps) {
  const [field, { maxLength, size, ref, onChange, ...textareaProps }] = splitFieldProps(props);
  const { t } = useLanguage();
  const own = useRef<HTMLTextAreaElement>(null);
  const [ownLength, setOwnLength] = useState(() => String(textareaProps.value ?? textareaProps.defaultValue ?? '').length);
  const length = textareaProps.value !== undefined ? String(textareaProps.value).length : ownLength;
  const [notice, setNotice] = useState<Notice | null>(null);
  const countId = useId();
  const noticeId = useId();

  const latestMax = useRef(maxLength);
  latestMax.current = maxLength;
  // The native `beforeinput` sees every way text comes in (typing, Enter, paste, drop) before it lands, and
  // can be refused; the `maxlength` attribute would instead cut a paste without a word.
  useEffect(() => {
    const box = own.current;
    if (!box) return;
    const onBeforeInput = (event: InputEvent) => {
      const max = latestMax.current;
      if (max === undefined || event.inputType === 'insertCompositionText') return;
      if (!event.inputType.startsWith('insert')) {
        // A deletion, an undo: an edit that is not refused, so an old message goes.
        setNotice(null);
        return;
      }
      const text =
        event.inputType === 'insertLineBreak' || event.inputType === 'insertParagraph'
          ? '\n'
          : (event.data ?? event.dataTransfer?.getData('text/plain') ?? '');
      const selected = box.selectionEnd - box.selectionStart;
      const room = Math.max(0, max - (box.value.length - selected));
      if (text.length <= room) {
        setNotice(null);
        return;
      }
      event.preventDefault();
      if (room === 0 || text.length === 1) {
        setNotice({ kind: 'full' });
        return;
      }
      // A paste (or drop) too long: add what fits where it was going, and say what was left out.
      const fits = text.slice(0, room);
      box.setRangeText(fits, box.selectionStart, box.selectionEnd, 'end');
      box.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: event.inputType, data: fits }));
      setNotice({ kind: 'pasteTooLong', added: fits.length, pasted: text.length });
    };
    box.addEventListener('beforeinput', onBeforeInput);
    return () => box.removeEventListener('beforeinput', onBeforeInput);
  }, []);

  const remaining = maxLength === undefined ? undefined : maxLength - length;
  const near = remaining !== undefined && maxLength !== undefined && remaining <= nearLimit(maxLength);
  const noticeText =
    notice?.kind === 'full'
      ? t('inputs.textareaField.full', { max: maxLength ?? 0 })
      : notice?.kind === 'pasteTooLong'
        ? t('inputs.textareaField.pasteTooLong', { added: notice.added, pasted: notice.pasted, max: maxLength ?? 0 })
        : null;
  const classes = textareaField();
  const describedBy =
    [textareaProps['aria-describedby'], maxLength !== undefined ? countId : undefined, noticeText ? noticeId : undefined]
      .filter(Boolean)
      .join(' ') || undefined;

  return (
    <LabelledField {...field} size={size}>
      <FieldTextarea
        {...textareaProps}
        ref={useMergedRefs(own, ref)}
        aria-describedby={describedBy}
        onChange={(event: ChangeEvent<HTMLTextAreaElement>) => {
          setOwnLength(event.currentTarget.value.length);
          onChange?.(event);
        }}
      />
      {maxLength !== undefined || noticeText ? (
        <div className={classes.footer}>
          <div id={noticeId} className={classes.message}>
            {noticeText ? (
              <>
                <CircleAlert aria-hidden />
                {noticeText}
              </>
            ) : null}
          </div>
          {maxLength !== undefined ? (
            <span id={countId} className={classes.count} data-full={near ? '' : undefined}>
              <span aria-hidden>{t('inputs.textareaField.count', { count: length, max: maxLength })}</span>
              <VisuallyHidden>{t('inputs.textareaField.countLabel', { count: length, max: maxLength })}</VisuallyHidden>
            </span>
          ) : null}
        </div>
      ) : null}
      {/* Read out politely, and only near the limit: a count after every key would drown the typing. */}
      <VisuallyHidden role="status">
        {noticeText ??
          (near && remaining !== undefined ? t('inputs.textareaField.remaining', { remaining: Math.max(0, remaining) }) : '')}
      </VisuallyHidden>
    </LabelledField>
  );
}
