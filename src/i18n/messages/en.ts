// English: the source language. Its keys are the message keys; every other language supplies each one
// (the `satisfies Messages` in sv.ts, de.ts and fr.ts makes a missing or misspelt key a type error).
// Grouped by area, in the order the areas build on each other.

import { enBlocks } from './en-blocks';
import { enCore } from './en-core';

/** Every English message, the components' (en-core.ts) and the blocks' (en-blocks.ts). */
export const en = { ...enCore, ...enBlocks };

/** Every message key. */
export type MessageKey = keyof typeof en;
/** One language's messages: a string for every key. */
export type Messages = Record<MessageKey, string>;
