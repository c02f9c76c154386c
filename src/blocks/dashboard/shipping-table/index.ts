export {
  defaultTrackingHref,
  SHIPPING_STATUS_TONE,
  ShippingRow,
  type ShippingRowProps,
} from './ShippingRow';
export { ShippingTable, type ShippingTableProps } from './ShippingTable';
