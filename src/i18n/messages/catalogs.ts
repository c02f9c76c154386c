// Every message catalog, one line per area.
export { common } from './common';
export { pages } from './pages';
export { core } from './core';
export { overlay } from './overlay';
export { inputs } from './inputs';
export { operations } from './operations';
export { account } from './account';
export { insights } from './insights';
export { site } from './site';
export { dashboard } from './dashboard';
