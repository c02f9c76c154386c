export { DeliveryPerformanceChart, type DeliveryPerformanceChartProps } from './DeliveryPerformanceChart';
