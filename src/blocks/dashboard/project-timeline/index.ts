export {
  ProjectTimeline,
  ProjectTimelineDialog,
  type ProjectTimelineDialogProps,
  type ProjectTimelineProps,
  TIMELINE_PLACEHOLDER_DATE,
} from './ProjectTimeline';
