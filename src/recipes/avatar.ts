import { avatarAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';

export const avatar = defineSlotRecipe({
  className: 'avatar',
  jsx: ['Avatar', 'AvatarRoot'],
  slots: avatarAnatomy.keys(),
  base: {
    root: {
      position: 'relative',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      flexShrink: 0,
      overflow: 'hidden',
      borderRadius: 'full',
      bg: 'accent.subtle',
      color: 'accent.fg',
      fontWeight: 'semibold',
      userSelect: 'none',
      verticalAlign: 'middle',
    },
    image: { width: 'full', height: 'full', objectFit: 'cover' },
    fallback: { lineHeight: 'none', textTransform: 'uppercase' },
  },
  variants: {
    size: {
      sm: { root: { width: '8', height: '8', fontSize: 'xs' } },
      md: { root: { width: '10', height: '10', fontSize: 'sm' } },
      lg: { root: { width: '16', height: '16', fontSize: 'xl' } },
    },
  },
  defaultVariants: { size: 'md' },
});
