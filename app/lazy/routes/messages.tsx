// The blocks of app/routes/messages.tsx that load after the page: the project details dialog, closed at first load.
import type { ProjectDetailsDialogProps } from '../../../src/blocks/dashboard/projects-table/ProjectDetailsDialog';
import { untilOpened } from '../until-opened';

export const ProjectDetailsDialog = untilOpened<ProjectDetailsDialogProps>(() =>
  import('../../../src/blocks/dashboard/projects-table/ProjectDetailsDialog').then((module) => module.ProjectDetailsDialog),
);
