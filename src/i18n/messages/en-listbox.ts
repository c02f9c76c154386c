// The English of Listbox. It joins the package's catalog when a page imports it (addEnglish, in
// Listbox.tsx), so a page without it does not download it.

export const enListbox = {
  // What a list with no options shows in its place.
  'core.listbox.empty': 'No options',
};
