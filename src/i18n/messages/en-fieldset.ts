// The English of Fieldset. It joins the package's catalog when a page imports it (addEnglish, in
// Fieldset.tsx), so a page without it does not download it.

export const enFieldset = {
  'inputs.fieldset.required': 'required',
};
