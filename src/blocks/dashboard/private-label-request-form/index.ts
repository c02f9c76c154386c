export {
  NEW_REQUEST_ID,
  PrivateLabelRequestForm,
  type PrivateLabelRequestFormProps,
} from './PrivateLabelRequestForm';
export { revealSection } from './reveal-section';
