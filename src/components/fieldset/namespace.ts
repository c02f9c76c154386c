export {
  FieldsetErrorText as ErrorText,
  type FieldsetErrorTextProps as ErrorTextProps,
  FieldsetHelperText as HelperText,
  type FieldsetHelperTextProps as HelperTextProps,
  FieldsetLegend as Legend,
  type FieldsetLegendProps as LegendProps,
  FieldsetRequiredIndicator as RequiredIndicator,
  type FieldsetRequiredIndicatorProps as RequiredIndicatorProps,
  FieldsetRoot as Root,
  type FieldsetRootProps as RootProps,
  FieldsetRootProvider as RootProvider,
} from './Fieldset';
