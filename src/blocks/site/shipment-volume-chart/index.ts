export { ShipmentVolumeChart, type ShipmentVolumeChartProps } from './ShipmentVolumeChart';
