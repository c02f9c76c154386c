export { CommandPalette, type CommandPaletteItem, type CommandPaletteProps } from './CommandPalette';
