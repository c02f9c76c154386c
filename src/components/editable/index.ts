import { withParts } from '../../lib/parts';
import type {
  EditableAreaProps,
  EditableCancelTriggerProps,
  EditableControlProps,
  EditableEditTriggerProps,
  EditableInputProps,
  EditableLabelProps,
  EditablePreviewProps,
  EditableRootProps,
  EditableRootProviderProps,
  EditableSubmitTriggerProps,
} from './Editable';
import { Editable as EditableComposition } from './Editable';
import * as EditableParts from './namespace';

export {
  EditableArea,
  type EditableAreaProps,
  EditableCancelTrigger,
  type EditableCancelTriggerProps,
  EditableContext,
  EditableControl,
  type EditableControlProps,
  EditableEditTrigger,
  type EditableEditTriggerProps,
  EditableInput,
  type EditableInputProps,
  EditableLabel,
  type EditableLabelProps,
  EditablePreview,
  type EditablePreviewProps,
  type EditableProps,
  EditableRoot,
  type EditableRootProps,
  EditableRootProvider,
  type EditableRootProviderProps,
  type EditableSize,
  EditableSubmitTrigger,
  type EditableSubmitTriggerProps,
  useEditable,
  useEditableContext,
} from './Editable';

/** `<Editable label …>` with its parts under short names: `<Editable.Root>`, `Editable.RootProps`… */
export const Editable = /* @__PURE__ */ withParts(EditableComposition, EditableParts);
export declare namespace Editable {
  export type RootProps = EditableRootProps;
  export type RootProviderProps = EditableRootProviderProps;
  export type LabelProps = EditableLabelProps;
  export type AreaProps = EditableAreaProps;
  export type PreviewProps = EditablePreviewProps;
  export type InputProps = EditableInputProps;
  export type ControlProps = EditableControlProps;
  export type EditTriggerProps = EditableEditTriggerProps;
  export type SubmitTriggerProps = EditableSubmitTriggerProps;
  export type CancelTriggerProps = EditableCancelTriggerProps;
}
