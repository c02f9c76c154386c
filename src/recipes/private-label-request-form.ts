import { defineSlotRecipe } from '@pandacss/dev';

// The request form of /dashboard. The frame is a Card; these slots lay out the fields in one column on phones
// and two from tablets up.
export const privateLabelRequestForm = defineSlotRecipe({
  className: 'private-label-request-form',
  jsx: ['PrivateLabelRequestForm'],
  slots: ['root', 'form', 'fieldset', 'legend', 'grid', 'wide', 'summary', 'actions'],
  base: {
    root: { scrollMarginTop: '4', _focusVisible: { outlineOffset: '2' } },
    form: { display: 'flex', flexDirection: 'column', gap: '6' },
    fieldset: { border: 'none', m: '0', p: '0', minW: '0', display: 'flex', flexDirection: 'column', gap: '4' },
    legend: { textStyle: 'small', fontWeight: 'semibold', color: 'fg.default', mb: '3', p: '0' },
    grid: {
      display: 'grid',
      gap: '4',
      gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
    },
    wide: { gridColumn: '1 / -1' },
    summary: {
      display: 'flex',
      alignItems: 'center',
      gap: '2',
      p: '3',
      borderRadius: 'md',
      borderWidth: 'thin',
      borderColor: 'danger.border',
      bg: 'danger.subtle',
      color: 'danger.subtleFg',
      textStyle: 'small',
      fontWeight: 'medium',
      '& svg': { w: '4', h: '4', flexShrink: '0' },
    },
    actions: { display: 'flex', justifyContent: 'flex-end' },
  },
});
