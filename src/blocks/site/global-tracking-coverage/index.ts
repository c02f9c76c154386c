export { GlobalTrackingCoverage, type GlobalTrackingCoverageProps } from './GlobalTrackingCoverage';
