export { ShipmentTracker, type ShipmentTrackerProps } from './ShipmentTracker';
