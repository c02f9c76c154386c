import { withParts } from '../../lib/parts';
import type {
  DateFieldControlProps,
  DateFieldHiddenInputProps,
  DateFieldLabelProps,
  DateFieldRootProviderProps,
  DateFieldSegmentGroupProps,
  DateFieldSegmentProps,
} from './DateField';
import { DateField as DateFieldComposition } from './DateField';
import * as DateFieldParts from './namespace';

export {
  DateFieldContext,
  DateFieldControl,
  type DateFieldControlProps,
  DateFieldHiddenInput,
  type DateFieldHiddenInputProps,
  DateFieldLabel,
  type DateFieldLabelProps,
  type DateFieldProps,
  DateFieldRootProvider,
  type DateFieldRootProviderProps,
  DateFieldSegment,
  DateFieldSegmentGroup,
  type DateFieldSegmentGroupProps,
  type DateFieldSegmentProps,
  type DateFieldSize,
  type UseDateFieldProps,
  useDateField,
  useDateFieldContext,
} from './DateField';

/** `<DateField …>` with its parts under short names: `<DateField.RootProvider>`, `DateField.SegmentProps`… */
export const DateField = /* @__PURE__ */ withParts(DateFieldComposition, DateFieldParts);
export declare namespace DateField {
  export type RootProviderProps = DateFieldRootProviderProps;
  export type LabelProps = DateFieldLabelProps;
  export type ControlProps = DateFieldControlProps;
  export type SegmentGroupProps = DateFieldSegmentGroupProps;
  export type SegmentProps = DateFieldSegmentProps;
  export type HiddenInputProps = DateFieldHiddenInputProps;
}
