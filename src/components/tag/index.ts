import { withParts } from '../../lib/parts';
import * as TagParts from './namespace';
import type { TagCloseTriggerProps, TagIconProps, TagLabelProps, TagRootProps } from './Tag';
import { Tag as TagComposition } from './Tag';

export {
  TagCloseTrigger,
  type TagCloseTriggerProps,
  TagIcon,
  type TagIconProps,
  TagLabel,
  type TagLabelProps,
  type TagProps,
  TagRoot,
  type TagRootProps,
  type TagSize,
  type TagTone,
  type TagVariant,
} from './Tag';

/** `<Tag …>` with its parts under short names: `<Tag.Root>`, `Tag.RootProps`… */
export const Tag = /* @__PURE__ */ withParts(TagComposition, TagParts);
export declare namespace Tag {
  export type RootProps = TagRootProps;
  export type IconProps = TagIconProps;
  export type LabelProps = TagLabelProps;
  export type CloseTriggerProps = TagCloseTriggerProps;
}
