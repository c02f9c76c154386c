import { useFieldContext } from '@ark-ui/react/field';
import { TagsInput as ArkTagsInput, useTagsInput, useTagsInputContext, useTagsInputItemContext } from '@ark-ui/react/tags-input';
import { CircleAlert, X } from 'lucide-react';
import { type ClipboardEvent, type KeyboardEvent, type ReactNode, type RefAttributes, useId, useRef, useState } from 'react';
import { tagsInput } from 'styled-system/recipes';
import { useLanguage } from '../../i18n/LanguageProvider';
import { addEnglish } from '../../i18n/messages';
import { enTagsInput } from '../../i18n/messages/en-tags-input';
import { createParts } from '../../lib/parts';
import { visuallyHidden } from '../../lib/visually-hidden';
import { type FieldControlProps, type FieldRootProps, LabelledField, splitFieldProps, useFieldDescribedBy } from '../field/Field';

// Its English joins the catalog with it, so pages without it do not download that text.
addEnglish(enTagsInput);

const { withProvider, withContext } = createParts(tagsInput);

export type TagsInputSize = 'sm' | 'md' | 'lg';

export interface TagsInputRootProps extends ArkTagsInput.RootProps {
  /** Height and text size of the box. */
  size?: TagsInputSize;
}
export interface TagsInputRootProviderProps extends ArkTagsInput.RootProviderProps {
  /** Height and text size of the box. */
  size?: TagsInputSize;
}
export interface TagsInputLabelProps extends ArkTagsInput.LabelProps {}
export interface TagsInputControlProps extends ArkTagsInput.ControlProps {}
export interface TagsInputInputProps extends ArkTagsInput.InputProps {}
export interface TagsInputClearTriggerProps extends ArkTagsInput.ClearTriggerProps {}
export interface TagsInputItemProps extends ArkTagsInput.ItemProps {}
export interface TagsInputItemPreviewProps extends ArkTagsInput.ItemPreviewProps {}
export interface TagsInputItemTextProps extends ArkTagsInput.ItemTextProps {}
export interface TagsInputItemInputProps extends ArkTagsInput.ItemInputProps {}
export interface TagsInputItemDeleteTriggerProps extends ArkTagsInput.ItemDeleteTriggerProps {}
export interface TagsInputHiddenInputProps extends ArkTagsInput.HiddenInputProps {}

function DescribedInput(props: TagsInputInputProps & RefAttributes<HTMLInputElement>) {
  return <ArkTagsInput.Input {...props} aria-describedby={useFieldDescribedBy(props['aria-describedby'])} />;
}

/**
 * Holds the tags (`value`, `defaultValue`, `onValueChange`), the text being typed (`inputValue`), `max`,
 * `delimiter`, `addOnPaste`, `validate`, `editable`, `name` and Ark's `translations`.
 */
export const TagsInputRoot = /* @__PURE__ */ withProvider<typeof ArkTagsInput.Root, { size?: TagsInputSize }>(
  ArkTagsInput.Root,
  'root',
);
/**
 * The root for state you create yourself with `useTagsInput()` (Ark's), e.g. to add a tag from outside:
 * `const tags = useTagsInput(props)`, then `<TagsInputRootProvider value={tags}>`.
 */
export const TagsInputRootProvider = /* @__PURE__ */ withProvider<typeof ArkTagsInput.RootProvider, { size?: TagsInputSize }>(
  ArkTagsInput.RootProvider,
  'root',
);
/** The visible name of the text box (inside a Field, use the Field's label instead). */
export const TagsInputLabel = /* @__PURE__ */ withContext(ArkTagsInput.Label, 'label');
/** The box that holds the tags and the text box, drawn as one text box; a click in it focuses the text box. */
export const TagsInputControl = /* @__PURE__ */ withContext(ArkTagsInput.Control, 'control');
/**
 * The text box for a new tag: Enter or the delimiter adds what is typed, Backspace or ArrowLeft at its start
 * selects the last tag. Inside a Field it is described by the helper text, and by the error text while invalid.
 */
