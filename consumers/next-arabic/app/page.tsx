// A Server Component page of an Arabic portal: every text on it is the portal's own or the package's in the
// portal's translation.
import { Button, DatePicker, Drawer, Heading, LineChart, ThemeToggle } from '@labelport/ui';
import { LastUpdated, ShipmentActions, Shipments } from './shipments';

const weeks = [
  { week: 'الأسبوع ١', riyadh: 120, jeddah: 80 },
  { week: 'الأسبوع ٢', riyadh: 135, jeddah: 95 },
  { week: 'الأسبوع ٣', riyadh: 150, jeddah: 90 },
  { week: 'الأسبوع ٤', riyadh: 160, jeddah: 110 },
];

export default function Page() {
  return (
    <main>
      <Heading as="h1">لوحة الشحن</Heading>
      <ThemeToggle />
      <LastUpdated />
      <Drawer title="تفاصيل الشحنة" placement="start" trigger={<Button>عرض التفاصيل</Button>}>
        <p>الشاحنة في الطريق إلى جدة.</p>
      </Drawer>
      <ShipmentActions />
      <DatePicker label="تاريخ الاستلام" mode="popover" />
      <LineChart
        title="الشحنات حسب الميناء"
        description="عدد الشحنات من كل ميناء في الأسبوع."
        data={weeks}
        xKey="week"
        xLabel="الأسبوع"
        series={[
          { key: 'riyadh', label: 'الرياض' },
          { key: 'jeddah', label: 'جدة' },
        ]}
      />
      <Shipments />
    </main>
  );
}
