// The blocks of app/routes/analytics.tsx that load after the page: see ../deferred.tsx.
import type { ComponentProps } from 'react';
import * as eager from '../../../src';
import { deferred } from '../deferred';

export const DeliveryPerformanceChart = deferred<ComponentProps<typeof eager.DeliveryPerformanceChart>>(
  import.meta.env.SSR ? eager.DeliveryPerformanceChart : undefined,
  () =>
    import('../../../src/blocks/site/delivery-performance-chart/DeliveryPerformanceChart').then(
      (module) => module.DeliveryPerformanceChart,
    ),
);

export const RegionalDistributionChart = deferred<ComponentProps<typeof eager.RegionalDistributionChart>>(
  import.meta.env.SSR ? eager.RegionalDistributionChart : undefined,
  () =>
    import('../../../src/blocks/site/regional-distribution-chart/RegionalDistributionChart').then(
      (module) => module.RegionalDistributionChart,
    ),
);

export const ShipmentVolumeChart = deferred<ComponentProps<typeof eager.ShipmentVolumeChart>>(
  import.meta.env.SSR ? eager.ShipmentVolumeChart : undefined,
  () => import('../../../src/blocks/site/shipment-volume-chart/ShipmentVolumeChart').then((module) => module.ShipmentVolumeChart),
);
