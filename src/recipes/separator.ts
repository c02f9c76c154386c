import { defineRecipe } from '@pandacss/dev';

// A thin rule between groups of content: a line across the inline axis, or down the block axis when vertical.
export const separator = defineRecipe({
  className: 'separator',
  jsx: ['Separator'],
  base: {
    flexShrink: 0,
    m: '0',
    borderWidth: 0,
    borderStyle: 'solid',
    borderColor: 'var(--separator-color)',
    '--separator-color': '{colors.border.default}',
  },
  variants: {
    orientation: {
      horizontal: { width: 'full', height: '0', borderTopWidth: 'thin' },
      // In a flex row it stretches to the row's height; elsewhere give it a height.
      vertical: { alignSelf: 'stretch', height: 'auto', minH: '4', width: '0', borderInlineStartWidth: 'thin' },
    },
    /** `strong` where the line must be seen as a boundary (3:1 against the page); `default` for a quiet divider. */
    tone: {
      default: {},
      strong: { '--separator-color': '{colors.border.strong}' },
    },
  },
  defaultVariants: { orientation: 'horizontal', tone: 'default' },
});
