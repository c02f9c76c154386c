export {
  DASHBOARD_NAV,
  type DashboardUser,
  Sidebar,
  SidebarDrawer,
  type SidebarDrawerProps,
  type SidebarItem,
  type SidebarProps,
} from './Sidebar';
