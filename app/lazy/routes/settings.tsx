// The blocks of app/routes/settings.tsx that load after the page: see ../deferred.tsx.
import type { ComponentProps } from 'react';
import * as eager from '../../../src';
import { deferred } from '../deferred';

export const SettingsTabs = deferred<ComponentProps<typeof eager.SettingsTabs>>(
  import.meta.env.SSR ? eager.SettingsTabs : undefined,
  () => import('@labelport/ui/blocks/settings-tabs').then((module) => module.SettingsTabs),
);
