// The blocks of app/routes/tracking.tsx that load after the page: see ../deferred.tsx.
import type { ComponentProps } from 'react';
import * as eager from '../../../src';
import { deferred } from '../deferred';

export const ShipmentTracker = deferred<ComponentProps<typeof eager.ShipmentTracker>>(
  import.meta.env.SSR ? eager.ShipmentTracker : undefined,
  () => import('@labelport/ui/blocks/shipment-tracker').then((module) => module.ShipmentTracker),
);
