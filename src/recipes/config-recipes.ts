export { button } from './button';
export { srOnly } from './visually-hidden';
export { badge } from './badge';
export { heading } from './heading';
export { text } from './text';
export { link } from './link';
export { input } from './input';
export { textarea } from './textarea';
