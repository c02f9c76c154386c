// The English of TableOfContents. It joins the package's catalog when a page imports it (addEnglish, in
// TableOfContents.tsx), so a page without it does not download it.

export const enTableOfContents = {
  // The list's title, which names its `nav` landmark.
  'core.tableOfContents.title': 'On this page',
};
