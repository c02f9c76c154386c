import { withParts } from '../../lib/parts';
import * as TimeFieldParts from './namespace';
import type {
  TimeFieldControlProps,
  TimeFieldHiddenInputProps,
  TimeFieldLabelProps,
  TimeFieldRootProviderProps,
  TimeFieldSegmentGroupProps,
  TimeFieldSegmentProps,
} from './TimeField';
import { TimeField as TimeFieldComposition } from './TimeField';

export {
  type HourCycle,
  TimeFieldContext,
  TimeFieldControl,
  type TimeFieldControlProps,
  TimeFieldHiddenInput,
  type TimeFieldHiddenInputProps,
  TimeFieldLabel,
  type TimeFieldLabelProps,
  type TimeFieldProps,
  TimeFieldRootProvider,
  type TimeFieldRootProviderProps,
  TimeFieldSegment,
  TimeFieldSegmentGroup,
  type TimeFieldSegmentGroupProps,
  type TimeFieldSegmentProps,
  type TimeFieldSize,
  type TimeGranularity,
  type UseTimeFieldProps,
  useTimeField,
  useTimeFieldContext,
} from './TimeField';
export { type TimeRange, TimeRangeField, type TimeRangeFieldProps } from './TimeRangeField';

/** `<TimeField …>` with its parts under short names: `<TimeField.RootProvider>`, `TimeField.SegmentProps`… */
export const TimeField = /* @__PURE__ */ withParts(TimeFieldComposition, TimeFieldParts);
export declare namespace TimeField {
  export type RootProviderProps = TimeFieldRootProviderProps;
  export type LabelProps = TimeFieldLabelProps;
  export type ControlProps = TimeFieldControlProps;
  export type SegmentGroupProps = TimeFieldSegmentGroupProps;
  export type SegmentProps = TimeFieldSegmentProps;
  export type HiddenInputProps = TimeFieldHiddenInputProps;
}
