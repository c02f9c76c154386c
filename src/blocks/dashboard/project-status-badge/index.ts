export { ProjectStatusBadge, type ProjectStatusBadgeProps } from './ProjectStatusBadge';
export { type ProjectText, useProjectText } from './project-text';
