export {
  TagCloseTrigger as CloseTrigger,
  type TagCloseTriggerProps as CloseTriggerProps,
  TagIcon as Icon,
  type TagIconProps as IconProps,
  TagLabel as Label,
  type TagLabelProps as LabelProps,
  TagRoot as Root,
  type TagRootProps as RootProps,
} from './Tag';
