export { UploadPanel, type UploadPanelProps } from './UploadPanel';
