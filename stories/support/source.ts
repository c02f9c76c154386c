/**
 * What "Show code" shows for a story whose render takes no args. Storybook shows the source of the whole
 * story object then (`{ render: () => <X />, play: … }`); this shows its render as a portal writes it: the
 * JSX it returns, or, for a render with hooks, a component (`function Example() { … }`). A story with args
 * keeps Storybook's own snippet (the JSX with the args filled in), and one with `parameters.docs.source.code`
 * keeps that code. `npm run test:storybook-static` fails on a snippet a portal could not paste.
 */
import { CalendarDate, Time } from '@internationalized/date';
import type { StoryContext } from '@storybook/react-vite';
import type { ReactElement } from 'react';
import * as ui from '../../src';

/**
 * The package's components, by identity, with the name a portal writes for them: `Card.Root` for a part of
 * a namespace, else the export's name. Storybook would print a part by its display name
 * (`withContext(CardTitle)`), and a production build's component by its minified function name.
 */
const packageNames = new Map<unknown, string>();
const isComponent = (value: unknown) =>
  typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value);
for (const [name, value] of Object.entries(ui))
  if (/^[A-Z]/.test(name) && typeof value === 'object' && value !== null && !isComponent(value))
    for (const [part, member] of Object.entries(value))
      if (/^[A-Z]/.test(part) && isComponent(member) && !packageNames.has(member)) packageNames.set(member, `${name}.${part}`);
for (const [name, value] of Object.entries(ui))
  if (/^[A-Z]/.test(name) && isComponent(value) && !packageNames.has(value)) packageNames.set(value, name);

type ElementType =
  | string
  | {
      displayName?: string;
      name?: string;
      render?: { displayName?: string; name?: string };
      // What Storybook's docgen read from the source, which a production build does not minify.
      __docgenInfo?: { displayName?: string };
    };

/** The tag "Show code" writes for an element (`parameters.jsx.displayName`). */
export function snippetName(element: ReactElement): string {
  const type = element.type as ElementType;
  if (typeof type === 'string') return type;
  const name =
    packageNames.get(type) ??
    type.displayName ??
    type.__docgenInfo?.displayName ??
    type.render?.displayName ??
    (type.name || type.render?.name);
  // A component's name starts with a capital. A lowercase one is a helper's name minified by the production
  // build, and may be an element's (`<g>`): Storybook's own placeholder, which the snippet check refuses.
  return name && /^[A-Z]/.test(name) ? name : 'No Display Name';
}

/**
 * Args Storybook prints with their `toString`, as code that makes them: a CalendarDate (`{2025-03-14}`) as
 * `parseDate('2025-03-14')`, a Time (`{08:10:00}`) as `parseTime('08:10:00')`, an Error (`{Error: 503}`) as `new Error('503')`.
 */
function argValuesAsCode(code: string, args: Record<string, unknown>): string {
  let out = code;
  for (const [key, value] of Object.entries(args)) {
    if (value instanceof CalendarDate) out = out.replaceAll(`${key}={${value}}`, `${key}={parseDate('${value}')}`);
    else if (value instanceof Time) out = out.replaceAll(`${key}={${value}}`, `${key}={parseTime('${value}')}`);
    else if (value instanceof Error)
      out = out.replaceAll(`${key}={${String(value)}}`, `${key}={new Error(${JSON.stringify(value.message)})}`);
  }
  return out;
}

/** The lines of the object's top-level `name:` property (Storybook prints the object at a 2-space indent). */
function topLevelProperty(source: string, name: string): string[] | undefined {
  const lines = source.split('\n');
  const start = lines.findIndex((line) => line.startsWith(`  ${name}: `) || line.startsWith(`  ${name}() {`));
  if (start === -1) return undefined;
  let end = start + 1;
  while (end < lines.length && !/^ {2}(\S)/.test(lines[end]) && lines[end] !== '}') end += 1;
  // The closing line of a function or JSX (`  },`, `  </X>,`) is at the property's indent too.
  if (end < lines.length && /^ {2}[})\]<]/.test(lines[end]) && lines[end] !== '}') end += 1;
  return lines.slice(start, end);
}

/** The lines after the first, `by` spaces less indented. */
const dedent = (lines: string[], by: number) =>
  lines.map((line, i) => (i === 0 ? line : line.slice(Math.min(by, line.search(/\S|$/)))));

const componentName = (storyName: string) =>
  `${storyName.replace(/(^|[^A-Za-z0-9]+)([A-Za-z0-9])/g, (_, __, c: string) => c.toUpperCase()).replace(/^\d/, 'Example$&')}Example`;

export function renderSource(source: string, context: StoryContext): string {
  const code = argValuesAsCode(source, context.args ?? {});
  const text = code.trim();
  if (!text.startsWith('{')) return code;
  const render = topLevelProperty(text, 'render');
  if (!render) return code;
  const last = render.length - 1;
  render[last] = render[last].replace(/,$/, '');
  render[0] = render[0].slice(2);
  const rest = render.slice(1).filter((line) => line.trim());
  const indent = rest.length ? Math.min(...rest.map((line) => line.search(/\S/))) : 0;
  const lines = dedent(render, indent);
  const first = lines[0];
  // render: () => <X … />: the JSX.
  const arrowJsx = first.match(/^render: \(\) => (<[\s\S]*)$/);
  if (arrowJsx) return [arrowJsx[1], ...lines.slice(1)].join('\n');
  // render: () => { …; return <X />; }, render() { … }, render: function Name() { … }: a component.
  const name = componentName(context.name);
  const arrowBody = first.match(/^render: \(\) => \{$/) ?? first.match(/^render\(\) \{$/);
  if (arrowBody) return [`function ${name}() {`, ...lines.slice(1)].join('\n');
  const named = first.match(/^render: function (\w*)\(\) \{$/);
  if (named) return [`function ${named[1] || name}() {`, ...lines.slice(1)].join('\n');
  return code;
}
