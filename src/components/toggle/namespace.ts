export {
  ToggleContext as Context,
  ToggleIndicator as Indicator,
  type ToggleIndicatorProps as IndicatorProps,
  ToggleRoot as Root,
  type ToggleRootProps as RootProps,
} from './Toggle';
