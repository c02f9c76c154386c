// The English of TagsInput and Tag. It joins the package's catalog when a page imports it (addEnglish, in
// TagsInput.tsx and Tag.tsx), so a page without it does not download it.

export const enTagsInput = {
  'inputs.tagsInput.remove': 'Remove {tag}',
  'inputs.tagsInput.added': '{tag} added.',
  'inputs.tagsInput.removed': '{tag} removed.',
  'inputs.tagsInput.selected': '{tag} selected. Press Backspace or Delete to remove it.',
  'inputs.tagsInput.noneSelected': 'No tag selected.',
  'inputs.tagsInput.duplicate': 'Already in the list: {tags}. The text was kept so you can change it.',
  'inputs.tagsInput.max': 'The limit is {max, plural, one {# tag} other {# tags}}: remove one to add another.',
};
