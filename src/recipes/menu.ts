import { menuAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';
import { focusRing } from './focus-ring';

// A list of actions from a button, a right-click or a row's "⋯" button.
// `itemContent`, `itemDescription` and `itemShortcut` are ours: the label over its description, and the
// key hint at the item's end.
const highlighted = { bg: 'bg.muted', ...focusRing, outlineOffset: '-0.5' } as const;
const disabled = { color: 'fg.disabled', cursor: 'not-allowed', '& > svg': { color: 'fg.disabled' } } as const;

export const menu = defineSlotRecipe({
  className: 'menu',
  jsx: ['Menu', /^Menu[A-Z]/],
  slots: [...menuAnatomy.keys(), 'itemContent', 'itemDescription', 'itemShortcut'],
  base: {
    trigger: {},
    contextTrigger: {
      _focusVisible: focusRing,
    },
    indicator: {
      display: 'inline-flex',
      transitionProperty: 'transform',
      transitionDuration: 'fast',
      _open: { transform: 'rotate(180deg)' },
    },
    // On the content: Ark's positioner takes its z-index from it (see the select recipe).
    positioner: {},
    content: {
      zIndex: 'popover',
      display: 'flex',
      flexDirection: 'column',
      gap: '0.5',
      p: '1',
      minWidth: '36',
      maxWidth: 'min(token(sizes.sm), calc(100vw - token(spacing.4)))',
      maxHeight: 'var(--available-height)',
      overflowY: 'auto',
      bg: 'bg.surface',
      color: 'fg.default',
      borderWidth: 'thin',
      borderColor: 'border.default',
      borderRadius: 'md',
      boxShadow: 'lg',
      outline: 'none',
      transformOrigin: 'var(--transform-origin)',
      _open: { animation: 'scaleIn token(durations.fast) token(easings.default)' },
      _closed: { animation: 'fadeOut token(durations.fast) token(easings.default)' },
    },
    item: {
      display: 'flex',
      alignItems: 'center',
      gap: '2',
      minHeight: '9',
      px: '2.5',
      py: '1.5',
      borderRadius: 'sm',
      fontSize: 'sm',
      color: 'fg.default',
      textAlign: 'start',
      cursor: 'pointer',
      userSelect: 'none',
      '& > svg': { flexShrink: 0, width: 'icon', height: 'icon', color: 'fg.muted' },
      _highlighted: highlighted,
      _disabled: disabled,
      // A destructive action: `tone="danger"` on the item. Its selector outweighs `_disabled`'s, so a
      // disabled one repeats it, or it would look enabled.
      '&[data-tone=danger]': {
        color: 'danger.fg',
        '& > svg': { color: 'danger.fg' },
        _highlighted: { ...highlighted, bg: 'danger.subtle', color: 'danger.subtleFg' },
        _disabled: disabled,
      },
      '& > svg[data-chevron]': { marginInlineStart: 'auto' },
      // A checkbox or radio item keeps room for its check at the start, shown or not.
      '&:is([role=menuitemcheckbox], [role=menuitemradio])': { position: 'relative', paddingInlineStart: '8' },
      // The submenu's item: highlighted while its submenu is open, with a chevron at the end.
      '&[data-part=trigger-item][data-state=open]': { bg: 'bg.muted' },
    },
    triggerItem: {},
    itemContent: { display: 'flex', flexDirection: 'column', flex: '1', minWidth: '0' },
    itemText: { flex: '1', minWidth: '0' },
    itemDescription: { fontSize: 'xs', color: 'fg.muted' },
    itemShortcut: {
      flexShrink: 0,
      marginInlineStart: 'auto',
      paddingInlineStart: '4',
      fontFamily: 'inherit',
      fontSize: 'xs',
      color: 'fg.muted',
    },
    itemIndicator: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      flexShrink: 0,
      width: 'icon',
      height: 'icon',
      color: 'accent.fg',
      '& svg': { width: 'icon', height: 'icon' },
      // Placed in the room its item keeps for it (see `item`): Ark hides it while unchecked, and the label
      // stays where it is, in line with the checked ones.
      position: 'absolute',
      insetInlineStart: '2.5',
    },
    itemGroup: { display: 'flex', flexDirection: 'column', gap: '0.5' },
    itemGroupLabel: { px: '2.5', py: '1.5', fontSize: 'xs', fontWeight: 'semibold', color: 'fg.muted' },
    separator: { my: '1', mx: '-1', borderTopWidth: 'thin', borderColor: 'border.default' },
    arrow: { '--arrow-size': 'sizes.3', '--arrow-background': 'colors.bg.surface' },
    arrowTip: { borderTopWidth: 'thin', borderInlineStartWidth: 'thin', borderColor: 'border.default' },
  },
});
