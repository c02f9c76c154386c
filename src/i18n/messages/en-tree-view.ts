// The English of TreeView. It joins the package's catalog when a page imports it (addEnglish, in
// TreeView.tsx), so a page without it does not download it.

export const enTreeView = {
  // The name of the box that renames a node (F2): what it renames, e.g. 'Rename Aisle 1'.
  'core.treeView.rename': 'Rename {label}',
};
