export {
  ToggleGroupContext as Context,
  ToggleGroupItem as Item,
  type ToggleGroupItemProps as ItemProps,
  ToggleGroupRoot as Root,
  type ToggleGroupRootProps as RootProps,
  ToggleGroupRootProvider as RootProvider,
  type ToggleGroupRootProviderProps as RootProviderProps,
} from './ToggleGroup';
