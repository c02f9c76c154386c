export { ThemeToggle, type ThemeToggleProps } from './ThemeToggle';
