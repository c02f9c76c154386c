// FileUpload's English. It joins the package's catalog when a page imports FileUpload (addEnglish, in
// FileUpload.tsx), so a page without one does not download it. ICU: {count, plural, …} picks the plural form.

export const enFileUpload = {
  'inputs.fileUpload.label': 'Drag files here or click to upload',
  'inputs.fileUpload.autoHint': '{types} up to {size}',
  'inputs.fileUpload.files': 'Added files',
  'inputs.fileUpload.remove': 'Remove {name}',
  'inputs.fileUpload.added': '{count, plural, one {# file added} other {# files added}}',
  'inputs.fileUpload.removed': '{name} removed',
  'inputs.fileUpload.errorType': '{name}: this file type is not allowed. Allowed types: {types}.',
  'inputs.fileUpload.errorSize': '{name} is too large ({size}). The limit is {max}.',
  'inputs.fileUpload.errorEmpty': '{name} is empty (0 bytes). Choose a file with content.',
  'inputs.fileUpload.errorTooMany': '{name} was not added: you can upload at most {max, plural, one {# file} other {# files}}.',
  'inputs.fileUpload.errorExists': '{name} has already been added.',
  'inputs.fileUpload.errorInvalid': '{name} could not be added.',
};
