// The blocks of app/routes/profile.tsx that load after the page: see ../deferred.tsx.
import type { ComponentProps } from 'react';
import * as eager from '../../../src';
import { deferred } from '../deferred';

export const ProfileForm = deferred<ComponentProps<typeof eager.ProfileForm>>(
  import.meta.env.SSR ? eager.ProfileForm : undefined,
  () => import('@labelport/ui/blocks/profile-form').then((module) => module.ProfileForm),
);
