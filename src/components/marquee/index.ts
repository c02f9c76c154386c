import { withParts } from '../../lib/parts';
import type {
  MarqueeContentProps,
  MarqueeEdgeProps,
  MarqueeItemProps,
  MarqueePauseTriggerProps,
  MarqueeRootProps,
  MarqueeRootProviderProps,
  MarqueeViewportProps,
} from './Marquee';
import { Marquee as MarqueeComposition } from './Marquee';
import * as MarqueeParts from './namespace';

export {
  MarqueeContent,
  type MarqueeContentProps,
  MarqueeContext,
  MarqueeEdge,
  type MarqueeEdgeProps,
  MarqueeItem,
  type MarqueeItemProps,
  type MarqueePauseStatusDetails,
  MarqueePauseTrigger,
  type MarqueePauseTriggerProps,
  type MarqueeProps,
  MarqueeRoot,
  type MarqueeRootProps,
  MarqueeRootProvider,
  type MarqueeRootProviderProps,
  MarqueeViewport,
  type MarqueeViewportProps,
  type UseMarqueeContext,
  useMarquee,
  useMarqueeContext,
} from './Marquee';

/** `<Marquee …>` with its parts under short names: `<Marquee.Root>`, `Marquee.RootProps`… */
export const Marquee = /* @__PURE__ */ withParts(MarqueeComposition, MarqueeParts);
export declare namespace Marquee {
  export type RootProps = MarqueeRootProps;
  export type RootProviderProps = MarqueeRootProviderProps;
  export type ViewportProps = MarqueeViewportProps;
  export type ContentProps = MarqueeContentProps;
  export type EdgeProps = MarqueeEdgeProps;
  export type ItemProps = MarqueeItemProps;
  export type PauseTriggerProps = MarqueePauseTriggerProps;
}
