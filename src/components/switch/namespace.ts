export {
  SwitchControl as Control,
  type SwitchControlProps as ControlProps,
  SwitchHiddenInput as HiddenInput,
  type SwitchHiddenInputProps as HiddenInputProps,
  SwitchLabel as Label,
  type SwitchLabelProps as LabelProps,
  SwitchRoot as Root,
  type SwitchRootProps as RootProps,
  SwitchRootProvider as RootProvider,
  SwitchThumb as Thumb,
  type SwitchThumbProps as ThumbProps,
} from './Switch';
