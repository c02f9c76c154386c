// The blocks of app/routes/analytics.tsx that load after the page: see ../deferred.tsx.
import type { ComponentProps } from 'react';
import * as eager from '../../../src';
import { deferred } from '../deferred';

export const DeliveryPerformanceChart = deferred<ComponentProps<typeof eager.DeliveryPerformanceChart>>(
  import.meta.env.SSR ? eager.DeliveryPerformanceChart : undefined,
  () => import('@labelport/ui/blocks/delivery-performance-chart').then((module) => module.DeliveryPerformanceChart),
);

export const RegionalDistributionChart = deferred<ComponentProps<typeof eager.RegionalDistributionChart>>(
  import.meta.env.SSR ? eager.RegionalDistributionChart : undefined,
  () => import('@labelport/ui/blocks/regional-distribution-chart').then((module) => module.RegionalDistributionChart),
);

export const ShipmentVolumeChart = deferred<ComponentProps<typeof eager.ShipmentVolumeChart>>(
  import.meta.env.SSR ? eager.ShipmentVolumeChart : undefined,
  () => import('@labelport/ui/blocks/shipment-volume-chart').then((module) => module.ShipmentVolumeChart),
);
