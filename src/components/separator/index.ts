export { Separator, type SeparatorOrientation, type SeparatorProps, type SeparatorTone } from './Separator';
