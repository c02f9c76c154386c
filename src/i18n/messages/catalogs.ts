// Every message catalog, one line per area.
export { common } from './common';
export { pages } from './pages';
export { account } from './account';
export { operations } from './operations';
export { overlay } from './overlay';
