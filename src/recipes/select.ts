import { selectAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';
import { labelBase } from './input';
import { listItem, listItemGroup, listItemGroupLabel, listItemIndicator, listPanel } from './listbox';

export const select = defineSlotRecipe({
  className: 'select',
  // `errorText` is ours: the message under an invalid select.
  slots: [...selectAnatomy.keys(), 'errorText'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1.5', width: 'full' },
    label: labelBase,
    control: { position: 'relative', width: 'full' },
    trigger: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: '2',
      width: 'full',
      px: '3',
      bg: 'bg.surface',
      color: 'fg.default',
      borderWidth: 'thin',
      borderColor: 'border.strong',
      borderRadius: 'md',
      fontSize: 'sm',
      textAlign: 'start',
      cursor: 'pointer',
      transitionProperty: 'border-color, box-shadow',
      transitionDuration: 'fast',
      _hover: { _enabled: { borderColor: 'fg.subtle' } },
      _invalid: { borderColor: 'danger.solid' },
      _disabled: { cursor: 'not-allowed', bg: 'bg.muted', color: 'fg.muted' },
      '& svg': { flexShrink: 0, width: 'icon', height: 'icon' },
    },
    valueText: {
      flex: '1',
      minWidth: '0',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
      _placeholderShown: { color: 'fg.muted' },
    },
    indicator: {
      display: 'inline-flex',
      color: 'fg.muted',
      transitionProperty: 'transform',
      transitionDuration: 'normal',
      _open: { transform: 'rotate(180deg)' },
    },
    clearTrigger: { color: 'fg.muted', cursor: 'pointer', '& svg': { width: 'icon', height: 'icon' } },
    // Ark writes `z-index: var(--z-index)` on the positioner and sets `--z-index` from the content's z-index.
    positioner: {},
    content: listPanel,
    list: { display: 'flex', flexDirection: 'column', gap: '0.5' },
    item: listItem,
    itemText: { flex: '1' },
    itemIndicator: listItemIndicator,
    itemGroup: listItemGroup,
    itemGroupLabel: listItemGroupLabel,
    errorText: { fontSize: 'sm', color: 'danger.fg' },
  },
  variants: {
    size: {
      sm: { trigger: { h: '8', fontSize: 'sm' } },
      md: { trigger: { h: '10' } },
      lg: { trigger: { h: '12', fontSize: 'md' } },
    },
  },
  defaultVariants: { size: 'md' },
});
