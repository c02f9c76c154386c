export { DeliveryRoutesMap, type DeliveryRoutesMapProps } from './DeliveryRoutesMap';
