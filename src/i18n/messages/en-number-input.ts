// The English of NumberInput. It joins the package's catalog when a page imports it (addEnglish, in
// NumberInput.tsx), so a page without it does not download it.

export const enNumberInput = {
  'inputs.numberInput.increment': 'Increase',
  'inputs.numberInput.decrement': 'Decrease',
  'inputs.numberInput.refused': 'Only a number can be entered here.',
  'inputs.numberInput.cleared': '“{text}” is not a number, so it was removed.',
  'inputs.numberInput.changed': '“{text}” is not a number, so it was changed to {value}.',
  'inputs.numberInput.aboveMax': '{text} is more than the maximum, so it was changed to {max}.',
  'inputs.numberInput.belowMin': '{text} is less than the minimum, so it was changed to {min}.',
};
