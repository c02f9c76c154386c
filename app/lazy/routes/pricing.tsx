// The blocks of app/routes/pricing.tsx that load after the page: see ../deferred.tsx.
import type { ComponentProps } from 'react';
import * as eager from '../../../src';
import { deferred } from '../deferred';

export const PricingPlans = deferred<ComponentProps<typeof eager.PricingPlans>>(
  import.meta.env.SSR ? eager.PricingPlans : undefined,
  () => import('@labelport/ui/blocks/pricing-card').then((module) => module.PricingPlans),
);

export const FaqAccordion = deferred<ComponentProps<typeof eager.FaqAccordion>>(
  import.meta.env.SSR ? eager.FaqAccordion : undefined,
  () => import('@labelport/ui/blocks/faq-accordion').then((module) => module.FaqAccordion),
);
