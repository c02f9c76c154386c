'use client';
// The portal's parts that take functions (columns, actions), which a Server Component cannot pass: its
// shipments table, a menu of its own, and the time of the last update in the portal's zone.
import { Button, DataTable, type DataTableColumn, Menu, useLanguage } from '@labelport/ui';

interface Shipment {
  id: string;
  destination: string;
  status: 'pending' | 'onTheWay' | 'delivered';
  units: number;
  orderedOn: string;
}

const STATUS = { pending: 'قيد التجهيز', onTheWay: 'في الطريق', delivered: 'تم التسليم' } as const;
const CITIES = ['جدة', 'الدمام', 'مكة المكرمة'];
const shipments: Shipment[] = Array.from({ length: 30 }, (_, index) => ({
  id: `SH-${String(index + 1).padStart(4, '0')}`,
  destination: CITIES[index % 3],
  status: (['pending', 'onTheWay', 'delivered'] as const)[index % 3],
  units: (30 - index) * 100,
  orderedOn: `2026-01-${String(index + 1).padStart(2, '0')}`,
}));

const COLUMNS: DataTableColumn<Shipment>[] = [
  { id: 'id', header: 'الشحنة', value: (shipment) => shipment.id, rowHeader: true },
  { id: 'destination', header: 'الوجهة', value: (shipment) => shipment.destination },
  {
    id: 'status',
    header: 'الحالة',
    value: (shipment) => STATUS[shipment.status],
    filter: { type: 'select', options: Object.values(STATUS).map((label) => ({ value: label, label })) },
  },
  { id: 'units', header: 'الوحدات', value: (shipment) => shipment.units, align: 'end' },
  { id: 'orderedOn', header: 'تاريخ الطلب', value: (shipment) => new Date(`${shipment.orderedOn}T00:00:00`) },
];

export function Shipments() {
  return (
    <DataTable
      aria-label="الشحنات"
      data={shipments}
      columns={COLUMNS}
      getRowId={(shipment) => shipment.id}
      searchable
      selectable
      pageSizeOptions={[10, 25]}
      bulkActions={({ clear }) => (
        <Button size="sm" onClick={clear}>
          إعادة الطلب
        </Button>
      )}
      rowActions={() => [
        { value: 'track', label: 'تتبع الشحنة' },
        { value: 'cancel', label: 'إلغاء الشحنة', tone: 'danger' },
      ]}
    />
  );
}

export function ShipmentActions() {
  return (
    <Menu
      trigger={<Button variant="outline">خيارات</Button>}
      items={[
        { value: 'print', label: 'طباعة الملصق' },
        { value: 'export', label: 'تصدير القائمة' },
      ]}
    />
  );
}

/** An instant in the portal's zone: the same text from the server (in UTC) and in a browser in Tokyo. */
export const LAST_UPDATE = '2026-03-01T21:30:00Z';
export function LastUpdated() {
  const { formatDate } = useLanguage();
  return <p data-testid="last-update">{`آخر تحديث: ${formatDate(LAST_UPDATE, { dateStyle: 'medium', timeStyle: 'short' })}`}</p>;
}
