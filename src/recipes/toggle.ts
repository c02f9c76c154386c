import { toggleAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';
import { focusRing } from './focus-ring';

// One toggle button on its own (bold, a favourite, "show archived"): a button that stays pressed, drawn
// in the accent while it is, like a ToggleGroup's pressed item.
// A variant's colours come after the base's in the cascade (Panda layers a slot recipe's base beneath its
// variants), so hover and pressed are given with each variant's resting colours.
const states = {
  _hover: { _enabled: { bg: 'bg.muted', color: 'fg.default' } },
  _on: {
    bg: 'accent.subtle',
    color: 'accent.fg',
    borderColor: 'accent.muted',
    _hover: { _enabled: { bg: 'accent.muted', color: 'accent.fg' } },
  },
};

export const toggle = defineSlotRecipe({
  className: 'toggle',
  jsx: ['Toggle', 'ToggleRoot'],
  slots: toggleAnatomy.keys(),
  base: {
    root: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      gap: '2',
      flexShrink: 0,
      borderRadius: 'md',
      borderWidth: 'thin',
      fontWeight: 'medium',
      color: 'fg.muted',
      cursor: 'pointer',
      userSelect: 'none',
      whiteSpace: 'nowrap',
      transitionProperty: 'background, color, border-color',
      transitionDuration: 'fast',
      _focusVisible: focusRing,
      _disabled: { cursor: 'not-allowed', color: 'fg.disabled', opacity: 0.6 },
      '& svg': { flexShrink: 0, width: 'icon', height: 'icon' },
    },
    indicator: { display: 'inline-flex' },
  },
  variants: {
    variant: {
      // A frame when not pressed, so it reads as a button beside others.
      outline: { root: { borderColor: 'border.default', bg: 'bg.surface', ...states } },
      // No frame until pressed, for a toolbar of icons.
      ghost: { root: { borderColor: 'transparent', bg: 'transparent', ...states } },
    },
    size: {
      // A Button's heights, so a toggle lines up with the buttons beside it.
      sm: { root: { h: '8', minW: '8', px: '2', fontSize: 'sm' } },
      md: { root: { h: '10', minW: '10', px: '3', fontSize: 'sm' } },
      lg: { root: { h: '12', minW: '12', px: '4', fontSize: 'md' } },
    },
  },
  defaultVariants: { variant: 'outline', size: 'md' },
});
