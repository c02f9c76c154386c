export {
  StatCard,
  type StatCardData,
  StatCardGrid,
  type StatCardGridProps,
  type StatCardIcon,
  type StatCardProps,
} from './StatCard';
