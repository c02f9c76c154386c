// A Server Component: it imports the components straight from the package, no wrapper of its own.
import {
  Badge,
  Button,
  Card,
  DatePicker,
  Dialog,
  Heading,
  MetricCard,
  Select,
  ShipmentVolumeChart,
  Tabs,
  ThemeToggle,
} from '@labelport/ui';
import { Orders } from './orders';
import { ShipmentCount } from './portal-messages';

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

export default function Page() {
  return (
    <main>
      <Heading as="h1">Portal</Heading>
      <ThemeToggle />
      <ShipmentCount count={2} />
      <Badge>New</Badge>
      <Card.Root>
        <Card.Header>
          <Card.Title>Energy Drink</Card.Title>
        </Card.Header>
        <Card.Body>
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
      <Orders />
    </main>
  );
}
