import { withParts } from '../../lib/parts';
import type {
  FileUploadClearTriggerProps,
  FileUploadDropzoneProps,
  FileUploadHiddenInputProps,
  FileUploadHintProps,
  FileUploadIconProps,
  FileUploadItemDeleteTriggerProps,
  FileUploadItemGroupProps,
  FileUploadItemInfoProps,
  FileUploadItemNameProps,
  FileUploadItemPreviewImageProps,
  FileUploadItemPreviewProps,
  FileUploadItemProps,
  FileUploadItemSizeTextProps,
  FileUploadLabelProps,
  FileUploadRootProps,
  FileUploadStatusProps,
  FileUploadTriggerProps,
} from './FileUpload';
import { FileUpload as FileUploadComposition } from './FileUpload';
import * as FileUploadParts from './namespace';

export {
  FileUploadClearTrigger,
  type FileUploadClearTriggerProps,
  FileUploadContext,
  FileUploadDropzone,
  type FileUploadDropzoneProps,
  type FileUploadErrorCode,
  type FileUploadHandle,
  FileUploadHiddenInput,
  type FileUploadHiddenInputProps,
  FileUploadHint,
  type FileUploadHintProps,
  FileUploadIcon,
  type FileUploadIconProps,
  FileUploadItem,
  FileUploadItemDeleteTrigger,
  type FileUploadItemDeleteTriggerProps,
  FileUploadItemGroup,
  type FileUploadItemGroupProps,
  FileUploadItemInfo,
  type FileUploadItemInfoProps,
  FileUploadItemName,
  type FileUploadItemNameProps,
  FileUploadItemPreview,
  FileUploadItemPreviewImage,
  type FileUploadItemPreviewImageProps,
  type FileUploadItemPreviewProps,
  type FileUploadItemProps,
  FileUploadItemSizeText,
  type FileUploadItemSizeTextProps,
  FileUploadLabel,
  type FileUploadLabelProps,
  FileUploadList,
  type FileUploadProps,
  type FileUploadRejection,
  FileUploadRoot,
  type FileUploadRootProps,
  FileUploadStatus,
  type FileUploadStatusProps,
  FileUploadTrigger,
  type FileUploadTriggerProps,
  useFileRejectionMessage,
  useFileUploadContext,
  useFormatFileSize,
} from './FileUpload';

/** `<FileUpload …>` with its parts under short names: `<FileUpload.Root>`, `FileUpload.RootProps`… */
export const FileUpload = /* @__PURE__ */ withParts(FileUploadComposition, FileUploadParts);
export declare namespace FileUpload {
  export type RootProps = FileUploadRootProps;
  export type LabelProps = FileUploadLabelProps;
  export type DropzoneProps = FileUploadDropzoneProps;
  export type IconProps = FileUploadIconProps;
  export type HintProps = FileUploadHintProps;
  export type TriggerProps = FileUploadTriggerProps;
  export type ClearTriggerProps = FileUploadClearTriggerProps;
  export type HiddenInputProps = FileUploadHiddenInputProps;
  export type ItemGroupProps = FileUploadItemGroupProps;
  export type ItemProps = FileUploadItemProps;
  export type ItemPreviewProps = FileUploadItemPreviewProps;
  export type ItemPreviewImageProps = FileUploadItemPreviewImageProps;
  export type ItemInfoProps = FileUploadItemInfoProps;
  export type ItemNameProps = FileUploadItemNameProps;
  export type ItemSizeTextProps = FileUploadItemSizeTextProps;
  export type ItemDeleteTriggerProps = FileUploadItemDeleteTriggerProps;
  export type StatusProps = FileUploadStatusProps;
}
