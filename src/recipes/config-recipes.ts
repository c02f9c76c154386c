export { button } from './button';
