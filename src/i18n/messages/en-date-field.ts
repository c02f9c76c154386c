// DateField's English. It joins the package's catalog when a page imports DateField (addEnglish, in
// DateField.tsx), so a page without it does not download it. ICU: {min} and {max} are dates as the page reads them.

export const enDateField = {
  'inputs.dateField.day': 'Day',
  'inputs.dateField.month': 'Month',
  'inputs.dateField.year': 'Year',
  'inputs.dateField.empty': 'Empty',
  'inputs.dateField.incomplete': 'This date is incomplete: fill in the day, the month and the year.',
  'inputs.dateField.notBefore': 'Choose {min} or later.',
  'inputs.dateField.notAfter': 'Choose {max} or earlier.',
  'inputs.dateField.between': 'Choose a date from {min} to {max}.',
};
