import { withParts } from '../../lib/parts';
import type {
  AlertActionsProps,
  AlertCloseTriggerProps,
  AlertContentProps,
  AlertDescriptionProps,
  AlertIconProps,
  AlertRootProps,
  AlertTitleProps,
} from './Alert';
import { Alert as AlertComposition } from './Alert';
import * as AlertParts from './namespace';

export {
  AlertActions,
  type AlertActionsProps,
  AlertCloseTrigger,
  type AlertCloseTriggerProps,
  AlertContent,
  type AlertContentProps,
  AlertDescription,
  type AlertDescriptionProps,
  AlertIcon,
  type AlertIconProps,
  type AlertProps,
  AlertRoot,
  type AlertRootProps,
  AlertTitle,
  type AlertTitleProps,
  type AlertTone,
} from './Alert';

/** `<Alert …>` with its parts under short names: `<Alert.Root>`, `Alert.RootProps`… */
export const Alert = /* @__PURE__ */ withParts(AlertComposition, AlertParts);
export declare namespace Alert {
  export type RootProps = AlertRootProps;
  export type IconProps = AlertIconProps;
  export type ContentProps = AlertContentProps;
  export type TitleProps = AlertTitleProps;
  export type DescriptionProps = AlertDescriptionProps;
  export type ActionsProps = AlertActionsProps;
  export type CloseTriggerProps = AlertCloseTriggerProps;
}
