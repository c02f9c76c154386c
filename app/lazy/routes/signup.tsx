// The blocks of app/routes/signup.tsx that load after the page: see ../deferred.tsx.
import type { ComponentProps } from 'react';
import * as eager from '../../../src';
import { deferred } from '../deferred';

export const SignupBenefits = deferred<ComponentProps<typeof eager.SignupBenefits>>(
  import.meta.env.SSR ? eager.SignupBenefits : undefined,
  () => import('@labelport/ui/blocks/signup-form').then((module) => module.SignupBenefits),
);

export const SignupForm = deferred<ComponentProps<typeof eager.SignupForm>>(
  import.meta.env.SSR ? eager.SignupForm : undefined,
  () => import('@labelport/ui/blocks/signup-form').then((module) => module.SignupForm),
);
