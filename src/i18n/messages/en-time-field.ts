// The English of TimeField and TimeRangeField. It joins the package's catalog when a page imports it (addEnglish, in
// TimeField.tsx), so a page without it does not download it.

export const enTimeField = {
  'inputs.timeField.hour': 'Hour',
  'inputs.timeField.minute': 'Minute',
  'inputs.timeField.second': 'Second',
  'inputs.timeField.dayPeriod': 'AM/PM',
  'inputs.timeField.empty': 'Empty',
  'inputs.timeField.incomplete': 'This time is incomplete: fill in every part.',
  'inputs.timeField.notBefore': 'Choose {min} or later.',
  'inputs.timeField.notAfter': 'Choose {max} or earlier.',
  'inputs.timeField.between': 'Choose a time from {min} to {max}.',
  'inputs.timeRangeField.start': 'From',
  'inputs.timeRangeField.end': 'To',
  'inputs.timeRangeField.endNotAfterStart': 'The end is not after the start: choose a later end.',
  'inputs.timePicker.showTimes': 'Show times',
};
