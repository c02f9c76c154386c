// One line per component folder.
export * from './button';
export * from './status-page';
export * from './theme-toggle';
export * from './select';
export * from './date-picker';
export * from './visually-hidden';
export * from './badge';
export * from './projects-provider';
export * from './language-select';
export * from './heading';
export * from './text';
export * from './card';
export * from './link';
export * from './thread-list';
