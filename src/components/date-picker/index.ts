import { withParts } from '../../lib/parts';
import type {
  DatePickerBodyProps,
  DatePickerCalendarProps,
  DatePickerClearTriggerProps,
  DatePickerContentProps,
  DatePickerControlProps,
  DatePickerInputProps,
  DatePickerLabelProps,
  DatePickerNextTriggerProps,
  DatePickerPositionerProps,
  DatePickerPresetsProps,
  DatePickerPresetTriggerProps,
  DatePickerPrevTriggerProps,
  DatePickerRangeTextProps,
  DatePickerRootProps,
  DatePickerTableBodyProps,
  DatePickerTableCellProps,
  DatePickerTableCellTriggerProps,
  DatePickerTableHeaderProps,
  DatePickerTableHeadProps,
  DatePickerTableProps,
  DatePickerTableRowProps,
  DatePickerTriggerProps,
  DatePickerViewControlProps,
  DatePickerViewProps,
  DatePickerViewTriggerProps,
} from './DatePicker';
import { DatePicker as DatePickerComposition } from './DatePicker';
import * as DatePickerParts from './namespace';

export {
  DatePickerBody,
  type DatePickerBodyProps,
  DatePickerCalendar,
  type DatePickerCalendarProps,
  DatePickerClearTrigger,
  type DatePickerClearTriggerProps,
  DatePickerContent,
  type DatePickerContentProps,
  DatePickerContext,
  DatePickerControl,
  type DatePickerControlProps,
  DatePickerInput,
  type DatePickerInputProps,
  DatePickerLabel,
  type DatePickerLabelProps,
  type DatePickerMode,
  DatePickerNextTrigger,
  type DatePickerNextTriggerProps,
  DatePickerPositioner,
  type DatePickerPositionerProps,
  DatePickerPresets,
  type DatePickerPresetsProps,
  DatePickerPresetTrigger,
  type DatePickerPresetTriggerProps,
  DatePickerPrevTrigger,
  type DatePickerPrevTriggerProps,
  type DatePickerProps,
  DatePickerRangeText,
  type DatePickerRangeTextProps,
  DatePickerRoot,
  type DatePickerRootProps,
  DatePickerTable,
  DatePickerTableBody,
  type DatePickerTableBodyProps,
  DatePickerTableCell,
  type DatePickerTableCellProps,
  DatePickerTableCellTrigger,
  type DatePickerTableCellTriggerProps,
  DatePickerTableHead,
  DatePickerTableHeader,
  type DatePickerTableHeaderProps,
  type DatePickerTableHeadProps,
  type DatePickerTableProps,
  DatePickerTableRow,
  type DatePickerTableRowProps,
  DatePickerTrigger,
  type DatePickerTriggerProps,
  DatePickerView,
  DatePickerViewControl,
  type DatePickerViewControlProps,
  type DatePickerViewProps,
  DatePickerViewTrigger,
  type DatePickerViewTriggerProps,
  useDatePickerContext,
} from './DatePicker';
export { DateRangePicker, type DateRangePickerProps, type DateRangePresetOption } from './DateRangePicker';
export { DATE_RANGE_PRESETS, type DateRange, type DateRangePresetName } from './date-range-presets';

/** `<DatePicker …>` with its parts under short names: `<DatePicker.Root>`, `DatePicker.RootProps`… */
export const DatePicker = /* @__PURE__ */ withParts(DatePickerComposition, DatePickerParts);
export declare namespace DatePicker {
  export type RootProps = DatePickerRootProps;
  export type LabelProps = DatePickerLabelProps;
  export type ControlProps = DatePickerControlProps;
  export type InputProps = DatePickerInputProps;
  export type TriggerProps = DatePickerTriggerProps;
  export type ClearTriggerProps = DatePickerClearTriggerProps;
  export type PositionerProps = DatePickerPositionerProps;
  export type ContentProps = DatePickerContentProps;
  export type CalendarProps = DatePickerCalendarProps;
  export type ViewProps = DatePickerViewProps;
  export type ViewControlProps = DatePickerViewControlProps;
  export type PrevTriggerProps = DatePickerPrevTriggerProps;
  export type NextTriggerProps = DatePickerNextTriggerProps;
  export type ViewTriggerProps = DatePickerViewTriggerProps;
  export type RangeTextProps = DatePickerRangeTextProps;
  export type TableProps = DatePickerTableProps;
  export type TableHeadProps = DatePickerTableHeadProps;
  export type TableHeaderProps = DatePickerTableHeaderProps;
  export type TableBodyProps = DatePickerTableBodyProps;
  export type TableRowProps = DatePickerTableRowProps;
  export type TableCellProps = DatePickerTableCellProps;
  export type TableCellTriggerProps = DatePickerTableCellTriggerProps;
  export type PresetTriggerProps = DatePickerPresetTriggerProps;
  export type PresetsProps = DatePickerPresetsProps;
  export type BodyProps = DatePickerBodyProps;
}
