import { Accordion, type AccordionHeadingLevel, type AccordionProps } from '../../../components/accordion';
import { useLanguage } from '../../../i18n/LanguageProvider';
import type { FaqItem } from './types';

export interface FaqAccordionProps extends Omit<AccordionProps, 'items' | 'multiple' | 'collapsible'> {
  /** The questions and answers, in order. */
  items: readonly FaqItem[];
  /** Heading level of the questions (3 under a section's `<h2>`). */
  headingLevel?: AccordionHeadingLevel;
}

/**
 * Frequently asked questions on the core Accordion: one answer open at a time, and an open answer can be
 * closed again. Each question is a button inside a heading.
 */
export function FaqAccordion({ items, headingLevel = 3, ...props }: FaqAccordionProps) {
  const { t } = useLanguage();
  return (
    <Accordion
      {...props}
      collapsible
      multiple={false}
      headingLevel={headingLevel}
      items={items.map((item) => ({ value: item.id, title: t(item.questionKey), content: <p>{t(item.answerKey)}</p> }))}
    />
  );
}
