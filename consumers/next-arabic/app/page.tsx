// A Server Component page of an Arabic portal, framed by its own AppShell: every text on it is the portal's
// own or the package's in the portal's translation.
import { AppShell, Button, DatePicker, Drawer, Heading, LineChart, ThemeToggle } from '@labelport/ui';
import { LastUpdated, ShipmentActions, Shipments } from './shipments';

/** The portal's own icons: a square, a box and a truck, drawn as the text runs. */
function Icon({ path }: { path: string }) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d={path} />
    </svg>
  );
}
const ICONS = {
  overview: 'M4 4h16v16H4z',
  shipments: 'M3 7l9-4 9 4v10l-9 4-9-4z',
  fleet: 'M2 6h12v10H2zM14 10h5l3 3v3h-8z',
};

const weeks = [
  { week: 'الأسبوع ١', riyadh: 120, jeddah: 80 },
  { week: 'الأسبوع ٢', riyadh: 135, jeddah: 95 },
  { week: 'الأسبوع ٣', riyadh: 150, jeddah: 90 },
  { week: 'الأسبوع ٤', riyadh: 160, jeddah: 110 },
];

export default function Page() {
  return (
    <AppShell.Root storageKey="shahn:sidebar-collapsed">
      <AppShell.Sidebar drawerTitle="بوابة الشحن">
        <AppShell.SidebarHeader>
          <Icon path={ICONS.fleet} />
          <AppShell.SidebarTitle>بوابة الشحن</AppShell.SidebarTitle>
        </AppShell.SidebarHeader>
        <AppShell.Nav aria-label="التنقل الرئيسي">
          <AppShell.NavGroup label="العمليات">
            <AppShell.NavLink href="/" icon={<Icon path={ICONS.overview} />} current>
              لوحة الشحن
            </AppShell.NavLink>
            <AppShell.NavLink href="/shipments" icon={<Icon path={ICONS.shipments} />} count={4} countLabel="٤ شحنات متأخرة">
              الشحنات
            </AppShell.NavLink>
            <AppShell.NavLink href="/fleet" icon={<Icon path={ICONS.fleet} />}>
              الأسطول
            </AppShell.NavLink>
          </AppShell.NavGroup>
        </AppShell.Nav>
        <AppShell.SidebarFooter>
          <AppShell.CollapseButton />
        </AppShell.SidebarFooter>
      </AppShell.Sidebar>
      <AppShell.Column>
        <AppShell.Header>
          <AppShell.MenuButton />
          <AppShell.HeaderActions>
            <ThemeToggle />
            <AppShell.UserMenu
              name="سارة العتيبي"
              description="منسقة الشحن"
              items={[
                { value: 'profile', label: 'الملف الشخصي' },
                { value: 'sign-out', label: 'تسجيل الخروج' },
              ]}
            />
          </AppShell.HeaderActions>
        </AppShell.Header>
        <AppShell.Main>
          <Heading as="h1">لوحة الشحن</Heading>
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
        </AppShell.Main>
      </AppShell.Column>
    </AppShell.Root>
  );
}
