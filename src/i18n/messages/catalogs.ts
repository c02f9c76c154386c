// Every message catalog, one line per area.
export { common } from './common';
