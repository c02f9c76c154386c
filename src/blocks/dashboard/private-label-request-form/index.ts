export { PrivateLabelRequestForm, type PrivateLabelRequestFormProps } from './PrivateLabelRequestForm';
export { NEW_REQUEST_ID, revealSection } from './reveal-section';
