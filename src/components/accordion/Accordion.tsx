import { Accordion as ArkAccordion, useAccordion } from '@ark-ui/react/accordion';
import { ChevronDown } from 'lucide-react';
import type { ComponentProps, ReactNode, RefAttributes } from 'react';
import { accordion } from 'styled-system/recipes';
import { createParts } from '../../lib/parts';

const { withProvider, withContext } = createParts(accordion);

export type AccordionHeadingLevel = 2 | 3 | 4 | 5 | 6;

export interface AccordionRootProps extends ArkAccordion.RootProps {
  /** Whether the open item can be closed again by its trigger. Defaults to true (Ark's default is false). */
  collapsible?: boolean;
}
export interface AccordionItemProps extends ArkAccordion.ItemProps {}
export interface AccordionItemTriggerProps extends ArkAccordion.ItemTriggerProps {}
export interface AccordionItemContentProps extends ArkAccordion.ItemContentProps {}
export interface AccordionItemIndicatorProps extends ArkAccordion.ItemIndicatorProps {}
export interface AccordionHeadingProps extends ComponentProps<'h3'> {
  /** The heading level of the item titles. Default 3. */
  level?: AccordionHeadingLevel;
}

/**
 * Holds which items are open. Unlike Ark's default, it is `collapsible` out of the box: one item is
 * open at a time and clicking the open one closes it, as an FAQ needs. Pass `multiple` to open several.
 */
export const AccordionRoot = /* @__PURE__ */ withProvider(ArkAccordion.Root, 'root', { collapsible: true });
/** One section; `value` identifies it. */
export const AccordionItem = /* @__PURE__ */ withContext(ArkAccordion.Item, 'item');
/** The button that opens and closes the item (`aria-expanded`, `aria-controls`). Put it in `AccordionHeading`. */
export const AccordionItemTrigger = /* @__PURE__ */ withContext(ArkAccordion.ItemTrigger, 'itemTrigger');
/** The item's panel (role `region`, named by its trigger). */
export const AccordionItemContent = /* @__PURE__ */ withContext(ArkAccordion.ItemContent, 'itemContent');
/** The chevron; it turns when the item opens. */
export const AccordionItemIndicator = /* @__PURE__ */ withContext(ArkAccordion.ItemIndicator, 'itemIndicator');
function LevelHeading({ level = 3, ...props }: AccordionHeadingProps & RefAttributes<HTMLHeadingElement>) {
  const Heading = `h${level}` as const;
  return <Heading {...props} />;
}
const StyledHeading = /* @__PURE__ */ withContext(LevelHeading, 'heading');
/** The heading around a trigger, so screen-reader users can jump between items (WAI-ARIA accordion pattern). */
export function AccordionHeading({ level = 3, ...props }: AccordionHeadingProps) {
  return <StyledHeading level={level} {...props} />;
}
/** Render prop with the accordion's API (`value`, `setValue`…). */
export const AccordionContext = ArkAccordion.Context;
export const AccordionItemContext = ArkAccordion.ItemContext;

/** One section of the convenience `Accordion`. */
export interface AccordionEntry {
  /** Identifies the item; `value`/`defaultValue` use it. */
  value: string;
  /** The always-visible title, the trigger's text. */
  title: ReactNode;
  /** Revealed when the item is open. */
  content: ReactNode;
  /** Cannot be opened or closed. */
  disabled?: boolean;
}

export interface AccordionProps extends Omit<AccordionRootProps, 'children'>, RefAttributes<HTMLDivElement> {
  /** The items, in order. */
  items: AccordionEntry[];
  /** The heading level of the titles, to fit the page's outline. Default 3. */
  headingLevel?: AccordionHeadingLevel;
}

/**
 * Stacked sections that open and close. Each title is a button in a heading: Enter or Space toggles
 * it, ArrowDown/ArrowUp move between titles, Home/End jump to the first and last (Ark). One item is
 * open at a time and an open item can be closed, unless `multiple` or `collapsible={false}` is passed.
 */
export function Accordion({ items, headingLevel = 3, ...rootProps }: AccordionProps) {
  return (
    <AccordionRoot {...rootProps}>
      {items.map((item) => (
        <AccordionItem key={item.value} value={item.value} disabled={item.disabled}>
          <AccordionHeading level={headingLevel}>
            <AccordionItemTrigger>
              {item.title}
              <AccordionItemIndicator>
                <ChevronDown aria-hidden />
              </AccordionItemIndicator>
            </AccordionItemTrigger>
          </AccordionHeading>
          <AccordionItemContent>{item.content}</AccordionItemContent>
        </AccordionItem>
      ))}
    </AccordionRoot>
  );
}

/**
 * The root for state you create yourself with `useAccordion()` (Ark's `useAccordion`), e.g. to open it from outside
 * or read its state beside it: `const accordion = useAccordion(props)`, then `<AccordionRootProvider value={accordion}>`.
 * AccordionRoot's `collapsible` default is yours to pass to `useAccordion`.
 */
export const AccordionRootProvider = /* @__PURE__ */ withProvider(ArkAccordion.RootProvider, 'root');
export { useAccordion };
