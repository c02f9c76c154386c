import { toggleGroupAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';
import { focusRing } from './focus-ring';
import { labelBase } from './input';

// Toggle buttons side by side on one frame: a view switch (Table / Cards) or filter chips.
export const toggleGroup = defineSlotRecipe({
  className: 'toggle-group',
  jsx: ['ToggleGroup', 'ToggleGroupRoot'],
  // `wrapper` and `label` are ours: the convenience ToggleGroup's visible name above the buttons.
  slots: [...toggleGroupAnatomy.keys(), 'wrapper', 'label'],
  base: {
    wrapper: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '1.5', maxW: 'full' },
    label: labelBase,
    root: {
      display: 'inline-flex',
      flexWrap: 'wrap',
      gap: '1',
      p: '1',
      maxW: 'full',
      borderRadius: 'lg',
      borderWidth: 'thin',
      borderColor: 'border.default',
      bg: 'bg.surface',
      _vertical: { flexDirection: 'column', alignItems: 'stretch' },
      _disabled: { bg: 'bg.subtle' },
    },
    item: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      gap: '2',
      minH: '9',
      minW: '9',
      px: '3',
      borderRadius: 'md',
      fontSize: 'sm',
      fontWeight: 'medium',
      color: 'fg.muted',
      cursor: 'pointer',
      userSelect: 'none',
      transitionProperty: 'background, color',
      transitionDuration: 'fast',
      _hover: { _enabled: { bg: 'bg.muted', color: 'fg.default' } },
      _on: { bg: 'accent.subtle', color: 'accent.fg', _hover: { _enabled: { bg: 'accent.muted', color: 'accent.fg' } } },
      _focusVisible: focusRing,
      _disabled: { cursor: 'not-allowed', color: 'fg.disabled' },
      '& svg': { flexShrink: 0, width: 'icon', height: 'icon' },
    },
  },
});
