import { comboboxAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';
import { focusRing } from './focus-ring';
import { inputBase, inputSizes, labelBase } from './input';
import { listItem, listItemGroup, listItemGroupLabel, listItemIndicator, listPanel } from './listbox';

const iconButton = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 'var(--combobox-button-size)',
  height: 'full',
  color: 'fg.muted',
  bg: 'transparent',
  borderRadius: 'md',
  cursor: 'pointer',
  _hover: { _enabled: { color: 'fg.default' } },
  _focusVisible: { ...focusRing, outlineOffset: '-0.5' },
  _disabled: { cursor: 'not-allowed', opacity: 0.45 },
  '& svg': { width: 'icon', height: 'icon' },
} as const;

export const combobox = defineSlotRecipe({
  className: 'combobox',
  // Ours besides Ark's: the chosen values of a multiple combobox as tags (`tags`, `tag`, `tagRemove`), the row that
  // says the list is loading, empty or failed (`status`), and the message under an invalid combobox (`errorText`).
  slots: [...comboboxAnatomy.keys(), 'tags', 'tag', 'tagRemove', 'status', 'errorText'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1.5', width: 'full' },
    label: labelBase,
    control: { position: 'relative', display: 'flex', width: 'full' },
    input: {
      ...inputBase,
      // Room for the clear and open buttons inside the box's end.
      paddingInlineEnd: 'calc(var(--combobox-button-size) * 2)',
    },
    trigger: {
      ...iconButton,
      position: 'absolute',
      insetBlock: '0',
      insetInlineEnd: '0',
      transitionProperty: 'transform',
      transitionDuration: 'normal',
      _open: { '& svg': { transform: 'rotate(180deg)' } },
    },
    clearTrigger: { ...iconButton, position: 'absolute', insetBlock: '0', insetInlineEnd: 'var(--combobox-button-size)' },
    // Ark writes `z-index: var(--z-index)` on the positioner and sets `--z-index` from the content's z-index.
    positioner: {},
    content: listPanel,
    list: { display: 'flex', flexDirection: 'column', gap: '0.5' },
    item: {
      ...listItem,
      // Focus stays in the text box, so the highlighted option shows the focus ring itself.
      _highlighted: {
        ...listItem._highlighted,
        ...focusRing,
        outlineOffset: '-0.5',
      },
    },
    itemText: { flex: '1', minWidth: '0', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
    itemIndicator: listItemIndicator,
    itemGroup: listItemGroup,
    itemGroupLabel: listItemGroupLabel,
    tags: { display: 'flex', flexWrap: 'wrap', gap: '1.5', listStyle: 'none', p: '0', m: '0' },
    tag: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: '1',
      minHeight: '7',
      paddingInlineStart: '2.5',
      paddingInlineEnd: '0.5',
      bg: 'bg.muted',
      color: 'fg.default',
      borderWidth: 'thin',
      borderColor: 'border.default',
      borderRadius: 'full',
      fontSize: 'sm',
    },
    tagRemove: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      width: '6',
      height: '6',
      color: 'fg.muted',
      borderRadius: 'full',
      cursor: 'pointer',
      _hover: { _enabled: { color: 'fg.default', bg: 'bg.subtle' } },
      _focusVisible: { outlineWidth: 'thick', outlineStyle: 'solid', outlineColor: 'focusRing' },
      _disabled: { cursor: 'not-allowed', opacity: 0.45 },
      '& svg': { width: '3.5', height: '3.5' },
    },
    status: {
      display: 'flex',
      alignItems: 'center',
      gap: '2',
      minHeight: '9',
      px: '2.5',
      py: '1.5',
      fontSize: 'sm',
      color: 'fg.muted',
      '&[data-error]': { color: 'danger.fg' },
      '& svg': { flexShrink: 0, width: 'icon', height: 'icon' },
    },
    errorText: { fontSize: 'sm', color: 'danger.fg' },
  },
  variants: {
    size: {
      sm: { root: { '--combobox-button-size': '{sizes.8}' }, input: inputSizes.sm },
      md: { root: { '--combobox-button-size': '{sizes.9}' }, input: inputSizes.md },
      lg: { root: { '--combobox-button-size': '{sizes.10}' }, input: inputSizes.lg },
    },
  },
  defaultVariants: { size: 'md' },
});
