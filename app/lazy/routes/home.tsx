// The blocks of app/routes/home.tsx that load after the page: see ../deferred.tsx.
import type { ComponentProps } from 'react';
import * as eager from '../../../src';
import { deferred } from '../deferred';

export const PricingPlans = deferred<ComponentProps<typeof eager.PricingPlans>>(
  import.meta.env.SSR ? eager.PricingPlans : undefined,
  () => import('@labelport/ui/blocks/pricing-card').then((module) => module.PricingPlans),
);

export const TestimonialList = deferred<ComponentProps<typeof eager.TestimonialList>>(
  import.meta.env.SSR ? eager.TestimonialList : undefined,
  () => import('@labelport/ui/blocks/testimonial-card').then((module) => module.TestimonialList),
);
