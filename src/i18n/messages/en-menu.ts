// The English of Menu. It joins the package's catalog when a page imports it (addEnglish, in
// Menu.tsx), so a page without it does not download it.

export const enMenu = {
  'overlay.menu.actions': 'Actions',
  'overlay.menu.actionsFor': 'Actions for {name}',
};
