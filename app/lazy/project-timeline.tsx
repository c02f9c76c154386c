// My Productions' timeline dialog (the stepper and Ark Dialog), closed at first load: it loads when first opened.
import type { ProjectTimelineDialogProps } from '../../src/blocks/dashboard/project-timeline/ProjectTimeline';
import { untilOpened } from './until-opened';

export const ProjectTimelineDialog = untilOpened<ProjectTimelineDialogProps>(() =>
  import('../../src/blocks/dashboard/project-timeline/ProjectTimeline').then((module) => module.ProjectTimelineDialog),
);
