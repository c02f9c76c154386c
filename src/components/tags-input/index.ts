import { withParts } from '../../lib/parts';
import * as TagsInputParts from './namespace';
import type {
  TagsInputClearTriggerProps,
  TagsInputControlProps,
  TagsInputHiddenInputProps,
  TagsInputInputProps,
  TagsInputItemDeleteTriggerProps,
  TagsInputItemInputProps,
  TagsInputItemPreviewProps,
  TagsInputItemProps,
  TagsInputItemTextProps,
  TagsInputLabelProps,
  TagsInputRootProps,
  TagsInputRootProviderProps,
} from './TagsInput';
import { TagsInput as TagsInputComposition } from './TagsInput';

export {
  TagsInputClearTrigger,
  type TagsInputClearTriggerProps,
  TagsInputContext,
  TagsInputControl,
  type TagsInputControlProps,
  TagsInputHiddenInput,
  type TagsInputHiddenInputProps,
  TagsInputInput,
  type TagsInputInputProps,
  TagsInputItem,
  TagsInputItemContext,
  TagsInputItemDeleteTrigger,
  type TagsInputItemDeleteTriggerProps,
  TagsInputItemInput,
  type TagsInputItemInputProps,
  TagsInputItemPreview,
  type TagsInputItemPreviewProps,
  type TagsInputItemProps,
  TagsInputItemText,
  type TagsInputItemTextProps,
  TagsInputLabel,
  type TagsInputLabelProps,
  type TagsInputProps,
  TagsInputRoot,
  type TagsInputRootProps,
  TagsInputRootProvider,
  type TagsInputRootProviderProps,
  type TagsInputSize,
  useTagsInput,
  useTagsInputContext,
  useTagsInputItemContext,
} from './TagsInput';

/** `<TagsInput …>` with its parts under short names: `<TagsInput.Root>`, `TagsInput.RootProps`… */
export const TagsInput = /* @__PURE__ */ withParts(TagsInputComposition, TagsInputParts);
export declare namespace TagsInput {
  export type RootProps = TagsInputRootProps;
  export type RootProviderProps = TagsInputRootProviderProps;
  export type LabelProps = TagsInputLabelProps;
  export type ControlProps = TagsInputControlProps;
  export type InputProps = TagsInputInputProps;
  export type ClearTriggerProps = TagsInputClearTriggerProps;
  export type ItemProps = TagsInputItemProps;
  export type ItemPreviewProps = TagsInputItemPreviewProps;
  export type ItemTextProps = TagsInputItemTextProps;
  export type ItemInputProps = TagsInputItemInputProps;
  export type ItemDeleteTriggerProps = TagsInputItemDeleteTriggerProps;
  export type HiddenInputProps = TagsInputHiddenInputProps;
}
