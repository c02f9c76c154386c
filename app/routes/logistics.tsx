import { css } from 'styled-system/css';
import {
  DeliveryRoutesMap,
  Heading,
  type LogisticsBooking,
  repairBookingMap,
  repairIdList,
  StatCardGrid,
  Text,
  useLanguage,
  useStoredState,
} from '../../src';
import { deliveryRoute, logisticsStats, shipments } from '../data/shipping';
import { useAppText } from '../i18n';
import { ShippingTable } from '../lazy/routes/logistics';
import { toaster } from '../lazy/toaster';
import { usePageTitle } from '../page-title';
import { STORAGE_KEYS } from '../state/storage-keys';

const page = css({ display: 'flex', flexDirection: 'column', gap: { base: '6', md: '8' }, minW: '0', w: 'full' });
const intro = css({ display: 'flex', flexDirection: 'column', gap: '2' });

/**
 * /dashboard/logistics: the four logistics figures, the 'Shipping Status' table (Book Logistics
 * opens the scheduler) and the 'Delivery Routes' map. Bookings and completed shipments are kept in this
 * browser (no request is made), and each is confirmed with a toast.
 */
export function Component() {
  const title = usePageTitle('page.logistics');
  const { formatDate } = useLanguage();
  const text = useAppText();
  const [bookings, setBookings] = useStoredState<Record<string, LogisticsBooking>>(STORAGE_KEYS.bookings, {}, repairBookingMap);
  const [completed, setCompleted] = useStoredState<string[]>(STORAGE_KEYS.completed, [], repairIdList);
  return (
    <div className={page}>
      <div className={intro}>
        <Heading as="h1">{title}</Heading>
        <Text tone="muted">{text('operations.logistics.intro')}</Text>
      </div>
      <StatCardGrid
        stats={logisticsStats.map((stat) => ({ ...stat, label: text(stat.label) }))}
        aria-label={text('operations.logistics.overview')}
      />
      <ShippingTable
        shipments={shipments}
        bookings={bookings}
        completedIds={completed}
        onBook={(booking, shipment) => {
          setBookings((previous) => ({ ...previous, [shipment.id]: booking }));
          toaster.create({
            type: 'success',
            title: text('operations.scheduler.bookedToast'),
            description: text('operations.scheduler.bookedToastDescription', {
              product: shipment.product,
              date: formatDate(booking.date, 'long'),
            }),
          });
        }}
        onComplete={(shipment) => {
          setCompleted((ids) => (ids.includes(shipment.id) ? ids : [...ids, shipment.id]));
          toaster.create({
            type: 'success',
            title: text('operations.shipping.completedToast'),
            description: text('operations.shipping.completedToastDescription', { product: shipment.product }),
          });
        }}
      />
      <DeliveryRoutesMap route={deliveryRoute} />
    </div>
  );
}
