import { defineSlotRecipe } from '@pandacss/dev';

/** What TextareaField adds under its Field's textarea: the character count and the limit's message. */
export const textareaField = defineSlotRecipe({
  className: 'textarea-field',
  jsx: ['TextareaField'],
  slots: ['footer', 'count', 'message'],
  base: {
    // The count sits at the end of the line under the box; the message, when there is one, before it.
    footer: { display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: '3' },
    count: {
      marginInlineStart: 'auto',
      flexShrink: 0,
      fontSize: 'sm',
      color: 'fg.muted',
      fontVariantNumeric: 'tabular-nums',
      '&[data-full]': { color: 'warning.fg', fontWeight: 'medium' },
    },
    message: {
      display: 'flex',
      alignItems: 'center',
      gap: '1',
      fontSize: 'sm',
      color: 'warning.fg',
      '& svg': { flexShrink: 0, width: 'icon', height: 'icon' },
    },
  },
});
