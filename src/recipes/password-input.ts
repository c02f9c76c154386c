import { passwordInputAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';
import { focusRing } from './focus-ring';
import { inputBase, inputSizes, labelBase } from './input';

export const passwordInput = defineSlotRecipe({
  className: 'password-input',
  jsx: ['PasswordInput', 'PasswordInputRoot'],
  slots: passwordInputAnatomy.keys(),
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1.5', width: 'full' },
    label: labelBase,
    control: { position: 'relative', display: 'flex', width: 'full' },
    input: {
      ...inputBase,
      // Room for the show/hide button inside the box's end.
      paddingInlineEnd: 'calc(var(--password-input-trigger-size) + {spacing.1})',
    },
    visibilityTrigger: {
      position: 'absolute',
      insetBlock: '0',
      insetInlineEnd: '0',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      width: 'var(--password-input-trigger-size)',
      color: 'fg.muted',
      bg: 'transparent',
      borderRadius: 'md',
      cursor: 'pointer',
      _hover: { _enabled: { color: 'fg.default' } },
      _focusVisible: { ...focusRing, outlineOffset: '-0.5' },
      _disabled: { cursor: 'not-allowed', opacity: 0.45 },
    },
    indicator: { display: 'inline-flex', '& svg': { width: 'icon', height: 'icon' } },
  },
  variants: {
    size: {
      sm: { root: { '--password-input-trigger-size': '{sizes.8}' }, input: inputSizes.sm },
      md: { root: { '--password-input-trigger-size': '{sizes.10}' }, input: inputSizes.md },
      lg: { root: { '--password-input-trigger-size': '{sizes.12}' }, input: inputSizes.lg },
    },
  },
  defaultVariants: { size: 'md' },
});
