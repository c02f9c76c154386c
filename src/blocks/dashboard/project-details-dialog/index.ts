export { ProjectDetailsDialog, type ProjectDetailsDialogProps } from './ProjectDetailsDialog';
