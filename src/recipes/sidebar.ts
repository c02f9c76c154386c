import { defineSlotRecipe } from '@pandacss/dev';

// The dashboard's navigation panel: the brand and the collapse button, the links (AppShell's parts), then
// the profile card and Logout at the bottom. It collapses with AppShell's sidebar (`data-collapsed`).
const collapsed = '[data-collapsed] &';

export const sidebar = defineSlotRecipe({
  className: 'sidebar',
  jsx: ['Sidebar', 'SidebarDrawer'],
  slots: ['root', 'brand', 'collapse', 'profile', 'profileText', 'profileName', 'profileCompany'],
  base: {
    root: { h: 'full', minH: '0' },
    brand: {
      flex: '1',
      fontSize: 'xl',
      fontWeight: 'bold',
      color: 'fg.default',
      letterSpacing: 'tight',
      [collapsed]: { srOnly: true },
    },
    collapse: { ms: 'auto', [collapsed]: { ms: '0' } },
    profile: {
      display: 'flex',
      alignItems: 'center',
      gap: '3',
      p: '3',
      borderRadius: 'lg',
      textDecoration: 'none',
      color: 'fg.default',
      _hover: { bg: 'bg.muted' },
      _currentPage: { bg: 'accent.subtle' },
      [collapsed]: { p: '1' },
    },
    profileText: { display: 'flex', flexDirection: 'column', minW: '0', [collapsed]: { srOnly: true } },
    profileName: { textStyle: 'small', fontWeight: 'semibold', overflowWrap: 'anywhere' },
    profileCompany: { textStyle: 'caption', color: 'fg.muted', overflowWrap: 'anywhere' },
  },
});
