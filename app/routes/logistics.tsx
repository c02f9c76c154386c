import { css } from 'styled-system/css';
import { DeliveryRoutesMap, Heading, ShippingTable, StatCardGrid, Text, useLanguage } from '../../src';
import { deliveryRoute, logisticsStats, shipments } from '../data/shipping';
import { usePageTitle } from '../page-title';

const page = css({ display: 'flex', flexDirection: 'column', gap: { base: '6', md: '8' }, minW: '0', w: 'full' });
const intro = css({ display: 'flex', flexDirection: 'column', gap: '2' });

/**
 * /dashboard/logistics: the four logistics figures, the 'Shipping Status' table (Book Logistics
 * opens the scheduler) and the 'Delivery Routes' map.
 */
export function Component() {
  const title = usePageTitle('page.logistics');
  const { t } = useLanguage();
  return (
    <div className={page}>
      <div className={intro}>
        <Heading as="h1">{title}</Heading>
        <Text tone="muted">{t('operations.logistics.intro')}</Text>
      </div>
      <StatCardGrid stats={logisticsStats} aria-label={t('operations.logistics.overview')} />
      <ShippingTable shipments={shipments} />
      <DeliveryRoutesMap route={deliveryRoute} />
    </div>
  );
}
