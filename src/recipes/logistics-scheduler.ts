import { defineSlotRecipe } from '@pandacss/dev';

// LogisticsScheduler composes Drawer, DatePicker, Badge and Button; these slots lay out the
// Shipment Summary, the 'Ready for shipping' note and the date error.
export const logisticsScheduler = defineSlotRecipe({
  className: 'logistics-scheduler',
  slots: [
    'root',
    'calendar',
    'summary',
    'summaryTitle',
    'summaryList',
    'summaryRow',
    'term',
    'value',
    'status',
    'error',
    'actions',
  ],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '5' },
    calendar: { display: 'flex', justifyContent: 'center' },
    summary: {
      display: 'flex',
      flexDirection: 'column',
      gap: '3',
      p: '4',
      bg: 'bg.subtle',
      borderWidth: 'thin',
      borderColor: 'border.default',
      borderRadius: 'lg',
    },
    summaryTitle: { textStyle: 'h4', color: 'fg.default' },
    summaryList: { display: 'flex', flexDirection: 'column', gap: '2', m: '0' },
    summaryRow: { display: 'flex', justifyContent: 'space-between', gap: '4', flexWrap: 'wrap' },
    term: { fontSize: 'sm', color: 'fg.muted' },
    value: {
      m: '0',
      fontSize: 'sm',
      fontWeight: 'semibold',
      color: 'fg.default',
      textAlign: 'end',
      fontVariantNumeric: 'tabular-nums',
    },
    status: { minH: '6' },
    error: {
      display: 'flex',
      alignItems: 'center',
      gap: '2',
      fontSize: 'sm',
      fontWeight: 'medium',
      color: 'danger.fg',
      '& svg': { flexShrink: 0, width: 'icon', height: 'icon' },
    },
    actions: { display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: '3', width: 'full' },
  },
});
