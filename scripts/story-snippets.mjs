// The snippets of the built Storybook's docs pages ("Show code" under each story), as a reader sees them,
// and what is wrong with one: what a portal could not paste and run. Used by scripts/storybook-check.mjs.
//
// A snippet fails when it holds
// - a placeholder for a function (`function XY() {}`, `function noRefCheck() {}`, `() => {}`), which is
//   what Storybook prints for a function arg (an `fn()` spy);
// - the story object instead of JSX (`render: () => …`, `args:`, `play:`): Storybook's source of a story
//   whose render takes no args;
// - a name the snippet neither declares nor imports and that is not an export of the package
//   (src/index.ts), an intrinsic element, a JavaScript or browser global, a React export, or an export of
//   what a portal has beside the package (lucide-react, @internationalized/date, Panda's styled-system):
//   a component, function or constant of the stories file or stories/support (`<ProjectsTable />`,
//   `onClick={onView}`, `{...args}`);
// - a lowercase tag that is no HTML or SVG element (nor a custom element, which has a hyphen): a helper whose
//   name the production build minified (`<ge />`), which JSX would render as an unknown element;
// - junk: `[object Object]`, `={undefined}`, `No Display Name`, an empty snippet, or code that does not
//   parse as TSX.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from '@babel/parser';
import traverseModule from '@babel/traverse';

const traverse = traverseModule.default ?? traverseModule;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Every name src/index.ts exports, following `export *` through the barrels. */
function packageExports(file = path.join(root, 'src/index.ts'), seen = new Set(), names = new Set()) {
  if (seen.has(file)) return names;
  seen.add(file);
  const text = readFileSync(file, 'utf8');
  const resolve = (from) => {
    const base = path.resolve(path.dirname(file), from);
    for (const candidate of [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')])
      if (existsSync(candidate)) return candidate;
    throw new Error(`story-snippets: cannot resolve ${from} from ${file}`);
  };
  for (const [, from] of text.matchAll(/export\s*\*\s*from\s*['"]([^'"]+)['"]/g)) packageExports(resolve(from), seen, names);
  for (const [, name] of text.matchAll(/export\s*\*\s*as\s+(\w+)/g)) names.add(name);
  for (const [, list] of text.matchAll(/export\s+(?:type\s+)?\{([^}]*)\}/g))
    for (const item of list.split(',')) {
      const name = item
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)
        .pop()
        ?.trim();
      if (name) names.add(name);
    }
  for (const [, name] of text.matchAll(
    /export\s+(?:declare\s+)?(?:async\s+)?(?:const|let|var|function\*?|class|enum|type|interface|abstract\s+class)\s+(\w+)/g,
  ))
    names.add(name);
  return names;
}

/** Names exported by the `export const|function` lines of a folder's .mjs files (Panda's styled-system). */
function folderExports(dir) {
  const names = new Set();
  if (!existsSync(dir)) return names;
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.mjs')))
    for (const [, name] of readFileSync(path.join(dir, file), 'utf8').matchAll(/export\s+(?:const|function)\s+(\w+)/g))
      names.add(name);
  return names;
}

const REACT = `Fragment StrictMode Suspense Profiler Activity lazy memo forwardRef createContext createRef use useState
  useEffect useLayoutEffect useInsertionEffect useRef useMemo useCallback useId useContext useReducer useTransition
  startTransition useDeferredValue useOptimistic useActionState useSyncExternalStore useImperativeHandle
  useFormStatus React`.split(/\s+/);
const BROWSER = `window document console fetch setTimeout clearTimeout setInterval clearInterval alert confirm
  navigator location localStorage sessionStorage URL URLSearchParams FormData File Blob FileReader
  structuredClone crypto performance requestAnimationFrame cancelAnimationFrame queueMicrotask
  AbortController Response Request Headers Event CustomEvent`.split(/\s+/);

/** What a snippet may name without declaring it: the package and what a portal has beside it. */
export async function allowedNames() {
  const allowed = new Set([...packageExports(), ...REACT, ...BROWSER]);
  for (const name of Object.keys(await import('lucide-react'))) allowed.add(name);
  for (const name of Object.keys(await import('@internationalized/date'))) allowed.add(name);
  for (const dir of ['styled-system/jsx', 'styled-system/css', 'styled-system/patterns'])
    for (const name of folderExports(path.join(root, dir))) allowed.add(name);
  return allowed;
}

/** The lowercase tags JSX renders as elements (HTML and SVG), read from React's own JSX types. */
function intrinsicElements() {
  const types = readFileSync(path.join(root, 'node_modules/@types/react/index.d.ts'), 'utf8');
  const start = types.indexOf('interface IntrinsicElements {');
  const body = types.slice(start, types.indexOf('\n        }', start));
  return new Set([...body.matchAll(/^\s+"?([a-zA-Z][\w-]*)"?\??:/gm)].map(([, name]) => name));
}
const INTRINSIC = intrinsicElements();

const PARSE = { sourceType: 'module', plugins: ['typescript', 'jsx'], errorRecovery: false };

/** The snippet as a program: a module (an example with imports and components), else JSX in a fragment. */
function parseSnippet(code) {
  try {
    return parse(code, PARSE);
  } catch {
    return parse(`<>\n${code}\n</>;`, PARSE);
  }
}

