// The portal's orders: a DataTable rendered on the server with the route, sorted and paged once hydrated.
import { DataTable, type DataTableColumn } from '@labelport/ui';

interface Order {
  id: string;
  product: string;
  units: number;
  status: string;
}

const STATUSES = ['Draft', 'In Production', 'Shipped'];
// 30 orders, three pages of ten; the later an order, the fewer its units, so sorting by Units reverses them.
const orders: Order[] = Array.from({ length: 30 }, (_, index) => ({
  id: `PO-${String(index + 1).padStart(4, '0')}`,
  product: ['Apple Soda', 'Berry Kombucha', 'Cherry Tonic'][index % 3],
  units: (30 - index) * 100,
  status: STATUSES[index % STATUSES.length],
}));

const columns: DataTableColumn<Order>[] = [
  { id: 'id', header: 'Order', value: (order) => order.id, rowHeader: true },
  { id: 'product', header: 'Product', value: (order) => order.product },
  { id: 'units', header: 'Units', value: (order) => order.units, align: 'end' },
  {
    id: 'status',
    header: 'Status',
    value: (order) => order.status,
    filter: { type: 'select', options: STATUSES.map((status) => ({ value: status, label: status })) },
  },
];

export function OrdersTable() {
  return (
    <DataTable
      aria-label="Orders"
      data={orders}
      columns={columns}
      getRowId={(order) => order.id}
      defaultPageSize={10}
      selectable
    />
  );
}
