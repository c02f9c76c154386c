import { withParts } from '../../lib/parts';
import * as TimePickerParts from './namespace';
import type {
  TimePickerContentProps,
  TimePickerItemIndicatorProps,
  TimePickerItemProps,
  TimePickerItemTextProps,
  TimePickerPositionerProps,
  TimePickerRootProviderProps,
  TimePickerTriggerProps,
} from './TimePicker';
import { TimePicker as TimePickerComposition } from './TimePicker';

export {
  TimePickerContent,
  type TimePickerContentProps,
  TimePickerItem,
  TimePickerItemIndicator,
  type TimePickerItemIndicatorProps,
  type TimePickerItemProps,
  TimePickerItemText,
  type TimePickerItemTextProps,
  type TimePickerOption,
  TimePickerPositioner,
  type TimePickerPositionerProps,
  type TimePickerProps,
  TimePickerRootProvider,
  type TimePickerRootProviderProps,
  TimePickerTrigger,
  type TimePickerTriggerProps,
  type UseTimePickerListProps,
  useTimePickerList,
} from './TimePicker';
export { timesBetween } from './time-list';

/** `<TimePicker …>` with its list's parts under short names: `<TimePicker.Trigger>`, `TimePicker.ItemProps`… */
export const TimePicker = /* @__PURE__ */ withParts(TimePickerComposition, TimePickerParts);
export declare namespace TimePicker {
  export type RootProviderProps = TimePickerRootProviderProps;
  export type TriggerProps = TimePickerTriggerProps;
  export type PositionerProps = TimePickerPositionerProps;
  export type ContentProps = TimePickerContentProps;
  export type ItemProps = TimePickerItemProps;
  export type ItemTextProps = TimePickerItemTextProps;
  export type ItemIndicatorProps = TimePickerItemIndicatorProps;
}
