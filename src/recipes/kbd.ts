import { defineRecipe } from '@pandacss/dev';

// A keyboard key: a small raised cap, its bottom edge thicker like a key's side. Inside another <kbd> (a
// combination, or a Menu item's shortcut) each key keeps its own cap.
export const kbd = defineRecipe({
  className: 'kbd',
  jsx: ['Kbd'],
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    fontFamily: 'mono',
    fontWeight: 'medium',
    lineHeight: 'none',
    whiteSpace: 'nowrap',
    color: 'fg.default',
    bg: 'bg.subtle',
    borderWidth: 'thin',
    borderBottomWidth: 'thick',
    borderColor: 'border.default',
    borderRadius: 'sm',
    verticalAlign: 'baseline',
    // Keys side by side in a combination, e.g. a Menu item's shortcut.
    '& + kbd': { marginInlineStart: '1' },
  },
  variants: {
    size: {
      sm: { minW: '5', h: '5', px: '1', fontSize: 'xs' },
      md: { minW: '6', h: '6', px: '1.5', fontSize: 'sm' },
      lg: { minW: '8', h: '8', px: '2', fontSize: 'md' },
    },
  },
  defaultVariants: { size: 'md' },
});
