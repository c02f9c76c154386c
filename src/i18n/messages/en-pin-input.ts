// The English of PinInput. It joins the package's catalog when a page imports it (addEnglish, in
// PinInput.tsx), so a page without it does not download it.

export const enPinInput = {
  'inputs.pinInput.digit': 'Digit {index, number} of {count, number}',
  'inputs.pinInput.character': 'Character {index, number} of {count, number}',
  'inputs.pinInput.refusedNumeric': '“{text}” was not added: this code has digits only.',
  'inputs.pinInput.refusedAlphanumeric': '“{text}” was not added: this code has letters and digits only.',
};
