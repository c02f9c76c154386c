export { FaqAccordion, type FaqAccordionProps } from './FaqAccordion';
export type { FaqItem } from './types';
