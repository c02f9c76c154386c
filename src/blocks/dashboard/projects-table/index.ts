export { ProjectDetailsDialog, type ProjectDetailsDialogProps } from './ProjectDetailsDialog';
export { PROJECT_STATUS_FILTERS, ProjectsTable, type ProjectsTableProps } from './ProjectsTable';
