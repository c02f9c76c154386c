// A products table whose rows each end with their own actions menu ('Actions for Energy Drink'), as a portal
// writes one. The Menu docs show this file as it is, and consumers/types compiles the same file against the
// packed package.
import { Menu, Table, VisuallyHidden } from '@labelport/ui';
import { Copy, Pencil, Trash2 } from 'lucide-react';

const products = [
  { id: 'energy', name: 'Energy Drink', status: 'In Production' },
  { id: 'water', name: 'Sparkling Water', status: 'In Review' },
  { id: 'tea', name: 'Iced Tea', status: 'Completed' },
];

/** A products table whose rows each end with the row's actions menu, named after the row. */
export function ProductsTable({ onAction }: { onAction: (action: string) => void }) {
  return (
    <Table.Root>
      <Table.Caption>Products</Table.Caption>
      <Table.Head>
        <Table.Row>
          <Table.Header>Product Name</Table.Header>
          <Table.Header>Status</Table.Header>
          <Table.Header>
            <VisuallyHidden>Actions</VisuallyHidden>
          </Table.Header>
        </Table.Row>
      </Table.Head>
      <Table.Body>
        {products.map((product) => (
          <Table.Row key={product.id}>
            <Table.Header scope="row">{product.name}</Table.Header>
            <Table.Cell>{product.status}</Table.Cell>
            <Table.Cell>
              <Menu
                actionsFor={product.name}
                onSelect={({ value }) => onAction(`${value} ${product.name}`)}
                items={[
                  { value: 'edit', label: 'Edit', icon: <Pencil aria-hidden /> },
                  { value: 'duplicate', label: 'Duplicate', icon: <Copy aria-hidden /> },
                  { type: 'separator' },
                  { value: 'delete', label: 'Delete', icon: <Trash2 aria-hidden />, tone: 'danger' },
                ]}
              />
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
