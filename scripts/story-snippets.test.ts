import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs helper shared with the Storybook check
import { snippetProblems } from './story-snippets.mjs';

const allowed = new Set(['Button', 'Stack']);

describe('snippetProblems', () => {
  it('passes HTML, SVG and custom elements, and names it knows', () => {
    const code = `<Stack>
  <label htmlFor="name">Name</label>
  <svg aria-hidden><path d="M0 0h4" /><foreignObject /></svg>
  <my-widget />
  <Button type="submit">Save</Button>
</Stack>`;
    expect(snippetProblems(code, allowed)).toEqual([]);
  });

  it('names a lowercase tag that is no element: a helper whose name the build minified', () => {
    expect(snippetProblems('<Stack><ge /></Stack>', allowed)).toEqual([
      'names neither the package nor the snippet defines (a stories-file helper?): `ge`',
    ]);
  });

  it('names a component the snippet neither declares nor imports', () => {
    expect(snippetProblems('<ProjectsTable projects={projects} />', allowed)).toEqual([
      'names neither the package nor the snippet defines (a stories-file helper?): `ProjectsTable`, `projects`',
    ]);
  });
});
