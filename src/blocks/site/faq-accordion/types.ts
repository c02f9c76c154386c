import type { MessageKey } from '../../../i18n/messages';

/** One question and its answer, as message keys. */
export interface FaqItem {
  /** Stable id; it is also the accordion item's value. */
  id: string;
  /** Message key of the question. */
  questionKey: MessageKey;
  /** Message key of the answer. */
  answerKey: MessageKey;
}
