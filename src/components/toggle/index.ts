export * as Toggle from './namespace';
export {
  ToggleContext,
  ToggleIndicator,
  type ToggleIndicatorProps,
  ToggleRoot,
  type ToggleRootProps,
  type ToggleSize,
  type ToggleVariant,
  useToggle,
  useToggleContext,
} from './Toggle';
