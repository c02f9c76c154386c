// The portal page.
import {
  Badge,
  Button,
  Card,
  Container,
  DataList,
  DatePicker,
  Dialog,
  Heading,
  MetricCard,
  Select,
  ShipmentVolumeChart,
  Tabs,
  ThemeToggle,
} from '@labelport/ui';
import { NewOrder } from './forms';

const packages = [
  { value: 'cans', label: 'Cans' },
  { value: 'glass', label: 'Glass' },
  { value: 'sachets', label: 'Sachets' },
];
const tabs = [
  { value: 'overview', label: 'Overview', content: 'Production starts next week.' },
  { value: 'shipping', label: 'Shipping', content: 'Two trucks booked.' },
];
const volume = [120, 135, 150, 160, 155, 170, 180, 175, 190, 200, 210, 220].map((value, index) => ({
  month: index + 1,
  volume: value,
}));

export function App() {
  // A second page for the consumer check: the 'New order' form on react-hook-form.
  if (location.pathname === '/forms') {
    return (
      <Container asChild size="md">
        <main>
          <NewOrder />
        </main>
      </Container>
    );
  }
  return (
    <main>
      <Heading as="h1">Portal</Heading>
      <ThemeToggle />
      <Badge>New</Badge>
      <Card.Root>
        <Card.Header>
          <Card.Title>Energy Drink</Card.Title>
        </Card.Header>
        <Card.Body>
          <DataList.Root>
            <DataList.Item>
              <DataList.Label>Order</DataList.Label>
              <DataList.Value>ORD-1042</DataList.Value>
            </DataList.Item>
            <DataList.Item>
              <DataList.Label>Ship to</DataList.Label>
              <DataList.Value>Nordic Brands AB, Stockholm</DataList.Value>
            </DataList.Item>
          </DataList.Root>
          <Dialog title="Project details" trigger={<Button>Open dialog</Button>}>
            <p>Contract signed.</p>
          </Dialog>
        </Card.Body>
      </Card.Root>
      <Select label="Package Type" items={packages} />
      <Tabs label="Project" items={tabs} />
      <DatePicker label="Shipping date" />
      <ShipmentVolumeChart data={volume} />
      <MetricCard label="Average Delivery Time" value="2.4 days" change="-0.3 days" />
    </main>
  );
}
