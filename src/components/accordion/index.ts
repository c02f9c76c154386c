import { withParts } from '../../lib/parts';
import type {
  AccordionHeadingProps,
  AccordionItemContentProps,
  AccordionItemIndicatorProps,
  AccordionItemProps,
  AccordionItemTriggerProps,
  AccordionRootProps,
} from './Accordion';
import { Accordion as AccordionComposition } from './Accordion';
import * as AccordionParts from './namespace';

export {
  AccordionContext,
  type AccordionEntry,
  AccordionHeading,
  type AccordionHeadingLevel,
  type AccordionHeadingProps,
  AccordionItem,
  AccordionItemContent,
  type AccordionItemContentProps,
  AccordionItemContext,
  AccordionItemIndicator,
  type AccordionItemIndicatorProps,
  type AccordionItemProps,
  AccordionItemTrigger,
  type AccordionItemTriggerProps,
  type AccordionProps,
  AccordionRoot,
  type AccordionRootProps,
  AccordionRootProvider,
  useAccordion,
} from './Accordion';

/** `<Accordion …>` with its parts under short names: `<Accordion.Root>`, `Accordion.RootProps`… */
export const Accordion = /* @__PURE__ */ withParts(AccordionComposition, AccordionParts);
export declare namespace Accordion {
  export type RootProps = AccordionRootProps;
  export type ItemProps = AccordionItemProps;
  export type ItemTriggerProps = AccordionItemTriggerProps;
  export type ItemContentProps = AccordionItemContentProps;
  export type ItemIndicatorProps = AccordionItemIndicatorProps;
  export type HeadingProps = AccordionHeadingProps;
}
