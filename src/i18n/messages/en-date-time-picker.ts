// The English of DateTimePicker. It joins the package's catalog when a page imports it (addEnglish, in
// DateTimePicker.tsx), so a page without it does not download it.

export const enDateTimePicker = {
  'inputs.dateTimePicker.date': 'Date',
  'inputs.dateTimePicker.time': 'Time',
  'inputs.dateTimePicker.incomplete': 'Choose both a day and a time.',
};
