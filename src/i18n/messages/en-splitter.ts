// The English of Splitter. It joins the package's catalog when a page imports it (addEnglish, in
// Splitter.tsx), so a page without it does not download it.

export const enSplitter = {
  'core.splitter.resize': 'Resize {panel}',
};
