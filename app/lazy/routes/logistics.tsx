// The blocks of app/routes/logistics.tsx that load after the page: see ../deferred.tsx.
import type { ComponentProps } from 'react';
import * as eager from '../../../src';
import { deferred } from '../deferred';

export const ShippingTable = deferred<ComponentProps<typeof eager.ShippingTable>>(
  import.meta.env.SSR ? eager.ShippingTable : undefined,
  () => import('@labelport/ui/blocks/shipping-table').then((module) => module.ShippingTable),
);
