import type { ReactNode } from 'react';

/** One question and its answer, in the page's language. */
export interface FaqItem {
  /** Stable id; it is also the accordion item's value. */
  id: string;
  /** The question: the text of the button that opens the answer. */
  question: string;
  /** The answer. A string is shown as a paragraph; other content as given. */
  answer: ReactNode;
}
