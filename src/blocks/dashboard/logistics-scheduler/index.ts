export { LogisticsScheduler, type LogisticsSchedulerProps, type ScheduledShipment } from './LogisticsScheduler';
