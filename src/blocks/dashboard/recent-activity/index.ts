export { type ActivityEvent, RecentActivity, type RecentActivityProps } from './RecentActivity';
