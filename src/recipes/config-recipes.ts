export { button } from './button';
export { srOnly } from './visually-hidden';
