import { withParts } from '../../lib/parts';
import type {
  HoverCardArrowProps,
  HoverCardArrowTipProps,
  HoverCardContentProps,
  HoverCardPositionerProps,
  HoverCardRootProps,
  HoverCardRootProviderProps,
  HoverCardTriggerProps,
} from './HoverCard';
import { HoverCard as HoverCardComposition } from './HoverCard';
import * as HoverCardParts from './namespace';

export {
  HOVER_CARD_CLOSE_DELAY,
  HOVER_CARD_OPEN_DELAY,
  HoverCardArrow,
  type HoverCardArrowProps,
  HoverCardArrowTip,
  type HoverCardArrowTipProps,
  HoverCardContent,
  type HoverCardContentProps,
  HoverCardContext,
  HoverCardPositioner,
  type HoverCardPositionerProps,
  type HoverCardProps,
  HoverCardRoot,
  type HoverCardRootProps,
  HoverCardRootProvider,
  type HoverCardRootProviderProps,
  type HoverCardSize,
  HoverCardTrigger,
  type HoverCardTriggerProps,
  useHoverCard,
} from './HoverCard';

/** `<HoverCard …>` with its parts under short names: `<HoverCard.Root>`, `HoverCard.RootProps`… */
export const HoverCard = /* @__PURE__ */ withParts(HoverCardComposition, HoverCardParts);
export declare namespace HoverCard {
  export type RootProps = HoverCardRootProps;
  export type RootProviderProps = HoverCardRootProviderProps;
  export type TriggerProps = HoverCardTriggerProps;
  export type PositionerProps = HoverCardPositionerProps;
  export type ContentProps = HoverCardContentProps;
  export type ArrowProps = HoverCardArrowProps;
  export type ArrowTipProps = HoverCardArrowTipProps;
}
