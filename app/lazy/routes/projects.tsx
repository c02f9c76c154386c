// The blocks of app/routes/projects.tsx that load after the page: see ../deferred.tsx.
import type { ComponentProps } from 'react';
import * as eager from '../../../src';
import { deferred } from '../deferred';

export const PrivateLabelRequestForm = deferred<ComponentProps<typeof eager.PrivateLabelRequestForm>>(
  import.meta.env.SSR ? eager.PrivateLabelRequestForm : undefined,
  () =>
    import('../../../src/blocks/dashboard/private-label-request-form/PrivateLabelRequestForm').then(
      (module) => module.PrivateLabelRequestForm,
    ),
);

export const ProjectsTable = deferred<ComponentProps<typeof eager.ProjectsTable>>(
  import.meta.env.SSR ? eager.ProjectsTable : undefined,
  () => import('../../../src/blocks/dashboard/projects-table/ProjectsTable').then((module) => module.ProjectsTable),
);
