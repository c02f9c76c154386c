// Messages parsed ahead of time. The package's own catalogs are compiled when it is built, and so are the
// reference app's, so a page formats them without formatjs's ICU parser, which it then does not download.
// A portal compiles its own catalog with `compileMessages` (from '@labelport/ui/compile-messages'), at
// build time or when the catalog loads.
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import type { Message } from './catalog';

export type { Message };

/**
 * One message, ready to format without the ICU parser. Plain text stays the same string, since it needs no
 * formatting; anything with ICU syntax (or quoting that changes the text) becomes formatjs's parsed form.
 * Throws on a malformed message, naming the problem, so a broken translation fails the build.
 */
export function compileMessage(message: string): Message {
  const parsed = parse(message);
  const [only] = parsed;
  const plain = parsed.length === 0 || (parsed.length === 1 && only?.type === TYPE.literal && only.value === message);
  return plain ? message : parsed;
}

/** Every message of a catalog's language compiled, e.g. `createCatalog(compileMessages(en), …)`. */
export function compileMessages<K extends string>(messages: Readonly<Record<K, string>>): Record<K, Message> {
  const compiled = {} as Record<K, Message>;
  for (const key of Object.keys(messages) as K[]) {
    try {
      compiled[key] = compileMessage(messages[key]);
    } catch (error) {
      throw new Error(`Message '${key}' is not valid ICU text: ${(error as Error).message}`);
    }
  }
  return compiled;
}
