// Slot recipes: one per multi-part component, slots taken from the Ark anatomy.
export { statusPage } from './status-page';
export { select } from './select';
export { datePicker } from './date-picker';
export { card } from './card';
export { threadList } from './thread-list';
