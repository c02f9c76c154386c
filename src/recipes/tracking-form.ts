import { defineSlotRecipe } from '@pandacss/dev';

// Ark has no form anatomy: the slots are our own. The field and the button sit side by side from `sm` up.
export const trackingForm = defineSlotRecipe({
  className: 'tracking-form',
  slots: ['root', 'field', 'submit'],
  base: {
    root: {
      display: 'flex',
      flexDirection: { base: 'column', sm: 'row' },
      alignItems: { base: 'stretch', sm: 'flex-start' },
      gap: '3',
      w: 'full',
    },
    field: { flex: '1', minW: '0' },
    // Lines the button up with the input under the label.
    submit: { flexShrink: '0', mt: { base: '0', sm: '7' } },
  },
});
