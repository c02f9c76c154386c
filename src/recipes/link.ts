import { defineRecipe } from '@pandacss/dev';

export const link = defineRecipe({
  className: 'link',
  jsx: ['Link'],
  base: {
    cursor: 'pointer',
    borderRadius: 'xs',
    transitionProperty: 'color, text-decoration-color',
    transitionDuration: 'fast',
    '& svg': { display: 'inline-block', width: 'icon', height: 'icon', verticalAlign: 'middle', ms: '1' },
  },
  variants: {
    variant: {
      /** In running text: accent colour and always underlined, so it never relies on colour alone. */
      inline: {
        color: 'accent.fg',
        textDecoration: 'underline',
        _hover: { color: 'fg.default' },
      },
      /** Navigation and lists: inherits the text colour, underlined on hover, bold when current. */
      plain: {
        color: 'inherit',
        textDecoration: 'none',
        _hover: { textDecoration: 'underline' },
        _currentPage: { fontWeight: 'semibold', color: 'accent.fg' },
      },
    },
  },
  defaultVariants: { variant: 'inline' },
});
