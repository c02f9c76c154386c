// A warehouse portal's Orders page laid out with the package's primitives alone, as a portal without Panda
// writes it: the page's column (Container), its sections in a column (Stack), a header whose title and
// actions share a row (Group), key figures and details in responsive columns (Grid), an order's details
// (DataList). The 'Page layout' docs page shows this file as it is.
import {
  Badge,
  Button,
  Card,
  Container,
  DataList,
  DataTable,
  type DataTableColumn,
  Grid,
  Group,
  Heading,
  Stack,
  Text,
} from '@labelport/ui';

interface Order {
  id: string;
  product: string;
  status: 'In Production' | 'Shipped' | 'Delivered';
  units: number;
  orderedOn: string;
}

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
  { id: 'units', header: 'Units', value: (order) => order.units, align: 'end' },
  { id: 'orderedOn', header: 'Ordered', value: (order) => new Date(`${order.orderedOn}T00:00:00`) },
];

const ORDERS: Order[] = [
  { id: 'PO-1042', product: 'Energy Drink - Tropical', status: 'In Production', units: 5000, orderedOn: '2025-04-14' },
  { id: 'PO-1041', product: 'Collagen Gummies', status: 'Shipped', units: 1200, orderedOn: '2025-04-09' },
  { id: 'PO-1040', product: 'Sparkling Water - Lime', status: 'Delivered', units: 8000, orderedOn: '2025-04-02' },
  { id: 'PO-1039', product: 'Vitamin D Capsules', status: 'Delivered', units: 3000, orderedOn: '2025-03-28' },
];

const FIGURES = [
  { label: 'Open orders', value: '12' },
  { label: 'Units this quarter', value: '48,200' },
  { label: 'On-time deliveries', value: '96%' },
];

export function OrdersPage() {
  return (
    <Container asChild>
      <main>
        <Stack gap="8">
          {/* The title and the page's actions share a row; on a phone the actions wrap under the title. */}
          <Group justify="between" gap="4">
            <Stack gap="1">
              <Heading as="h1" size="h2">
                Orders
              </Heading>
              <Text tone="muted">Everything ordered this quarter, and where it is.</Text>
            </Stack>
            <Group gap="3">
              <Button variant="outline">Export</Button>
              <Button>New order</Button>
            </Group>
          </Group>

          {/* One card per row on a phone, two from 640 px, three from 1024 px. */}
          <Grid columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
            {FIGURES.map((figure) => (
              <Card.Root key={figure.label} size="sm">
                <Card.Body>
                  <Text tone="muted">{figure.label}</Text>
                  <Text size="lg" weight="semibold">
                    {figure.value}
                  </Text>
                </Card.Body>
              </Card.Root>
            ))}
          </Grid>

          <DataTable aria-label="Orders" data={ORDERS} columns={COLUMNS} getRowId={(order) => order.id} searchable />

          <Grid columns={{ base: 1, md: 2 }} gap="4">
            <Card.Root>
              <Card.Header>
                <Card.Title level={2}>Latest order</Card.Title>
              </Card.Header>
              <Card.Body>
                <DataList.Root>
                  <DataList.Item>
                    <DataList.Label>Order</DataList.Label>
                    <DataList.Value>PO-1042</DataList.Value>
                  </DataList.Item>
                  <DataList.Item>
                    <DataList.Label>Status</DataList.Label>
                    <DataList.Value>
                      <Badge tone="accent">In Production</Badge>
                    </DataList.Value>
                  </DataList.Item>
                  <DataList.Item>
                    <DataList.Label>Units</DataList.Label>
                    <DataList.Value>5,000</DataList.Value>
                  </DataList.Item>
                </DataList.Root>
              </Card.Body>
            </Card.Root>
            <Card.Root>
              <Card.Header>
                <Card.Title level={2}>Delivery</Card.Title>
              </Card.Header>
              <Card.Body>
                <DataList.Root>
                  <DataList.Item>
                    <DataList.Label>Ship to</DataList.Label>
                    <DataList.Value>Nordic Brands AB, Stockholm</DataList.Value>
                  </DataList.Item>
                  <DataList.Item>
                    <DataList.Label>Carrier</DataList.Label>
                    <DataList.Value>Nordic Freight</DataList.Value>
                  </DataList.Item>
                </DataList.Root>
              </Card.Body>
            </Card.Root>
          </Grid>
        </Stack>
      </main>
    </Container>
  );
}
