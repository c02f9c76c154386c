import { X } from 'lucide-react';
import { type ComponentProps, isValidElement, type KeyboardEvent, type ReactNode, type RefAttributes } from 'react';
import { tag } from 'styled-system/recipes';
import { useLanguage } from '../../i18n/LanguageProvider';
import { addEnglish } from '../../i18n/messages';
import { enTagsInput } from '../../i18n/messages/en-tags-input';
import { createParts } from '../../lib/parts';

// Its English joins the catalog with it, so pages without it do not download that text.
addEnglish(enTagsInput);

const { withProvider, withContext } = createParts(tag);

/** Colour meaning, as for Badge. */
export type TagTone = 'neutral' | 'accent' | 'success' | 'danger' | 'warning' | 'purple' | 'info';
/** `subtle` (tinted, the default) or `solid` (filled). */
export type TagVariant = 'subtle' | 'solid';
/** Height and text size. */
export type TagSize = 'sm' | 'md' | 'lg';

interface TagVariants {
  tone?: TagTone;
  variant?: TagVariant;
  size?: TagSize;
}

export interface TagRootProps extends ComponentProps<'span'>, TagVariants {}
export interface TagIconProps extends ComponentProps<'span'> {}
export interface TagLabelProps extends ComponentProps<'span'> {}
export interface TagCloseTriggerProps extends ComponentProps<'button'> {}

/** Removes on Backspace or Delete as well as on a click, Enter or Space: the keys people press to delete. */
function CloseButton({ onKeyDown, ref, ...props }: TagCloseTriggerProps & RefAttributes<HTMLButtonElement>) {
  return (
    <button
      ref={ref}
      type="button"
      data-part="close-trigger"
      onKeyDown={(event: KeyboardEvent<HTMLButtonElement>) => {
        onKeyDown?.(event);
        if (event.defaultPrevented || (event.key !== 'Backspace' && event.key !== 'Delete')) return;
        event.preventDefault();
        event.currentTarget.click();
      }}
      {...props}
    />
  );
}

/** The text in a tag's content, for its remove button's name: 'Vanilla' from `<b>Vanilla</b>` too. */
function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (isValidElement<{ children?: ReactNode }>(node)) return textOf(node.props.children);
  return '';
}

/** The tag: a `<span>` with its tone, variant and size. */
export const TagRoot = /* @__PURE__ */ withProvider<'span', TagVariants>('span', 'root');
/** An icon before the label, hidden from screen readers. */
export const TagIcon = /* @__PURE__ */ withContext(function Icon({
  ref,
  ...props
}: TagIconProps & RefAttributes<HTMLSpanElement>) {
  return <span ref={ref} aria-hidden {...props} />;
}, 'icon');
/** The tag's text; a long one is cut with an ellipsis (give the whole text as `title` if it can be). */
export const TagLabel = /* @__PURE__ */ withContext('span', 'label');
/**
 * The remove button: a real `<button>` in the tab order. A click, Enter, Space, Backspace or Delete call its
 * `onClick`. Name it yourself ('Remove Vanilla'): it shows only an icon.
 */
export const TagCloseTrigger = /* @__PURE__ */ withContext(CloseButton, 'closeTrigger');

export interface TagProps extends Omit<TagRootProps, 'children'>, RefAttributes<HTMLSpanElement> {
  /** What the tag says. */
  children: ReactNode;
  /** The tag's text for its remove button's name ('Remove {label}'). Defaults to the text in `children`. */
  label?: string;
  /** An icon before the text (decorative). */
  icon?: ReactNode;
  /**
   * Makes the tag removable: a remove button at its end, named 'Remove {label}' in the page's language, calls
   * this on a click, Enter, Space, Backspace or Delete. Remove the tag from your list here, and move focus
   * to a neighbour (the next tag's remove button, or the control that adds tags) so it is not lost.
   */
  onRemove?: () => void;
  /** Shows the tag but its remove button cannot be used. */
  disabled?: boolean;
  /** Colour meaning: `neutral` by default; `accent`, `success`, `danger`, `warning`, `purple`, `info` as for Badge. */
  tone?: TagTone;
  /** `subtle` (tinted, the default) or `solid` (filled). */
  variant?: TagVariant;
  /** Height and text size: `sm`, `md` (the default) or `lg`. */
  size?: TagSize;
}

/**
 * A small label for something the user chose or gave: a filter that is on, a keyword, a recipient. It can
 * be removable: a remove button at its end, in the tab order, named 'Remove {label}' in the page's language,
 * removes it on a click, Enter, Space, Backspace or Delete.
 *
 * Tag or Badge? A Badge states what something is (a status, a count) and the user cannot change it; a Tag
 * holds a value the user set and may take away. For typing tags into a field, use TagsInput.
 */
export function Tag({ children, label, icon, onRemove, disabled = false, ...rootProps }: TagProps) {
  const { t } = useLanguage();
  const name = label ?? textOf(children).trim();
  return (
    <TagRoot data-disabled={disabled || undefined} {...rootProps}>
      {icon ? <TagIcon>{icon}</TagIcon> : null}
      <TagLabel>{children}</TagLabel>
      {onRemove ? (
        <TagCloseTrigger aria-label={t('inputs.tagsInput.remove', { tag: name })} disabled={disabled} onClick={onRemove}>
          <X aria-hidden />
        </TagCloseTrigger>
      ) : null}
    </TagRoot>
  );
}
