// The English of Steps. It joins the package's catalog when a page imports it (addEnglish, in
// Steps.tsx), so a page without it does not download it.

export const enSteps = {
  'core.steps.label': 'Steps',
  'core.steps.completed': 'Completed',
  'core.steps.current': 'Current step',
  'core.steps.upcoming': 'Not started',
  'core.steps.back': 'Back',
  'core.steps.next': 'Next',
};
