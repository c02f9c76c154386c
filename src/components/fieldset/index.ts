import { withParts } from '../../lib/parts';
import type {
  FieldsetErrorTextProps,
  FieldsetHelperTextProps,
  FieldsetLegendProps,
  FieldsetRequiredIndicatorProps,
  FieldsetRootProps,
} from './Fieldset';
import { Fieldset as FieldsetComposition } from './Fieldset';
import * as FieldsetParts from './namespace';

export {
  FieldsetErrorText,
  type FieldsetErrorTextProps,
  FieldsetHelperText,
  type FieldsetHelperTextProps,
  FieldsetLegend,
  type FieldsetLegendProps,
  type FieldsetProps,
  FieldsetRequiredIndicator,
  type FieldsetRequiredIndicatorProps,
  FieldsetRoot,
  type FieldsetRootProps,
  FieldsetRootProvider,
  useFieldset,
  useFieldsetContext,
} from './Fieldset';

/** `<Fieldset …>` with its parts under short names: `<Fieldset.Root>`, `Fieldset.RootProps`… */
export const Fieldset = /* @__PURE__ */ withParts(FieldsetComposition, FieldsetParts);
export declare namespace Fieldset {
  export type RootProps = FieldsetRootProps;
  export type LegendProps = FieldsetLegendProps;
  export type HelperTextProps = FieldsetHelperTextProps;
  export type ErrorTextProps = FieldsetErrorTextProps;
  export type RequiredIndicatorProps = FieldsetRequiredIndicatorProps;
}