/** Type positions name types, which a portal's build erases: only values are checked. */
const inType = (p) =>
  p.findParent(
    (parent) =>
      parent.type.startsWith('TS') &&
      !['TSAsExpression', 'TSSatisfiesExpression', 'TSNonNullExpression', 'TSInstantiationExpression'].includes(parent.type),
  );

/** What is wrong with one snippet, as short sentences (none: a portal can paste it). */
export function snippetProblems(code, allowed, length = code.length) {
  if (length > 20_000) return [`${length} characters: too long to read (generated data printed in full?)`];
  const problems = [];
  const text = code.trim();
  if (!text) return ['the snippet is empty'];
  // Storybook prints a function arg as `function noRefCheck() {}`, minified in the build to `function XY() {}`.
  if (/function\s*[\w$]*\s*\(\)\s*\{\s*\}/.test(text))
    problems.push('a placeholder function (`function XY() {}`) stands for an arg');
  if (/\(\)\s*=>\s*\{\s*\}/.test(text)) problems.push('a placeholder function `() => {}` stands for an arg');
  if (/^\{[\s\S]*^\s*(render|args|play|parameters|globals|loaders)\s*:/m.test(text) || /^\{\s*\.\.\.\w+/.test(text))
    return [...problems, 'the story object (render/args/play) is shown instead of the JSX a portal writes'];
  if (text.includes('[object Object]')) problems.push('`[object Object]` where a value should be');
  if (/=\{undefined\}|>\s*undefined\s*</.test(text)) problems.push('`undefined` printed as a value');
  if (text.includes('No Display Name')) problems.push('a component without a name (`No Display Name`)');
  let ast;
  try {
    ast = parseSnippet(text);
  } catch (error) {
    problems.push(`does not parse as TSX: ${error.message.split('\n')[0]}`);
    return problems;
  }
  const unknown = new Set();
  traverse(ast, {
    // Babel does not count a lowercase tag as a reference (it takes it for an element), so it is checked here.
    JSXOpeningElement(p) {
      const { name } = p.node;
      if (name.type === 'JSXIdentifier' && /^[a-z]/.test(name.name) && !name.name.includes('-') && !INTRINSIC.has(name.name))
        unknown.add(name.name);
    },
    ReferencedIdentifier(p) {
      const name = p.node.name;
      if (p.scope.hasBinding(name, { noGlobals: false }) || allowed.has(name)) return;
      if (/^(HTML\w*Element|\w+Event|Intl|globalThis)$/.test(name)) return;
      if (inType(p)) return;
      unknown.add(name);
    },
  });
  if (unknown.size)
    problems.push(
      `names neither the package nor the snippet defines (a stories-file helper?): ${[...unknown].map((n) => `\`${n}\``).join(', ')}`,
    );
  return problems;
}

/**
 * In the docs page's frame: opens every "Show code" and returns each story's snippets as shown, by the
 * story's anchor (`anchor--<id>`, or `anchor--primary--<id>` for the page's first story).
 */
export async function readSnippets(frame, timeout = 20_000) {
  let timer;
  const late = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the snippets did not render within ${timeout / 1000} s`)), timeout);
  });
  try {
    return await Promise.race([readAll(frame), late]);
  } finally {
    clearTimeout(timer);
  }
}

async function readAll(frame) {
  // Opens the blocks not open yet: a story's block appears when its story renders, which can be late.
  const open = () =>
    frame.evaluate(() => {
      let count = 0;
      for (const button of document.querySelectorAll('button')) {
        // Each button once: a block that closes again (its story remounted) is not toggled back and forth.
        if (button.textContent?.trim() !== 'Show code' || button.dataset.snippetCheck) continue;
        button.dataset.snippetCheck = 'opened';
        button.click();
        count += 1;
      }
      return { opened: count, stories: document.querySelectorAll('.docs-story').length };
    });
  const read = () =>
    frame.evaluate(() =>
      [...document.querySelectorAll('.docs-story')].flatMap((story) => {
        const block = story.parentElement;
        const pre = block?.querySelector('pre');
        if (!pre || story.contains(pre)) return [];
        const anchor = block.closest('[id^="anchor--"]')?.id ?? '';
        const id = anchor.replace(/^anchor--(primary--)?/, '');
        // A snippet of megabytes (a story's 10,000 generated rows as args) is read in part, and fails.
        const code = pre.textContent ?? '';
        // A story object shown before its story rendered the snippet: Storybook replaces it, if it ever does.
        const waiting = /^\s*\{/.test(code) && !window.__snippetsRendered?.has(id);
        return [{ id, code: code.slice(0, 20_000), length: code.length, waiting }];
      }),
    );
  // Snippets arrive as their stories render (and are formatted asynchronously): read until two agree, with
  // no block left to open.
  let last = '';
  let same = 0;
  for (let i = 0; i < 40; i += 1) {
    const { opened, stories } = await open();
    const snippets = await read();
    const now = JSON.stringify(snippets);
    const settled =
      !opened &&
      !now.includes('Transforming...') &&
      (stories === 0 || snippets.length) &&
      (i >= 20 || snippets.every((s) => s.code.trim() && !s.waiting));
    same = settled && now === last ? same + 1 : 0;
    last = now;
    if (same >= 3) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return last ? JSON.parse(last) : [];
}
