// English: the source language. Its keys are the message keys; every other language supplies each one
// (the `satisfies Messages` in sv.ts, de.ts and fr.ts makes a missing or misspelt key a type error).

import { enBlocks } from './en-blocks';
import { enChart } from './en-chart';
import { enCore } from './en-core';
import { enDataTable } from './en-data-table';
import { enDatePicker } from './en-date-picker';
import { enFileUpload } from './en-file-upload';
import { enStatusPage } from './en-status-page';

/** Every English message: what every page loads (en-core.ts), and what comes with its owner (the others). */
export const en = {
  ...enCore,
  ...enDataTable,
  ...enDatePicker,
  ...enFileUpload,
  ...enChart,
  ...enStatusPage,
  ...enBlocks,
};

/** Every message key. */
export type MessageKey = keyof typeof en;
/** One language's messages: a string for every key. */
export type Messages = Record<MessageKey, string>;
