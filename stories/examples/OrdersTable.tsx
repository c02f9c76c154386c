// An Orders table as a portal writes one: columns as plain objects, search, a status filter, selection with
// a bulk action and a menu of actions per row. This file is the DataTable docs' copyable example, shown as
// it is, and consumers/types compiles the same file against the packed package.
import { Button, DataTable, type DataTableColumn } from '@labelport/ui';

export interface Order {
  id: string;
  product: string;
  status: 'In Production' | 'Shipped' | 'Delivered';
  units: number;
  orderedOn: string;
}

// Module scope (or state, or useMemo): a new array on every render would sort and filter every row again.
const COLUMNS: DataTableColumn<Order>[] = [
  { id: 'id', header: 'Order', value: (order) => order.id, rowHeader: true },
  { id: 'product', header: 'Product', value: (order) => order.product },
  {
    id: 'status',
    header: 'Status',
    value: (order) => order.status,
    filter: {
      type: 'select',
      options: ['In Production', 'Shipped', 'Delivered'].map((status) => ({ value: status, label: status })),
    },
  },
  // A number sorts by value and shows in the active language ('12 000' in Swedish).
  { id: 'units', header: 'Units', value: (order) => order.units, align: 'end' },
  // A Date sorts by day and shows in the active language.
  { id: 'orderedOn', header: 'Ordered', value: (order) => new Date(`${order.orderedOn}T00:00:00`) },
];

export interface OrdersTableProps {
  orders: Order[];
  onReorder: (ids: string[]) => void;
  onCancel: (order: Order) => void;
}

export function OrdersTable({ orders, onReorder, onCancel }: OrdersTableProps) {
  return (
    <DataTable
      aria-label="Orders"
      data={orders}
      columns={COLUMNS}
      getRowId={(order) => order.id}
      searchable
      selectable
      pageSizeOptions={[10, 25, 50]}
      bulkActions={({ ids, clear }) => (
        <Button
          size="sm"
          onClick={() => {
            onReorder(ids);
            clear();
          }}
        >
          Reorder
        </Button>
      )}
      rowActions={(order) => [
        { value: 'reorder', label: 'Reorder', onSelect: () => onReorder([order.id]) },
        { value: 'cancel', label: 'Cancel order', tone: 'danger', onSelect: () => onCancel(order) },
      ]}
    />
  );
}
