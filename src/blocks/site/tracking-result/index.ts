export { TrackingResult, type TrackingResultProps } from './TrackingResult';
