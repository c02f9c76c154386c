// Every message catalog, one line per area.

export { account } from './account';
export { common } from './common';
export { core } from './core';
export { dashboard } from './dashboard';
export { inputs } from './inputs';
export { insights } from './insights';
export { operations } from './operations';
export { overlay } from './overlay';
export { pages } from './pages';
export { site } from './site';
