// The blocks of app/routes/uploads.tsx that load after the page: see ../deferred.tsx.
import type { ComponentProps } from 'react';
import * as eager from '../../../src';
import { deferred } from '../deferred';

// Its file table is a DataTable (sorting, paging, menus, filters): more than the page needs to show.
export const UploadPanel = deferred<ComponentProps<typeof eager.UploadPanel>>(
  import.meta.env.SSR ? eager.UploadPanel : undefined,
  () => import('@labelport/ui/blocks/upload-panel').then((module) => module.UploadPanel),
);
