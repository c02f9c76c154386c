// The docs' copyable examples (stories/examples, shown as they are by Storybook's 'Show code') are compiled
// here against the packed package, as a portal that pasted them would: copied into src/examples first.
import { cpSync, rmSync } from 'node:fs';

const target = new URL('src/examples/', import.meta.url);
rmSync(target, { recursive: true, force: true });
cpSync(new URL('../../stories/examples/', import.meta.url), target, { recursive: true });