export const TagsInputInput = /* @__PURE__ */ withContext(DescribedInput, 'input');
/** A button that removes every tag; give it a name (Ark's `translations.clearTriggerLabel`). */
export const TagsInputClearTrigger = /* @__PURE__ */ withContext(ArkTagsInput.ClearTrigger, 'clearTrigger');
/** One tag (`index`, `value`). */
export const TagsInputItem = /* @__PURE__ */ withContext(ArkTagsInput.Item, 'item');
/** The tag as shown (hidden while it is edited): its text and its remove button. */
export const TagsInputItemPreview = /* @__PURE__ */ withContext(ArkTagsInput.ItemPreview, 'itemPreview');
/** The tag's text. */
export const TagsInputItemText = /* @__PURE__ */ withContext(ArkTagsInput.ItemText, 'itemText');
/** The text box that edits a tag in place (when `editable`); hidden otherwise. */
export const TagsInputItemInput = /* @__PURE__ */ withContext(ArkTagsInput.ItemInput, 'itemInput');
/**
 * The tag's remove button, named by Ark's `translations.deleteTagTriggerLabel` ('Remove Vanilla'). Ark keeps it
 * out of the tab order: from the keyboard, Backspace selects and removes a tag.
 */
export const TagsInputItemDeleteTrigger = /* @__PURE__ */ withContext(ArkTagsInput.ItemDeleteTrigger, 'itemDeleteTrigger');
/** The input that carries the tags for a form: `name`, and the tags joined with ', ' as its one value. */
export const TagsInputHiddenInput = ArkTagsInput.HiddenInput;
/** Render prop with the tags input's API (`value`, `inputValue`, `addValue`, `setValue`, `clearValue`…). */
export const TagsInputContext = ArkTagsInput.Context;
/** Render prop with a tag's state (`highlighted`, `editing`, `disabled`…). */
export const TagsInputItemContext = ArkTagsInput.ItemContext;
export { useTagsInput, useTagsInputContext, useTagsInputItemContext };

export interface TagsInputProps
  extends Omit<
      TagsInputRootProps,
      | 'value'
      | 'defaultValue'
      | 'onValueChange'
      | 'children'
      | 'invalid'
      | 'required'
      | 'disabled'
      | 'readOnly'
      | 'allowDuplicates'
      | 'allowOverflow'
      | 'addOnPaste'
      | 'translations'
      | 'ids'
      | 'validate'
      | 'editable'
    >,
    RefAttributes<HTMLDivElement> {
  /** The visible label. It names the text box. */
  label: ReactNode;
  /** A hint under the box, e.g. how to add a tag. */
  helperText?: ReactNode;
  /** The message shown while the field is invalid, with an icon. Giving one makes the field invalid unless `invalid` says otherwise. */
  errorText?: ReactNode;
  /** Marks the field invalid: `aria-invalid` on the text box and the error text shown. Defaults to `Boolean(errorText)`. */
  invalid?: boolean;
  /** At least one tag is needed: a '*' after the label, and `required` on the input that submits the tags. */
  required?: boolean;
  /** Disables the box and its tags; the tags do not submit. */
  disabled?: boolean;
  /** Shows the tags but allows no change; they still submit. */
  readOnly?: boolean;
  /** The tags (controlled). */
  value?: string[];
  /** The tags to start with (uncontrolled). */
  defaultValue?: string[];
  /** Called with every tag, in order, when one is added or removed. */
  onValueChange?: (value: string[]) => void;
  /**
   * The most tags. Once reached, a message under the box says so and Enter, the delimiter and a paste add
   * nothing; what was typed stays in the box.
   */
  max?: number;
  /** The character that adds a tag when typed and splits a pasted list. Defaults to ','. */
  delimiter?: string | RegExp;
  /** A paste adds its tags at once: a list split at the delimiter and at line breaks. Defaults to true. */
  addOnPaste?: boolean;
  /**
   * The form field name. A native form submits one value, the tags joined with ', ' (Ark's hidden input),
   * e.g. `flavours=Vanilla, Lemon`; `useForm` focuses the text box by this name.
   */
  name?: string;
  /** Height and text size. */
  size?: TagsInputSize;
  /** Props for the wrapping Field.Root, e.g. a `className` for layout. */
  rootProps?: Omit<FieldRootProps, 'invalid' | 'required' | 'disabled' | 'readOnly' | 'size'>;
}

