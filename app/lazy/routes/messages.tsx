// The blocks of app/routes/messages.tsx that load after the page: the project details dialog, closed at first load.
import type { ProjectDetailsDialogProps } from '@labelport/ui/blocks/project-details-dialog';
import { untilOpened } from '../until-opened';

export const ProjectDetailsDialog = untilOpened<ProjectDetailsDialogProps>(() =>
  import('@labelport/ui/blocks/project-details-dialog').then((module) => module.ProjectDetailsDialog),
);
