export {
  SplitterContext as Context,
  SplitterPanel as Panel,
  type SplitterPanelProps as PanelProps,
  SplitterResizeTrigger as ResizeTrigger,
  SplitterResizeTriggerIndicator as ResizeTriggerIndicator,
  type SplitterResizeTriggerIndicatorProps as ResizeTriggerIndicatorProps,
  type SplitterResizeTriggerProps as ResizeTriggerProps,
  SplitterRoot as Root,
  type SplitterRootProps as RootProps,
  SplitterRootProvider as RootProvider,
  type SplitterRootProviderProps as RootProviderProps,
} from './Splitter';
