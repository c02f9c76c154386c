// Generated orders for the DataTable stories: the same rows every run, as many as a story asks for.
import type { DataTableColumn } from '../../../src';

export interface Order {
  id: string;
  product: string;
  customer: string;
  status: 'Draft' | 'In Production' | 'Shipped' | 'Delivered';
  quantity: number;
  orderedOn: string;
}

const FLAVOURS = ['Apple', 'Berry', 'Cherry', 'Ginger', 'Lemon', 'Mango', 'Peach', 'Vanilla'];
const KINDS = ['Soda', 'Tonic', 'Smoothie', 'Kombucha', 'Protein Shake'];
const CUSTOMERS = ['Nordic Fizz AB', 'Öland Organics', 'Alpenquell GmbH', 'Brasserie Lumière', 'Åkerbergs Bryggeri'];
const STATUSES: Order['status'][] = ['Draft', 'In Production', 'Shipped', 'Delivered'];

/** `count` orders, numbered from 1, placed one a day back from 15 January 2026. */
export function makeOrders(count: number): Order[] {
  return Array.from({ length: count }, (_, index) => {
    const day = new Date(Date.UTC(2026, 0, 15 - index));
    return {
      id: `PO-${String(index + 1).padStart(5, '0')}`,
      product: `${FLAVOURS[index % FLAVOURS.length]} ${KINDS[(index * 3) % KINDS.length]}`,
      customer: CUSTOMERS[(index * 7) % CUSTOMERS.length],
      status: STATUSES[(index * 5) % STATUSES.length],
      quantity: 500 + ((index * 937) % 20) * 250,
      orderedOn: day.toISOString().slice(0, 10),
    };
  });
}

export const ORDER_COLUMNS: DataTableColumn<Order>[] = [
  { id: 'id', header: 'Order', value: (order) => order.id, rowHeader: true, width: 'var(--sizes-32)' },
  { id: 'product', header: 'Product', value: (order) => order.product },
  {
    id: 'customer',
    header: 'Customer',
    value: (order) => order.customer,
    filter: { type: 'select', options: CUSTOMERS.map((customer) => ({ value: customer, label: customer })) },
  },
  {
    id: 'status',
    header: 'Status',
    value: (order) => order.status,
    filter: { type: 'select', options: STATUSES.map((status) => ({ value: status, label: status })) },
  },
  { id: 'quantity', header: 'Units', value: (order) => order.quantity, align: 'end' },
  // A Date, so the cell shows it in the active language and it sorts and filters by day.
  {
    id: 'orderedOn',
    header: 'Ordered',
    value: (order) => new Date(`${order.orderedOn}T00:00:00`),
    filter: { type: 'dateRange' },
  },
];

export const orderId = (order: Order) => order.id;
