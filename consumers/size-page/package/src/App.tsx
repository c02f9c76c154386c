// The benchmark page (issue 14, section 1), written with the package. ../direct is the same page on the primitives.
import {
  Accordion,
  Avatar,
  Button,
  DatePicker,
  Dialog,
  LineChart,
  PieChart,
  Progress,
  Select,
  Slider,
  Switch,
  Tabs,
  Tooltip,
  toaster,
} from '@labelport/ui';

const faq = [1, 2, 3, 4, 5].map((n) => ({ value: `q${n}`, title: `Question ${n}`, content: `Answer ${n}.` }));
const tabs = ['Overview', 'Production', 'Shipping', 'Invoices'].map((label) => ({
  value: label.toLowerCase(),
  label,
  content: `${label} details.`,
}));
const packages = ['Cans', 'Glass', 'Sachets', 'Pouches'].map((label) => ({ value: label.toLowerCase(), label }));
const marks = [0, 25, 50, 75, 100].map((value) => ({ value, label: `${value}` }));
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const volume = months.map((month, index) => ({ month, volume: 120 + index * 9 + (index % 3) * 7 }));
const regions = [
  { key: 'north', label: 'North', value: 35 },
  { key: 'south', label: 'South', value: 25 },
  { key: 'east', label: 'East', value: 22 },
  { key: 'west', label: 'West', value: 18 },
];

export function App() {
  return (
    <main>
      <h1>Portal</h1>
      <Button onClick={() => toaster.create({ title: 'Saved', type: 'success' })}>Save</Button>
      <Dialog title="Project details" trigger={<Button>Open dialog</Button>}>
        <p>Contract signed.</p>
      </Dialog>
      <Accordion items={faq} defaultValue={['q1']} collapsible />
      <Tabs label="Project" items={tabs} />
      <Switch>Email updates</Switch>
      <Select label="Package Type" items={packages} />
      <Slider label="Fill level" min={0} max={100} step={25} defaultValue={50} marks={marks} />
      <DatePicker label="Shipping date" mode="popover" disablePast />
      <Progress label="Production" value={60} />
      <Tooltip content="Ships in two days">
        <Button>Hover me</Button>
      </Tooltip>
      <Avatar name="Ada Lovelace" src="/missing.png" />
      <LineChart
        title="Volume"
        description="Units shipped per month."
        data={volume}
        xKey="month"
        xLabel="Month"
        series={[{ key: 'volume', label: 'Units' }]}
      />
      <PieChart title="Regions" description="Share of orders per region." data={regions} categoryLabel="Region" />
    </main>
  );
}
