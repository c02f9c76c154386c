export { badge } from './badge';
export { button } from './button';
export { heading } from './heading';
export { input } from './input';
export { link } from './link';
export { text } from './text';
export { textarea } from './textarea';
export { srOnly } from './visually-hidden';
