import { withParts } from '../../lib/parts';
import type {
  CollapsibleBodyProps,
  CollapsibleContentProps,
  CollapsibleIndicatorProps,
  CollapsibleRootProps,
  CollapsibleRootProviderProps,
  CollapsibleTriggerProps,
} from './Collapsible';
import { Collapsible as CollapsibleComposition } from './Collapsible';
import * as CollapsibleParts from './namespace';

export {
  CollapsibleBody,
  type CollapsibleBodyProps,
  CollapsibleContent,
  type CollapsibleContentProps,
  CollapsibleContext,
  CollapsibleIndicator,
  type CollapsibleIndicatorProps,
  type CollapsibleProps,
  CollapsibleRoot,
  type CollapsibleRootProps,
  CollapsibleRootProvider,
  type CollapsibleRootProviderProps,
  CollapsibleTrigger,
  type CollapsibleTriggerProps,
  useCollapsible,
  useCollapsibleContext,
} from './Collapsible';

/** `<Collapsible …>` with its parts under short names: `<Collapsible.Root>`, `Collapsible.RootProps`… */
export const Collapsible = /* @__PURE__ */ withParts(CollapsibleComposition, CollapsibleParts);
export declare namespace Collapsible {
  export type RootProps = CollapsibleRootProps;
  export type RootProviderProps = CollapsibleRootProviderProps;
  export type TriggerProps = CollapsibleTriggerProps;
  export type IndicatorProps = CollapsibleIndicatorProps;
  export type ContentProps = CollapsibleContentProps;
  export type BodyProps = CollapsibleBodyProps;
}
