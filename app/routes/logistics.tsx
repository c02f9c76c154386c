import { css } from 'styled-system/css';
import { DeliveryRoutesMap, Heading, StatCardGrid, Text, useLanguage } from '../../src';
import { remoteData, shippingQuery, useBookLogistics, useCompleteShipment, useShippingQuery } from '../data/queries';
import type { RouteData } from '../data/route-data';
import { useAppText } from '../i18n';
import { ShippingTable } from '../lazy/routes/logistics';
import { toaster } from '../lazy/toaster';
import { usePageTitle } from '../page-title';

const page = css({ display: 'flex', flexDirection: 'column', gap: { base: '6', md: '8' }, minW: '0', w: 'full' });
const intro = css({ display: 'flex', flexDirection: 'column', gap: '2' });

const NO_BOOKINGS = {};
const NO_IDS: string[] = [];

export const handle: RouteData = { queries: [shippingQuery] };

/**
 * /dashboard/logistics: the four logistics figures, the 'Shipping Status' table (Book Logistics
 * opens the scheduler) and the 'Delivery Routes' map. Bookings and completed shipments are kept in this
 * browser (no request is made), and each is confirmed with a toast.
 */
export function Component() {
  const title = usePageTitle('page.logistics');
  const { formatDate } = useLanguage();
  const text = useAppText();
  const shipping = useShippingQuery();
  const bookLogistics = useBookLogistics();
  const completeShipment = useCompleteShipment();
  const state = remoteData(shipping);
  return (
    <div className={page}>
      <div className={intro}>
        <Heading as="h1">{title}</Heading>
        <Text tone="muted">{text('operations.logistics.intro')}</Text>
      </div>
      <StatCardGrid
        stats={(shipping.data?.stats ?? []).map((stat) => ({ ...stat, label: text(stat.label) }))}
        aria-label={text('operations.logistics.overview')}
        {...state}
      />
      <ShippingTable
        shipments={shipping.data?.shipments ?? []}
        bookings={shipping.data?.bookings ?? NO_BOOKINGS}
        completedIds={shipping.data?.completed ?? NO_IDS}
        onBook={(booking, shipment) =>
          bookLogistics({ shipmentId: shipment.id, booking }, () =>
            toaster.create({
              type: 'success',
              title: text('operations.scheduler.bookedToast'),
              description: text('operations.scheduler.bookedToastDescription', {
                product: shipment.product,
                date: formatDate(booking.date, 'long'),
              }),
            }),
          )
        }
        onComplete={(shipment) =>
          completeShipment(shipment.id, () =>
            toaster.create({
              type: 'success',
              title: text('operations.shipping.completedToast'),
              description: text('operations.shipping.completedToastDescription', { product: shipment.product }),
            }),
          )
        }
        {...state}
      />
      {shipping.data ? <DeliveryRoutesMap route={shipping.data.route} /> : null}
    </div>
  );
}
