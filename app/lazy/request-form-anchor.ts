// What the top bar takes from the request form's module: the form's id and the helper that scrolls to it.
// Importing them from that module would bring the whole form (slider, popover) into every dashboard page's
// first load, so app/vite.config.ts gives the top bar this module instead. The id must stay the form's.
export const NEW_REQUEST_ID = 'new-request';
export { revealSection } from '../../src/blocks/dashboard/private-label-request-form/reveal-section';
