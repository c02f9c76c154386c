export { FILE_STATUS_TONE, UploadedFilesTable, type UploadedFilesTableProps } from './UploadedFilesTable';
