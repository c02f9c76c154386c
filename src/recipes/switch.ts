import { switchAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';
import { focusRing } from './focus-ring';
import { nativeInputOver } from './input';

export const switchRecipe = defineSlotRecipe({
  className: 'switch',
  jsx: ['Switch', 'SwitchRoot'],
  slots: switchAnatomy.keys(),
  base: {
    root: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: '3',
      position: 'relative',
      cursor: 'pointer',
      verticalAlign: 'middle',
      _disabled: { cursor: 'not-allowed' },
      // The track is the first thing in the row, centred on it.
      ...nativeInputOver({
        top: 'calc(50% - var(--switch-height) / 2)',
        width: 'var(--switch-width)',
        height: 'var(--switch-height)',
      }),
    },
    control: {
      display: 'inline-flex',
      alignItems: 'center',
      flexShrink: 0,
      boxSizing: 'border-box',
      width: 'var(--switch-width)',
      height: 'var(--switch-height)',
      p: '0.5',
      borderRadius: 'full',
      // Off: a mid grey that stands out from the page in both themes. On: the accent fill.
      bg: 'fg.subtle',
      transitionProperty: 'background',
      transitionDuration: 'normal',
      _checked: { bg: 'accent.solid' },
      _disabled: { opacity: 0.55 },
      // The real checkbox is transparent; its keyboard focus is drawn on the control.
      _focusVisible: focusRing,
    },
    thumb: {
      height: 'full',
      aspectRatio: '1 / 1',
      borderRadius: 'full',
      bg: 'accent.contrast',
      boxShadow: 'sm',
      transitionProperty: 'transform',
      transitionDuration: 'normal',
      _checked: { transform: 'translateX(calc((var(--switch-width) - var(--switch-height)) * var(--inline-sign, 1)))' },
    },
    label: { color: 'fg.default', userSelect: 'none', _disabled: { color: 'fg.muted' } },
  },
  variants: {
    size: {
      sm: { root: { '--switch-width': '{sizes.8}', '--switch-height': '{sizes.4}' }, label: { fontSize: 'sm' } },
      md: { root: { '--switch-width': '{sizes.10}', '--switch-height': '{sizes.5}' }, label: { fontSize: 'sm' } },
      lg: { root: { '--switch-width': '{sizes.12}', '--switch-height': '{sizes.6}' }, label: { fontSize: 'md' } },
    },
  },
  defaultVariants: { size: 'md' },
});
