// Orders paged on the server, as a portal writes it: the page and its size live in state, and each change
// fetches that page. The Pagination stories render it, and 'Show code' shows this file as it is.
import { Button, Dialog, Pagination, Table } from '@labelport/ui';
import { useEffect, useState } from 'react';

// Stands for the portal's API: a server that has 137 orders and answers with one page of them.
const ORDER_COUNT = 137;
const fetchOrders = (page: number, pageSize: number) =>
  Promise.resolve(
    Array.from({ length: Math.max(0, Math.min(pageSize, ORDER_COUNT - (page - 1) * pageSize)) }, (_, i) => {
      const n = (page - 1) * pageSize + i + 1;
      return { id: `LP-${1000 + n}`, cases: (n * 7) % 40 };
    }),
  );
type Order = Awaited<ReturnType<typeof fetchOrders>>[number];

export interface ServerPagedOrdersProps {
  /** The page sizes a 'Rows per page' select offers; without them, there is none. */
  pageSizeOptions?: number[];
  initialPageSize?: number;
}

export function ServerPagedOrders({ pageSizeOptions, initialPageSize = 10 }: ServerPagedOrdersProps) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(initialPageSize);
  const [rows, setRows] = useState<Order[]>([]);
  const load = (nextPage: number, nextSize: number) => {
    setPage(nextPage);
    setPageSize(nextSize);
    void fetchOrders(nextPage, nextSize).then(setRows);
  };
  useEffect(() => {
    void fetchOrders(1, initialPageSize).then(setRows);
  }, [initialPageSize]);
  return (
    <Table.Root aria-label="Orders" size="sm">
      <Table.Head>
        <Table.Row>
          <Table.Header>Order</Table.Header>
          <Table.Header>Cases</Table.Header>
        </Table.Row>
      </Table.Head>
      <Table.Body>
        {rows.map((row) => (
          <Table.Row key={row.id}>
            <Table.Cell>{row.id}</Table.Cell>
            <Table.Cell>{row.cases}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
      <Table.Footer>
        <Table.Row>
          <Table.Cell colSpan={2}>
            <Pagination
              count={ORDER_COUNT}
              page={page}
              onPageChange={(next) => load(next, pageSize)}
              pageSize={pageSize}
              onPageSizeChange={(size) => load(1, size)}
              pageSizeOptions={pageSizeOptions}
            />
          </Table.Cell>
        </Table.Row>
      </Table.Footer>
    </Table.Root>
  );
}

/** The same table in a Dialog, five rows a page: the 'Rows per page' list opens above the dialog. */
export function OrdersDialog() {
  return (
    <Dialog title="Orders" trigger={<Button>Show orders</Button>}>
      <ServerPagedOrders pageSizeOptions={[5, 10]} initialPageSize={5} />
    </Dialog>
  );
}
