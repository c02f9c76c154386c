// The English of CheckboxGroup. It joins the package's catalog when a page imports it (addEnglish, in
// CheckboxGroup.tsx), so a page without it does not download it.

export const enCheckboxGroup = {
  'inputs.checkboxGroup.max': 'You can choose at most {max, plural, one {# option} other {# options}}.',
  'inputs.checkboxGroup.min': 'Choose at least {min, plural, one {# option} other {# options}}.',
};
