// The English of Editable. It joins the package's catalog when a page imports it (addEnglish, in
// Editable.tsx), so a page without it does not download it.

export const enEditable = {
  'core.editable.edit': 'Edit {label}',
  'core.editable.save': 'Save {label}',
  'core.editable.cancel': 'Cancel editing {label}',
};
