// One line per component folder.
export * from './button';
export * from './theme-toggle';
export * from './status-page';
export * from './select';
