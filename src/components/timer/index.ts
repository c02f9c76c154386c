import { withParts } from '../../lib/parts';
import * as TimerParts from './namespace';
import type {
  TimerActionTriggerProps,
  TimerAreaProps,
  TimerControlProps,
  TimerItemProps,
  TimerLabelProps,
  TimerRootProps,
  TimerRootProviderProps,
  TimerSeparatorProps,
  TimerStatusProps,
  TimerValueTextProps,
} from './Timer';
import { Timer as TimerComposition } from './Timer';

export {
  type TimerAction,
  TimerActionTrigger,
  type TimerActionTriggerProps,
  TimerArea,
  type TimerAreaProps,
  TimerContext,
  TimerControl,
  type TimerControlProps,
  TimerItem,
  type TimerItemProps,
  TimerLabel,
  type TimerLabelProps,
  type TimerProps,
  TimerRoot,
  type TimerRootProps,
  TimerRootProvider,
  type TimerRootProviderProps,
  TimerSeparator,
  type TimerSeparatorProps,
  TimerStatus,
  type TimerStatusProps,
  type TimerTickDetails,
  type TimerUnit,
  TimerValueText,
  type TimerValueTextProps,
  useTimeInWords,
  useTimer,
  useTimerContext,
} from './Timer';

/** `<Timer …>` with its parts under short names: `<Timer.Root>`, `Timer.RootProps`… */
export const Timer = /* @__PURE__ */ withParts(TimerComposition, TimerParts);
export declare namespace Timer {
  export type RootProps = TimerRootProps;
  export type RootProviderProps = TimerRootProviderProps;
  export type AreaProps = TimerAreaProps;
  export type ItemProps = TimerItemProps;
  export type SeparatorProps = TimerSeparatorProps;
  export type ControlProps = TimerControlProps;
  export type ActionTriggerProps = TimerActionTriggerProps;
  export type LabelProps = TimerLabelProps;
  export type ValueTextProps = TimerValueTextProps;
  export type StatusProps = TimerStatusProps;
}
