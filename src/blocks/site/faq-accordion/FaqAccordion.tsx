import { Accordion, type AccordionHeadingLevel, type AccordionProps } from '../../../components/accordion';
import type { FaqItem } from './types';

export interface FaqAccordionProps extends Omit<AccordionProps, 'items' | 'multiple' | 'collapsible'> {
  /** The questions and answers, in order, in the page's language. */
  items: readonly FaqItem[];
  /** Heading level of the questions (3 under a section's `<h2>`). */
  headingLevel?: AccordionHeadingLevel;
}

/**
 * Frequently asked questions on the core Accordion: one answer open at a time, and an open answer can be
 * closed again. Each question is a button inside a heading.
 */
export function FaqAccordion({ items, headingLevel = 3, ...props }: FaqAccordionProps) {
  return (
    <Accordion
      {...props}
      collapsible
      multiple={false}
      headingLevel={headingLevel}
      items={items.map((item) => ({
        value: item.id,
        title: item.question,
        content: typeof item.answer === 'string' ? <p>{item.answer}</p> : item.answer,
      }))}
    />
  );
}
