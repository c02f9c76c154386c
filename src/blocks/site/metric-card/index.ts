export { MetricCard, MetricCardGrid, type MetricCardGridProps, type MetricCardProps } from './MetricCard';
