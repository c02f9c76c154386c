// DateRangePicker's own English, beside DatePicker's (en-date-picker.ts), which it also uses. It joins the
// package's catalog when a page imports DateRangePicker (addEnglish, in DateRangePicker.tsx), so a page with
// only a DatePicker does not download it. ICU: {name} is a value.

export const enDateRangePicker = {
  'inputs.datePicker.startDate': 'Start date',
  'inputs.datePicker.endDate': 'End date',
  'inputs.datePicker.clearRange': 'Clear dates',
  'inputs.datePicker.rangeChosen': 'From {start} to {end}',
  'inputs.datePicker.rangeStarted': 'From {start}. Choose the end date.',
  'inputs.datePicker.presets': 'Quick ranges',
  'inputs.datePicker.preset.thisWeek': 'This week',
  'inputs.datePicker.preset.nextWeek': 'Next week',
  'inputs.datePicker.preset.next7Days': 'Next 7 days',
  'inputs.datePicker.preset.next30Days': 'Next 30 days',
  'inputs.datePicker.preset.last7Days': 'Last 7 days',
  'inputs.datePicker.preset.last30Days': 'Last 30 days',
  'inputs.datePicker.preset.thisMonth': 'This month',
  'inputs.datePicker.preset.nextMonth': 'Next month',
  'inputs.datePicker.preset.lastMonth': 'Last month',
};
