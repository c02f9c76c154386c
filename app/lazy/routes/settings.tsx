// The blocks of app/routes/settings.tsx that load after the page: see ../deferred.tsx.
import type { ComponentProps } from 'react';
import * as eager from '../../../src';
import { deferred } from '../deferred';

export const SettingsTabs = deferred<ComponentProps<typeof eager.SettingsTabs>>(
  import.meta.env.SSR ? eager.SettingsTabs : undefined,
  () => import('../../../src/blocks/dashboard/settings-tabs/SettingsTabs').then((module) => module.SettingsTabs),
);
