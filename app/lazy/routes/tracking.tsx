// The blocks of app/routes/tracking.tsx that load after the page: see ../deferred.tsx.
import type { ComponentProps } from 'react';
import * as eager from '../../../src';
import { deferred } from '../deferred';

export const ShipmentTracker = deferred<ComponentProps<typeof eager.ShipmentTracker>>(
  import.meta.env.SSR ? eager.ShipmentTracker : undefined,
  () => import('../../../src/blocks/site/shipment-tracker/ShipmentTracker').then((module) => module.ShipmentTracker),
);
