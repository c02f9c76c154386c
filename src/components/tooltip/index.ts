import { withParts } from '../../lib/parts';
import * as TooltipParts from './namespace';
import type {
  TooltipArrowProps,
  TooltipArrowTipProps,
  TooltipContentProps,
  TooltipPositionerProps,
  TooltipRootProps,
  TooltipTriggerProps,
} from './Tooltip';
import { Tooltip as TooltipComposition } from './Tooltip';

export {
  TOOLTIP_OPEN_DELAY,
  TOOLTIP_SKIP_DELAY,
  TooltipArrow,
  type TooltipArrowProps,
  TooltipArrowTip,
  type TooltipArrowTipProps,
  TooltipContent,
  type TooltipContentProps,
  TooltipContext,
  TooltipPositioner,
  type TooltipPositionerProps,
  type TooltipProps,
  TooltipRoot,
  type TooltipRootProps,
  TooltipRootProvider,
  TooltipTrigger,
  type TooltipTriggerProps,
  useTooltip,
} from './Tooltip';

/** `<Tooltip …>` with its parts under short names: `<Tooltip.Root>`, `Tooltip.RootProps`… */
export const Tooltip = /* @__PURE__ */ withParts(TooltipComposition, TooltipParts);
export declare namespace Tooltip {
  export type RootProps = TooltipRootProps;
  export type TriggerProps = TooltipTriggerProps;
  export type PositionerProps = TooltipPositionerProps;
  export type ContentProps = TooltipContentProps;
  export type ArrowProps = TooltipArrowProps;
  export type ArrowTipProps = TooltipArrowTipProps;
}
