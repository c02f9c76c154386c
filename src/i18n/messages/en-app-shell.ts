// The English of AppShell. It joins the package's catalog when a page imports it (addEnglish, in
// AppShell.tsx), so a page without it does not download it.

export const enAppShell = {
  // The first link of the page, shown when Tab reaches it: it jumps past the navigation to the page.
  'core.appShell.skipToContent': 'Skip to content',
  // The sidebar's navigation landmark, and the drawer's title on small screens, unless the portal names them.
  'core.appShell.navigation': 'Navigation',
  'core.appShell.openNavigation': 'Open navigation',
  'core.appShell.closeNavigation': 'Close navigation',
  // A toggle button: pressed while the sidebar shows only its icons.
  'core.appShell.collapseSidebar': 'Collapse sidebar',
  // The user menu's button, an avatar.
  'core.appShell.account': 'Account: {name}',
};
