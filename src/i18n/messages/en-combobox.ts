// The English of Combobox. It joins the package's catalog when a page imports it (addEnglish, in
// Combobox.tsx), so a page without it does not download it.

export const enCombobox = {
  'overlay.combobox.placeholder': 'Type to search',
  'overlay.combobox.open': 'Show options',
  'overlay.combobox.clear': 'Clear',
  'overlay.combobox.remove': 'Remove {label}',
  'overlay.combobox.selected': 'Selected',
  'overlay.combobox.empty': 'No results',
  'overlay.combobox.results': '{count, plural, one {# result} other {# results}}',
  'overlay.combobox.error': 'The options could not be loaded.',
};
