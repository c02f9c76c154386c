export { ProjectTimeline, type ProjectTimelineProps, TIMELINE_PLACEHOLDER_DATE } from './ProjectTimeline';
