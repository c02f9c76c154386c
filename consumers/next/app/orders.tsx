'use client';
// The DataTable docs' OrdersTable example, as a portal pasted it (scripts/consumers.mjs copies it into
// examples/), given 30 orders. Its columns and handlers are functions, which a Server Component cannot pass to
// a client one: it is rendered from this client file.
import { type Order, OrdersTable } from './examples/OrdersTable';

const STATUSES = ['In Production', 'Shipped', 'Delivered'] as const;
// The later an order, the fewer its units: sorting by Units puts the last one first.
const orders: Order[] = Array.from({ length: 30 }, (_, index) => ({
  id: `PO-${String(index + 1).padStart(4, '0')}`,
  product: ['Apple Soda', 'Berry Kombucha', 'Cherry Tonic'][index % 3],
  status: STATUSES[index % 3],
  units: (30 - index) * 100,
  orderedOn: `2026-01-${String(index + 1).padStart(2, '0')}`,
}));

export function Orders() {
  return <OrdersTable orders={orders} onReorder={() => {}} onCancel={() => {}} />;
}
