// The blocks of app/routes/projects.tsx that load after the page: see ../deferred.tsx.
import type { ComponentProps } from 'react';
import * as eager from '../../../src';
import { deferred } from '../deferred';

export const PrivateLabelRequestForm = deferred<ComponentProps<typeof eager.PrivateLabelRequestForm>>(
  import.meta.env.SSR ? eager.PrivateLabelRequestForm : undefined,
  () => import('@labelport/ui/blocks/private-label-request-form').then((module) => module.PrivateLabelRequestForm),
);

export const ProjectsTable = deferred<ComponentProps<typeof eager.ProjectsTable>>(
  import.meta.env.SSR ? eager.ProjectsTable : undefined,
  () => import('@labelport/ui/blocks/projects-table').then((module) => module.ProjectsTable),
);
