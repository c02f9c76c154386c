// The English of TextareaField. It joins the package's catalog when a page imports it (addEnglish, in
// TextareaField.tsx), so a page without it does not download it.

export const enTextareaField = {
  'inputs.textareaField.count': '{count, number} / {max, number}',
  'inputs.textareaField.countLabel': '{count, number} of {max, number} characters',
  'inputs.textareaField.remaining': '{remaining, plural, one {# character left.} other {# characters left.}}',
  'inputs.textareaField.full': 'The limit is {max, number} characters: nothing more can be added.',
  'inputs.textareaField.pasteTooLong':
    'Only {added, number} of the {pasted, number} pasted characters fit: the limit is {max, number}.',
};
