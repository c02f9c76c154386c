export { PROJECT_STATUS_FILTERS, ProjectsTable, type ProjectsTableProps } from './ProjectsTable';
