import { defineRecipe } from '@pandacss/dev';

// Buttons in a row or a column, spaced or attached. Attached, the buttons overlap by one border so two
// borders read as one, the corners between them are square, and a line divides buttons that have no border
// of their own (solid, subtle, ghost). The focused button is lifted so its whole focus ring shows.
const overlap = 'calc({borderWidths.thin} * -1)';

export const buttonGroup = defineRecipe({
  className: 'button-group',
  jsx: ['ButtonGroup'],
  base: {
    display: 'inline-flex',
    maxW: 'full',
    '& > *': { position: 'relative' },
    '& > *:focus-visible': { zIndex: 1 },
  },
  variants: {
    orientation: {
      horizontal: { flexDirection: 'row', alignItems: 'center' },
      vertical: { flexDirection: 'column', alignItems: 'stretch' },
    },
    attached: {
      true: {},
      false: { gap: '2', flexWrap: 'wrap' },
    },
  },
  compoundVariants: [
    {
      orientation: 'horizontal',
      attached: true,
      css: {
        '& > *:not(:first-child)': {
          marginInlineStart: overlap,
          borderStartStartRadius: '0',
          borderEndStartRadius: '0',
          borderInlineStartColor: 'border.default',
        },
        '& > *:not(:last-child)': { borderStartEndRadius: '0', borderEndEndRadius: '0' },
      },
    },
    {
      orientation: 'vertical',
      attached: true,
      css: {
        '& > *:not(:first-child)': {
          marginTop: overlap,
          borderStartStartRadius: '0',
          borderStartEndRadius: '0',
          borderTopColor: 'border.default',
        },
        '& > *:not(:last-child)': { borderEndStartRadius: '0', borderEndEndRadius: '0' },
      },
    },
  ],
  defaultVariants: { orientation: 'horizontal', attached: false },
});
