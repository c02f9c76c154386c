import { defineRecipe, type SystemStyleObject } from '@pandacss/dev';

/** A field's label, shared by every field (TextField, Select, DatePicker, FileUpload): room for the required mark. */
export const labelBase: SystemStyleObject = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.5',
  fontSize: 'sm',
  fontWeight: 'medium',
  color: 'fg.default',
  _disabled: { color: 'fg.muted' },
};

/**
 * A field's notice: why what was typed was refused or changed (NumberInput, PinInput, TagsInput, the date
 * pickers, a CheckboxGroup's limit). Empty, it stays a live region but takes no room (and no gap).
 */
export const fieldNotice: SystemStyleObject = {
  display: 'flex',
  alignItems: 'center',
  gap: '1',
  fontSize: 'sm',
  color: 'warning.fg',
  '&:empty': { position: 'absolute' },
  // It wraps within its field's width rather than widening it: a message that appears must not move what
  // sits beside the field (a click there, begun before it appeared, would end beside its target).
  contain: 'inline-size',
  '& svg': { flexShrink: 0, width: 'icon', height: 'icon' },
};

/**
 * Where a checkbox's, radio's or switch's drawn control sits in its root, for the transparent native input laid
 * over it (src/lib/native-input.ts): offsets from the root's block start and inline start (or end), and size.
 */
export function nativeInputOver(where: { top?: string; start?: string; end?: string; width: string; height: string }) {
  return {
    '--native-input-top': where.top ?? '0',
    '--native-input-start': where.start ?? '0',
    '--native-input-end': where.end ?? 'auto',
    '--native-input-width': where.width,
    '--native-input-height': where.height,
  } as SystemStyleObject;
}

/** The look of every text box: the standalone Input and Textarea, and Field's input, textarea and select. */
export const inputBase: SystemStyleObject = {
  appearance: 'none',
  width: 'full',
  minW: '0',
  bg: 'bg.surface',
  color: 'fg.default',
  borderWidth: 'thin',
  // Strong border: the box must be visible against the page (3:1 for non-text contrast).
  borderColor: 'border.strong',
  borderRadius: 'md',
  fontFamily: 'body',
  transitionProperty: 'border-color, box-shadow',
  transitionDuration: 'fast',
  _placeholder: { color: 'fg.subtle', opacity: 1 },
  _hover: { _enabled: { borderColor: 'fg.muted' } },
  _focusVisible: { borderColor: 'accent.solid' },
  _invalid: { borderColor: 'danger.solid' },
  _readOnly: { bg: 'bg.subtle' },
  _disabled: { cursor: 'not-allowed', bg: 'bg.muted', color: 'fg.muted' },
};

/** Heights and padding of single-line boxes. The md and lg text is 16 px so phones do not zoom in. */
export const inputSizes = {
  sm: { h: '8', px: '2.5', fontSize: 'sm' },
  md: { h: '10', px: '3', fontSize: 'md' },
  lg: { h: '12', px: '4', fontSize: 'md' },
} satisfies Record<string, SystemStyleObject>;

/** Multi-line boxes grow from a minimum height and resize vertically only. */
export const textareaBase: SystemStyleObject = {
  ...inputBase,
  display: 'block',
  minH: '20',
  py: '2',
  lineHeight: 'normal',
  resize: 'vertical',
};

export const textareaSizes = {
  sm: { px: '2.5', fontSize: 'sm' },
  md: { px: '3', fontSize: 'md' },
  lg: { px: '4', py: '3', fontSize: 'md' },
} satisfies Record<string, SystemStyleObject>;

export const input = defineRecipe({
  className: 'input',
  jsx: ['Input'],
  base: inputBase,
  variants: { size: inputSizes },
  defaultVariants: { size: 'md' },
});
