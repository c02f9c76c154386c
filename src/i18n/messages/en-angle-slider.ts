// The English of AngleSlider. It joins the package's catalog when a page imports it (addEnglish, in
// AngleSlider.tsx), so a page without it does not download it.

export const enAngleSlider = {
  // The angle as shown beside the label, e.g. '90°'.
  'inputs.angleSlider.value': '{value, number}°',
  // The angle as a screen reader reads it (`aria-valuetext`), e.g. '90 degrees'.
  'inputs.angleSlider.valueText': '{value, plural, one {# degree} other {# degrees}}',
};
