// The English of PasswordInput. It joins the package's catalog when a page imports it (addEnglish, in
// PasswordInput.tsx), so a page without it does not download it.

export const enPasswordInput = {
  'inputs.password.show': 'Show password',
  'inputs.password.hide': 'Hide password',
};
