import { tagsInputAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';
import { fieldNotice, inputBase, labelBase } from './input';

// Tags in a box that looks like a text box: each tag a chip with a remove button, the text box after them.
export const tagsInput = defineSlotRecipe({
  className: 'tags-input',
  jsx: ['TagsInput', 'TagsInputRoot'],
  // `message` is ours: the live text under the box when a tag is refused (a duplicate, or past `max`).
  slots: [...tagsInputAnatomy.keys(), 'message'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1.5', width: 'full' },
    label: labelBase,
    control: {
      ...inputBase,
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      gap: '1.5',
      minH: 'var(--tags-input-height)',
      px: '2',
      py: '1',
      cursor: 'text',
      // The text box inside has the focus; the box around it shows it.
      _focusWithin: { borderColor: 'accent.solid', outlineWidth: 'thick', outlineStyle: 'solid', outlineColor: 'focusRing' },
      _invalid: { borderColor: 'danger.solid' },
      _disabled: { cursor: 'not-allowed', bg: 'bg.muted', color: 'fg.muted' },
    },
    input: {
      flex: '1',
      minW: '24',
      height: 'calc(var(--tags-input-height) - {spacing.3})',
      px: '1',
      bg: 'transparent',
      color: 'fg.default',
      fontSize: 'inherit',
      outline: 'none',
      _placeholder: { color: 'fg.subtle', opacity: 1 },
      _disabled: { cursor: 'not-allowed' },
    },
    clearTrigger: {},
    item: { display: 'inline-flex', maxW: 'full' },
    itemPreview: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: '1',
      maxW: 'full',
      minH: '7',
      ps: '2.5',
      pe: '1',
      borderRadius: 'md',
      borderWidth: 'thin',
      borderColor: 'border.default',
      bg: 'bg.muted',
      color: 'fg.default',
      fontSize: 'sm',
      // Backspace or ArrowLeft from the text box highlights a tag before it is removed.
      _highlighted: { borderColor: 'accent.solid', bg: 'accent.subtle', color: 'accent.fg' },
    },
    itemText: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
    itemInput: { bg: 'transparent', outline: 'none', fontSize: 'sm' },
    itemDeleteTrigger: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      width: '5',
      height: '5',
      borderRadius: 'sm',
      color: 'fg.muted',
      cursor: 'pointer',
      _hover: { bg: 'bg.subtle', color: 'fg.default' },
      '& svg': { width: '3.5', height: '3.5' },
    },
    message: fieldNotice,
  },
  variants: {
    size: {
      sm: { root: { '--tags-input-height': '{sizes.8}' }, control: { fontSize: 'sm' } },
      md: { root: { '--tags-input-height': '{sizes.10}' }, control: { fontSize: 'md' } },
      lg: { root: { '--tags-input-height': '{sizes.12}' }, control: { fontSize: 'md' } },
    },
  },
  defaultVariants: { size: 'md' },
});
