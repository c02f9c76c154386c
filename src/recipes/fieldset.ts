import { fieldsetAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';

export const fieldset = defineSlotRecipe({
  className: 'fieldset',
  jsx: ['Fieldset', 'FieldsetRoot', 'CheckboxGroup'],
  // `requiredIndicator` is ours: the '*' after the legend of a group that needs an answer.
  slots: [...fieldsetAnatomy.keys(), 'requiredIndicator'],
  base: {
    root: {
      display: 'flex',
      flexDirection: 'column',
      gap: '3',
      minWidth: '0',
      m: '0',
      p: '0',
      borderWidth: '0',
    },
    // A legend is not a flex item of its fieldset, so its distance to what follows is its own margin.
    legend: {
      p: '0',
      mb: '2',
      fontSize: 'sm',
      fontWeight: 'medium',
      color: 'fg.default',
      _disabled: { color: 'fg.muted' },
    },
    requiredIndicator: { color: 'danger.fg', marginInlineStart: '0.5' },
    helperText: { fontSize: 'sm', color: 'fg.muted' },
    errorText: {
      display: 'flex',
      alignItems: 'center',
      gap: '1',
      fontSize: 'sm',
      color: 'danger.fg',
      '& svg': { flexShrink: 0, width: 'icon', height: 'icon' },
    },
  },
});