/**
 * A list of short values typed as tags (Ark's tags input), e.g. flavours or keywords, with the Field's label,
 * required mark, helper text and error text. Enter or a comma adds what is typed; a pasted list adds each of
 * its items; Backspace in the empty box selects the last tag and a second Backspace removes it; each tag has a
 * remove button named in the page's language ('Remove Vanilla'). A duplicate (whatever its case) or a tag past
 * `max` is refused with a message under the box, and the text stays in the box: nothing typed is lost.
 */
export function TagsInput(props: TagsInputProps) {
  const [field, control] = splitFieldProps(props);
  return (
    <LabelledField {...field}>
      {/* Inside the Field, so Ark's tags input takes the Field's ids, invalid, required and disabled. */}
      <Tags {...control} />
    </LabelledField>
  );
}

type TagsProps = FieldControlProps<TagsInputProps>;

/** The tags last refused as already there; the message about `max` follows the count instead. */
type Notice = { kind: 'duplicate'; tags: string[] } | null;

/** The tags input inside the Field, with the message under it. */
function Tags({
  value,
  defaultValue,
  onValueChange,
  max = Number.POSITIVE_INFINITY,
  delimiter = ',',
  addOnPaste = true,
  size,
  placeholder,
  name,
  form,
  maxLength,
  autoFocus,
  blurBehavior,
  inputValue,
  defaultInputValue,
  onInputValueChange,
  onHighlightChange,
  onValueInvalid,
  sanitizeValue,
  onFocusOutside,
  onInteractOutside,
  onPointerDownOutside,
  ...rootProps
}: TagsProps) {
  const { t, locale } = useLanguage();
  const field = useFieldContext();
  const [notice, setNotice] = useState<Notice>(null);
  const noticeId = useId();
  const inputRef = useRef<HTMLInputElement>(null);

  const same = (a: string, b: string) => a.toLocaleLowerCase(locale) === b.toLocaleLowerCase(locale);
  const api = useTagsInput({
    name,
    form,
    maxLength,
    autoFocus,
    blurBehavior,
    inputValue,
    defaultInputValue,
    onInputValueChange,
    onHighlightChange,
    onValueInvalid,
    sanitizeValue,
    onFocusOutside,
    onInteractOutside,
    onPointerDownOutside,
    // The Field's label names the text box (Ark would point it at the hidden input).
    ids: field ? { label: field.ids.label, input: field.ids.control, hiddenInput: `${field.ids.control}-tags` } : undefined,
    value,
    defaultValue,
    onValueChange: (details) => onValueChange?.(details.value),
    max,
    delimiter,
    // Pastes are split here, so each item is checked on its own and a refused one stays in the box.
    addOnPaste: false,
    editable: false,
    validate: ({ inputValue, value: tags }) => tags.length < max && !tags.some((tag) => same(tag, inputValue)),
    placeholder,
    translations: {
      deleteTagTriggerLabel: (tag) => t('inputs.tagsInput.remove', { tag }),
      tagAdded: (tag) => t('inputs.tagsInput.added', { tag }),
      tagDeleted: (tag) => t('inputs.tagsInput.removed', { tag }),
      tagSelected: (tag) => t('inputs.tagsInput.selected', { tag }),
      noTagsSelected: t('inputs.tagsInput.noneSelected'),
    },
  });

  /** Why `candidates` cannot all be added, or null. */
  const split = (candidates: string[]) => {
    const accepted: string[] = [];
    const duplicates: string[] = [];
    const overMax: string[] = [];
    for (const candidate of candidates) {
      if ([...api.value, ...accepted].some((tag) => same(tag, candidate))) duplicates.push(candidate);
      else if (api.value.length + accepted.length >= max) overMax.push(candidate);
      else accepted.push(candidate);
    }
    // Past `max`, the message about the limit is already shown (it shows while the count is at `max`).
    const refusal: Notice = duplicates.length ? { kind: 'duplicate', tags: duplicates } : null;
    return { accepted, refused: [...duplicates, ...overMax], refusal };
  };

  const isDelimiter = (key: string) =>
    key.length === 1 && (typeof delimiter === 'string' ? key === delimiter : new RegExp(delimiter.source).test(key));

  // Before Ark's own keys: Ark would clear the box after a refused tag, or do nothing without a word at `max`.
  const onKeyDownCapture = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== inputRef.current || event.nativeEvent.isComposing) return;
    if (event.key !== 'Enter' && !isDelimiter(event.key)) return;
    const typed = api.inputValue.trim();
    if (!typed) return;
    const { refused, refusal } = split([typed]);
    setNotice(refusal);
    if (refused.length) event.preventDefault();
  };

  const onPasteCapture = (event: ClipboardEvent<HTMLDivElement>) => {
    const box = inputRef.current;
    if (!addOnPaste || event.target !== box || !box) return;
    const pasted = event.clipboardData.getData('text/plain');
    if (!pasted) return;
    event.preventDefault();
    const text =
      box.value.slice(0, box.selectionStart ?? box.value.length) + pasted + box.value.slice(box.selectionEnd ?? box.value.length);
    const items = text
      .split(/\r?\n/)
      .flatMap((line) => line.split(delimiter))
      .map((item) => item.trim())
      .filter(Boolean);
    const { accepted, refused, refusal } = split(items);
    if (accepted.length) api.setValue([...api.value, ...accepted]);
    api.setInputValue(refused.join(typeof delimiter === 'string' ? `${delimiter} ` : ', '));
    setNotice(refusal);
  };

  const atMax = api.value.length >= max;
  const list = new Intl.ListFormat(locale, { type: 'conjunction' });
  const noticeText =
    [
      notice ? t('inputs.tagsInput.duplicate', { tags: list.format(notice.tags) }) : null,
      atMax ? t('inputs.tagsInput.max', { max }) : null,
    ]
      .filter(Boolean)
      .join(' ') || null;

  return (
    <>
      <TagsInputRootProvider {...rootProps} value={api} size={size}>
        <TagsInputControl onKeyDownCapture={onKeyDownCapture} onPasteCapture={onPasteCapture}>
          {api.value.map((tag, index) => (
            <TagsInputItem key={`${index}:${tag}`} index={index} value={tag}>
              <TagsInputItemPreview>
                <TagsInputItemText>{tag}</TagsInputItemText>
                <TagsInputItemDeleteTrigger>
                  <X aria-hidden />
                </TagsInputItemDeleteTrigger>
              </TagsInputItemPreview>
            </TagsInputItem>
          ))}
          <TagsInputInput ref={inputRef} aria-describedby={noticeText ? noticeId : undefined} onInput={() => setNotice(null)} />
        </TagsInputControl>
        {/* Ark hides this input with `hidden`, where nothing can focus it: visually hidden instead, so a form (or
            useForm, or the browser's check of `required`) that focuses the tags by their name reaches it, and the
            focus goes on to the text box. */}
        <TagsInputHiddenInput
          hidden={false}
          tabIndex={-1}
          aria-hidden
          className={visuallyHidden}
          onFocus={() => inputRef.current?.focus()}
        />
      </TagsInputRootProvider>
      <div id={noticeId} role="status" className={tagsInput({ size }).message}>
        {noticeText ? (
          <>
            <CircleAlert aria-hidden />
            {noticeText}
          </>
        ) : null}
      </div>
    </>
  );
}
