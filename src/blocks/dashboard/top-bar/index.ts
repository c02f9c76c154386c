export { DashboardShell, type DashboardShellProps } from './DashboardShell';
export {
  StartNewProjectButton,
  type StartNewProjectButtonProps,
  TopBar,
  type TopBarMessage,
  type TopBarNotification,
  type TopBarProps,
} from './TopBar';
