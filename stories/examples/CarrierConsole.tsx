// A carrier's console framed by the package's AppShell, as a portal writes it: its own links in groups with
// icons and counts, the sidebar collapsible to icons and remembered, a drawer on small screens, a top bar with
// a search box and the user's menu, a command palette on Ctrl+K, and a PageHeader over the page. Every text is the portal's own. The
// 'App shell' docs page shows this file as it is; consumers/types compiles it against the packed package.
import { AppShell, Breadcrumb, Button, CommandPalette, type CommandPaletteItem, Input, PageHeader } from '@labelport/ui';
import { CalendarClock, LayoutDashboard, MapPinned, Package, Settings, Truck, Users } from 'lucide-react';
import type { ReactNode } from 'react';

export interface CarrierConsoleProps {
  /** Called with the user menu's choice: 'profile' or 'sign-out'. */
  onUserAction?: (action: string) => void;
  /** Called with the command palette's choice, e.g. 'go:/pickups' or 'book-pickup'. */
  onCommand?: (value: string) => void;
  /** The page inside the frame. */
  children?: ReactNode;
}

/** What Ctrl+K offers: the console's pages and its everyday actions. */
const commands: CommandPaletteItem[] = [
  { value: 'go:/', label: 'Overview', group: 'Go to', icon: <LayoutDashboard /> },
  { value: 'go:/shipments', label: 'Shipments', group: 'Go to', icon: <Package /> },
  { value: 'go:/pickups', label: 'Pickups', group: 'Go to', icon: <CalendarClock />, keywords: ['collection'] },
  { value: 'go:/routes', label: 'Routes', group: 'Go to', icon: <MapPinned /> },
  { value: 'go:/vehicles', label: 'Vehicles', group: 'Go to', icon: <Truck />, keywords: ['trucks'] },
  { value: 'go:/drivers', label: 'Drivers', group: 'Go to', icon: <Users /> },
  { value: 'book-pickup', label: 'Book pickup', group: 'Actions', icon: <CalendarClock /> },
  { value: 'new-shipment', label: 'New shipment', group: 'Actions', icon: <Package /> },
];

export function CarrierConsole({ onUserAction, onCommand, children }: CarrierConsoleProps) {
  return (
    <AppShell.Root storageKey="nordfrakt:sidebar-collapsed">
      <CommandPalette items={commands} onSelect={({ value }) => onCommand?.(value)} />
      <AppShell.Sidebar drawerTitle="Nordfrakt">
        <AppShell.SidebarHeader>
          <Truck aria-hidden />
          <AppShell.SidebarTitle>Nordfrakt</AppShell.SidebarTitle>
        </AppShell.SidebarHeader>
        <AppShell.Nav aria-label="Console">
          <AppShell.NavGroup>
            <AppShell.NavLink href="/" icon={<LayoutDashboard />}>
              Overview
            </AppShell.NavLink>
          </AppShell.NavGroup>
          <AppShell.NavGroup label="Operations">
            <AppShell.NavLink href="/shipments" icon={<Package />} count={12} countLabel="12 need action">
              Shipments
            </AppShell.NavLink>
            <AppShell.NavLink href="/pickups" icon={<CalendarClock />}>
              Pickups
            </AppShell.NavLink>
            <AppShell.NavLink href="/routes" icon={<MapPinned />}>
              Routes
            </AppShell.NavLink>
          </AppShell.NavGroup>
          <AppShell.NavGroup label="Fleet">
            <AppShell.NavLink href="/vehicles" icon={<Truck />}>
              Vehicles
            </AppShell.NavLink>
            <AppShell.NavLink href="/drivers" icon={<Users />}>
              Drivers
            </AppShell.NavLink>
          </AppShell.NavGroup>
        </AppShell.Nav>
        <AppShell.SidebarFooter>
          <AppShell.NavGroup>
            <AppShell.NavLink href="/settings" icon={<Settings />}>
              Settings
            </AppShell.NavLink>
          </AppShell.NavGroup>
          <AppShell.CollapseButton />
        </AppShell.SidebarFooter>
      </AppShell.Sidebar>
      <AppShell.Column>
        <AppShell.Header>
          <AppShell.MenuButton />
          <search>
            <Input type="search" aria-label="Search shipments" placeholder="Search shipments" />
          </search>
          <AppShell.HeaderActions>
            <Button variant="outline">Book pickup</Button>
            <AppShell.UserMenu
              name="Maja Berg"
              description="Dispatcher, Nordfrakt AB"
              items={[
                { value: 'profile', label: 'Profile' },
                { value: 'sign-out', label: 'Sign out' },
              ]}
              onSelect={({ value }) => onUserAction?.(value)}
            />
          </AppShell.HeaderActions>
        </AppShell.Header>
        <AppShell.Main>
          <PageHeader
            breadcrumb={<Breadcrumb items={[{ label: 'Overview', href: '/' }, { label: 'Shipments' }]} />}
            title="Shipments"
            description="Every consignment booked this week, by its next step."
            actions={<Button>New shipment</Button>}
          />
          {children}
        </AppShell.Main>
      </AppShell.Column>
    </AppShell.Root>
  );
}
