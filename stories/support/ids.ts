import { expect } from 'storybook/test';

/** Fails when two elements in `root` share an id: a label or description would then point at the wrong one. */
export async function expectUniqueIds(root: ParentNode) {
  const ids = [...root.querySelectorAll('[id]')].map((element) => element.id);
  await expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
}
