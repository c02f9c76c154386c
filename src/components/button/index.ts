export {
  Button,
  type ButtonProps,
  type ButtonSize,
  type ButtonTone,
  type ButtonVariant,
  IconButton,
  type IconButtonProps,
} from './Button';
