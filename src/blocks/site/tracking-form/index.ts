export { TrackingForm, type TrackingFormProps } from './TrackingForm';
