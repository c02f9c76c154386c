export {
  ProgressLabel as Label,
  type ProgressLabelProps as LabelProps,
  ProgressRange as Range,
  type ProgressRangeProps as RangeProps,
  ProgressRoot as Root,
  type ProgressRootProps as RootProps,
  ProgressRootProvider as RootProvider,
  ProgressTrack as Track,
  type ProgressTrackProps as TrackProps,
  ProgressValueText as ValueText,
  type ProgressValueTextProps as ValueTextProps,
} from './Progress';
