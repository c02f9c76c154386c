import { ark } from '@ark-ui/react/factory';
import { useFieldContext } from '@ark-ui/react/field';
import {
  FileUpload as ArkFileUpload,
  type FileUploadFileAcceptDetails,
  type FileUploadFileRejectDetails,
  useFileUploadContext,
} from '@ark-ui/react/file-upload';
import { CircleAlert, CloudUpload, FileText, X } from 'lucide-react';
import {
  type ComponentProps,
  createContext,
  type MouseEvent,
  type ReactNode,
  type Ref,
  type RefAttributes,
  useContext,
  useId,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
} from 'react';
import { fileUpload } from 'styled-system/recipes';
import {
  type AcceptList,
  acceptAttribute,
  describeAccept,
  fileSizeFormat,
  fileSizeParts,
  validateFile,
} from '../../domain/files';
import { useLanguage } from '../../i18n/LanguageProvider';
import { addEnglish } from '../../i18n/messages';
import { enFileUpload } from '../../i18n/messages/en-file-upload';
import { createParts } from '../../lib/parts';
import { visuallyHidden } from '../../lib/visually-hidden';
import { FieldErrorText, FieldHelperText, FieldRequiredIndicator, FieldRoot, useFieldDescribedBy } from '../field/Field';

// Its English joins the catalog with it, so pages without it do not download that text.
addEnglish(enFileUpload);

const { withProvider, withContext } = createParts(fileUpload);

/** Why a file was refused: Ark's codes, or a code your own `validate` returns. */
export type FileUploadErrorCode =
  | 'TOO_MANY_FILES'
  | 'FILE_INVALID_TYPE'
  | 'FILE_TOO_LARGE'
  | 'FILE_EMPTY'
  | 'FILE_TOO_SMALL'
  | 'FILE_INVALID'
  | 'FILE_EXISTS'
  | (string & {});

/** A refused file and every reason it was refused. */
export interface FileUploadRejection {
  file: File;
  errors: FileUploadErrorCode[];
}

// ---------------------------------------------------------------------------------------------
// What the parts share beyond Ark's own context.

interface RulesContextValue {
  accept?: AcceptList;
  maxFileSize?: number;
  maxFiles: number;
  /** The latest 'n files added' / 'x removed' text for the screen-reader announcer. */
  announcement: string;
  /** Changes with every batch of rejections, so a repeated message is announced again. */
  rejectionBatch: number;
  /** The root's `invalid`, else the surrounding field's, as Ark decides it. */
  invalid: boolean;
}
const RulesContext = createContext<RulesContextValue>({ maxFiles: 1, announcement: '', rejectionBatch: 0, invalid: false });
const ItemFileContext = createContext<File | undefined>(undefined);

/** Formats a byte count for the active locale: '2.4 MB', '2,4 MB', '2,4 Mo'. */
export function useFormatFileSize(): (bytes: number) => string {
  const { formatNumber } = useLanguage();
  return (bytes) => {
    const parts = fileSizeParts(bytes);
    return formatNumber(parts.value, fileSizeFormat(parts));
  };
}

/** Turns a rejection into one sentence per reason, naming the file, in the active language. */
export function useFileRejectionMessage(): (rejection: FileUploadRejection) => string {
  const { t, intl } = useLanguage();
  const { accept, maxFileSize, maxFiles } = useContext(RulesContext);
  const formatSize = useFormatFileSize();
  return ({ file, errors }) => {
    const name = file.name;
    const messages = [...new Set(errors)].map((error) => {
      switch (error) {
        case 'FILE_INVALID_TYPE':
          return t('inputs.fileUpload.errorType', {
            name,
            types: intl.formatList(describeAccept(accept), { type: 'conjunction' }),
          });
        case 'FILE_TOO_LARGE':
          return t('inputs.fileUpload.errorSize', {
            name,
            size: formatSize(file.size),
            max: maxFileSize === undefined ? '' : formatSize(maxFileSize),
          });
        case 'FILE_EMPTY':
          return t('inputs.fileUpload.errorEmpty', { name });
        case 'TOO_MANY_FILES':
          return t('inputs.fileUpload.errorTooMany', { name, max: maxFiles });
        case 'FILE_EXISTS':
          return t('inputs.fileUpload.errorExists', { name });
        default:
          return t('inputs.fileUpload.errorInvalid', { name });
      }
    });
    return messages.join(' ');
  };
}

// ---------------------------------------------------------------------------------------------
// Parts

const StyledRoot = /* @__PURE__ */ withProvider(ArkFileUpload.Root, 'root');

export interface FileUploadRootProps extends Omit<ArkFileUpload.RootProps, 'accept'> {
  /**
   * Accepted types: MIME types ('application/pdf'), families ('image/*') and/or extensions ('.ai'),
   * as an array or a comma-separated string. An extension matches whatever MIME type the browser
   * reports, which design files like '.ai' need. The same list filters the system file picker.
   */
  accept?: AcceptList;
  /** Largest allowed file size in bytes; a bigger file is refused with its size and the limit. */
  maxFileSize?: number;
  /** Called with the files that were just added by a pick or a drop (not the whole list). */
  onFilesAccepted?: (files: File[]) => void;
  /** Called with the files that were just refused, each with its reasons. */
  onFilesRejected?: (rejections: FileUploadRejection[]) => void;
  /** How many files the list may hold. Defaults to 1; files beyond it are refused with a reason. */
  maxFiles?: number;
}

/**
 * The state holder. Type and size rules come from `src/domain/files.ts` (so they hold for dropped files
 * too, which the browser never filters); strings are in the active language.
 */
export function FileUploadRoot({
  accept,
  maxFileSize,
  maxFiles = 1,
  validate,
  translations,
  locale,
  onFileAccept,
  onFileReject,
  onFilesAccepted,
  onFilesRejected,
  ...props
}: FileUploadRootProps & RefAttributes<HTMLDivElement>) {
  const { t, locale: activeLocale } = useLanguage();
  const field = useFieldContext();
  const previous = useRef<File[]>(props.acceptedFiles ?? props.defaultAcceptedFiles ?? []);
  const [announcement, setAnnouncement] = useState('');
  const [rejectionBatch, setRejectionBatch] = useState(0);

  // Ark reports the accepted list through onFileAccept whenever it changes (added or removed files).
  // onFileChange is not used for this: after a rejection it can carry a stale accepted list.
  const handleFileAccept = (details: FileUploadFileAcceptDetails) => {
    const before = previous.current;
    const after = details.files;
    previous.current = after;
    const added = after.filter((file) => !before.includes(file));
    const removed = before.filter((file) => !after.includes(file));
    if (added.length > 0) {
      setAnnouncement(t('inputs.fileUpload.added', { count: added.length }));
      onFilesAccepted?.(added);
    } else if (removed.length > 0) {
      setAnnouncement(removed.map((file) => t('inputs.fileUpload.removed', { name: file.name })).join(' '));
    }
    onFileAccept?.(details);
  };
  const handleFileReject = (details: FileUploadFileRejectDetails) => {
    if (details.files.length > 0) {
      setRejectionBatch((batch) => batch + 1);
      onFilesRejected?.(details.files);
    }
    onFileReject?.(details);
  };

  // Ark marks an invalid zone with data-invalid only; the dropzone adds aria-invalid from this.
  const invalid = props.invalid ?? field?.invalid ?? false;
  const rules = useMemo(
    () => ({ accept, maxFileSize, maxFiles, announcement, rejectionBatch, invalid }),
    [accept, maxFileSize, maxFiles, announcement, rejectionBatch, invalid],
  );

  return (
    <RulesContext.Provider value={rules}>
      <StyledRoot
        locale={locale ?? activeLocale}
        maxFiles={maxFiles}
        // Ark gets no accept/maxFileSize: our domain rules decide, and Ark adds count and duplicate checks.
        validate={(file, details) => {
          const errors: string[] = validateFile(file, { accept, maxFileSize });
          return [...errors, ...(validate?.(file, details) ?? [])];
        }}
        translations={{
          dropzone: t('inputs.fileUpload.label'),
          deleteFile: (file) => t('inputs.fileUpload.remove', { name: file.name }),
          itemPreview: (file) => file.name,
          ...translations,
        }}
        onFileAccept={handleFileAccept}
        onFileReject={handleFileReject}
        {...props}
      />
    </RulesContext.Provider>
  );
}

export interface FileUploadLabelProps extends ArkFileUpload.LabelProps {}
/**
 * A visible label for the whole field, styled like every field's label. Inside a `Field.Root` it takes the
 * field's label id; put a `Field.RequiredIndicator` in it for the '*' of a required upload.
 */
export const FileUploadLabel = /* @__PURE__ */ withContext(ArkFileUpload.Label, 'label');

export interface FileUploadDropzoneProps extends ArkFileUpload.DropzoneProps {}

function DescribedDropzone(props: FileUploadDropzoneProps & RefAttributes<HTMLDivElement>) {
  // Ark marks an invalid zone (the root's or the field's `invalid`) with data-invalid only; screen readers need aria-invalid.
  const { invalid } = useContext(RulesContext);
  return (
    <ArkFileUpload.Dropzone
      aria-invalid={invalid || undefined}
      {...props}
      aria-describedby={useFieldDescribedBy(props['aria-describedby'])}
    />
  );
}
/**
 * The drop area. It is a button: Tab reaches it, and Enter, Space or a click open the file picker.
 * Its name is the root's `translations.dropzone`; when it also shows a hint, name it with
 * `aria-labelledby` pointing at both texts, so its accessible name contains all of its visible text.
 * While the upload is invalid it has `aria-invalid`; inside a `Field.Root` it is described by the field's
 * helper text, and by its error text while invalid, as a text field's input is.
 */
export const FileUploadDropzone = /* @__PURE__ */ withContext(DescribedDropzone, 'dropzone');

export interface FileUploadTriggerProps extends ArkFileUpload.TriggerProps {}

function DescribedTrigger(props: FileUploadTriggerProps & RefAttributes<HTMLButtonElement>) {
  return <ArkFileUpload.Trigger {...props} aria-describedby={useFieldDescribedBy(props['aria-describedby'])} />;
}
/**
 * A button that opens the file picker (e.g. 'Upload Files'); use `asChild` to style it as our Button.
 * Inside a `Field.Root` it is described by the field's helper and error text, as the drop zone is.
 */
export const FileUploadTrigger = /* @__PURE__ */ withContext(DescribedTrigger, 'trigger');

export interface FileUploadClearTriggerProps extends ArkFileUpload.ClearTriggerProps {}
/** Removes every accepted file. */
export const FileUploadClearTrigger = /* @__PURE__ */ withContext(ArkFileUpload.ClearTrigger, 'clearTrigger');

export interface FileUploadHiddenInputProps extends ArkFileUpload.HiddenInputProps {}
/** The native file input the picker and forms use; it gets the root's `accept` list. Required inside the root. */
export function FileUploadHiddenInput(props: FileUploadHiddenInputProps & RefAttributes<HTMLInputElement>) {
  const { accept } = useContext(RulesContext);
  return <ArkFileUpload.HiddenInput accept={acceptAttribute(accept)} {...props} />;
}

export interface FileUploadItemGroupProps extends ArkFileUpload.ItemGroupProps {}
/** The list (`<ul>`) of accepted files. Give it an `aria-label`. */
export const FileUploadItemGroup = /* @__PURE__ */ withContext(ArkFileUpload.ItemGroup, 'itemGroup');

const StyledItem = /* @__PURE__ */ withContext(ArkFileUpload.Item, 'item');

export interface FileUploadItemProps extends ArkFileUpload.ItemProps {}
/** One file (`<li>`). */
export function FileUploadItem(props: FileUploadItemProps & RefAttributes<HTMLLIElement>) {
  return (
    <ItemFileContext.Provider value={props.file}>
      <StyledItem {...props} />
    </ItemFileContext.Provider>
  );
}

export interface FileUploadItemPreviewProps extends ArkFileUpload.ItemPreviewProps {}
/** Shown only for files matching `type` (a MIME pattern, default '.*'). */
export const FileUploadItemPreview = /* @__PURE__ */ withContext(ArkFileUpload.ItemPreview, 'itemPreview');

export interface FileUploadItemPreviewImageProps extends ArkFileUpload.ItemPreviewImageProps {}
/** A thumbnail of an image file (e.g. the profile photo). */
export const FileUploadItemPreviewImage = /* @__PURE__ */ withContext(ArkFileUpload.ItemPreviewImage, 'itemPreviewImage');

export interface FileUploadItemInfoProps extends ComponentProps<'div'> {}
/** Stacks an item's name and size. */
export const FileUploadItemInfo = /* @__PURE__ */ withContext(ark.div, 'itemInfo');

export interface FileUploadItemNameProps extends ArkFileUpload.ItemNameProps {}
/** The file's name. */
export const FileUploadItemName = /* @__PURE__ */ withContext(ArkFileUpload.ItemName, 'itemName');

const StyledItemSizeText = /* @__PURE__ */ withContext(ArkFileUpload.ItemSizeText, 'itemSizeText');

export interface FileUploadItemSizeTextProps extends ArkFileUpload.ItemSizeTextProps {}
/** The file's size, formatted for the active language ('2.4 MB', '2,4 Mo'). */
export function FileUploadItemSizeText({ children, ...props }: FileUploadItemSizeTextProps & RefAttributes<HTMLDivElement>) {
  const file = useContext(ItemFileContext);
  const formatSize = useFormatFileSize();
  return <StyledItemSizeText {...props}>{children ?? (file ? formatSize(file.size) : null)}</StyledItemSizeText>;
}

const StyledItemDeleteTrigger = /* @__PURE__ */ withContext(ArkFileUpload.ItemDeleteTrigger, 'itemDeleteTrigger');

export interface FileUploadItemDeleteTriggerProps extends ArkFileUpload.ItemDeleteTriggerProps {}
/**
 * Removes its file; named 'Remove <file name>'. Focus then moves to the next file's remove button,
 * or to the drop zone when none is left, so keyboard users do not lose their place.
 */
export function FileUploadItemDeleteTrigger({
  onClick,
  ...props
}: FileUploadItemDeleteTriggerProps & RefAttributes<HTMLButtonElement>) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    onClick?.(event);
    if (event.defaultPrevented) return;
    const item = event.currentTarget.closest('[data-part="item"]');
    const root = event.currentTarget.closest('[data-scope="file-upload"][data-part="root"]');
    const sibling = item?.nextElementSibling ?? item?.previousElementSibling;
    const next =
      sibling?.querySelector<HTMLElement>('[data-part="item-delete-trigger"]') ??
      root?.querySelector<HTMLElement>('[data-part="dropzone"]');
    // After Ark has removed the item and React has re-rendered.
    requestAnimationFrame(() => next?.focus());
  };
  return <StyledItemDeleteTrigger {...props} onClick={handleClick} />;
}

const StyledStatus = /* @__PURE__ */ withContext(ark.div, 'status');
const StyledErrorList = /* @__PURE__ */ withContext(ark.ul, 'errorList');
const StyledError = /* @__PURE__ */ withContext(ark.li, 'error');

export interface FileUploadStatusProps extends ComponentProps<'div'> {}
/**
 * A polite live region with one message per refused file, naming it and the reason, plus a
 * screen-reader-only note when files are added or removed. Render it once inside the root.
 */
export function FileUploadStatus(props: FileUploadStatusProps) {
  const api = useFileUploadContext();
  const { announcement, rejectionBatch } = useContext(RulesContext);
  const message = useFileRejectionMessage();
  return (
    <>
      <StyledStatus aria-live="polite" {...props}>
        {api.rejectedFiles.length > 0 && (
          <StyledErrorList>
            {api.rejectedFiles.map((rejection, index) => (
              <StyledError key={`${rejectionBatch}-${index}-${rejection.file.name}`}>
                <CircleAlert aria-hidden />
                <span>{message(rejection)}</span>
              </StyledError>
            ))}
          </StyledErrorList>
        )}
      </StyledStatus>
      <div aria-live="polite" className={visuallyHidden}>
        {announcement && <span key={announcement}>{announcement}</span>}
      </div>
    </>
  );
}

export interface FileUploadHintProps extends ComponentProps<'p'> {}
/** The short line under the label: accepted types and size limit. */
export const FileUploadHint = /* @__PURE__ */ withContext(ark.p, 'hint');

export interface FileUploadIconProps extends ComponentProps<'span'> {}
/** The round icon in the drop zone. */
export const FileUploadIcon = /* @__PURE__ */ withContext(ark.span, 'icon');

/** Renders from the upload's state: `<FileUploadContext>{(api) => …}</FileUploadContext>`. */
export const FileUploadContext = ArkFileUpload.Context;
export { useFileUploadContext };

// ---------------------------------------------------------------------------------------------
// The convenience component

const DropzoneText = /* @__PURE__ */ withContext(ark.span, 'dropzoneText');
const Control = /* @__PURE__ */ withContext(ark.div, 'control');

/** What a `ref` on `FileUpload` can do. */
export interface FileUploadHandle {
  /** Opens the system file picker (call it from a click, e.g. a separate 'Upload Files' button). */
  openFilePicker: () => void;
  /** Removes every accepted file. */
  clearFiles: () => void;
}

function Handle({ handleRef }: { handleRef: Ref<FileUploadHandle> | undefined }) {
  const api = useFileUploadContext();
  useImperativeHandle(handleRef, () => ({ openFilePicker: api.openFilePicker, clearFiles: api.clearFiles }), [api]);
  return null;
}

/** The list of accepted files with name, size and a remove button each. */
export function FileUploadList() {
  const { t } = useLanguage();
  return (
    <ArkFileUpload.Context>
      {(api) =>
        api.acceptedFiles.length > 0 && (
          <FileUploadItemGroup aria-label={t('inputs.fileUpload.files')}>
            {api.acceptedFiles.map((file) => (
              <FileUploadItem key={`${file.name}-${file.size}-${file.lastModified}`} file={file}>
                <FileUploadItemPreview type="image/*">
                  <FileUploadItemPreviewImage alt="" />
                </FileUploadItemPreview>
                <FileUploadItemPreview type="^(?!image/).*$">
                  <FileText aria-hidden />
                </FileUploadItemPreview>
                <FileUploadItemInfo>
                  <FileUploadItemName />
                  <FileUploadItemSizeText />
                </FileUploadItemInfo>
                <FileUploadItemDeleteTrigger>
                  <X aria-hidden />
                </FileUploadItemDeleteTrigger>
              </FileUploadItem>
            ))}
          </FileUploadItemGroup>
        )
      }
    </ArkFileUpload.Context>
  );
}

export interface FileUploadProps {
  /**
   * The drop zone's text; with the hint it is the zone's accessible name. A required upload shows its '*'
   * after it, as TextField shows it after its label. Default: 'Drag files here or click to upload'.
   */
  label?: string;
  /**
   * The line under it. Default: the accepted types and size limit in the active language
   * ('PDF, PNG, and AI up to 10 MB'); pass an empty string for none.
   */
  hint?: ReactNode;
  /** Accepted MIME types, families ('image/*') and/or extensions ('.ai'); see `UPLOAD_RULES`/`PHOTO_RULES`. */
  accept?: AcceptList;
  /** Largest allowed file size in bytes (e.g. `10 * MB`). */
  maxFileSize?: number;
  /** How many files may be added in total. Default 1 (one file, a new pick replaces it). */
  maxFiles?: number;
  /** Called with the files just added by a pick or a drop. */
  onFilesAccepted?: (files: File[]) => void;
  /** Called with the files just refused, each with its reasons (also shown and announced). */
  onFilesRejected?: (rejections: FileUploadRejection[]) => void;
  /** Called with the whole list of accepted files whenever it changes (added or removed). */
  onFilesChange?: (files: File[]) => void;
  /** Whether the accepted files are listed under the drop zone. Default true. */
  showFileList?: boolean;
  /** Disables picking, dropping and removing. */
  disabled?: boolean;
  /** A file is needed: a '*' after the drop zone's text and `required` on the native file input, so a form submit refuses an empty upload. */
  required?: boolean;
  /** A hint right under the drop zone, e.g. what the file is for; the zone is described by it. */
  helperText?: ReactNode;
  /**
   * The message shown under the drop zone (and its hint) while the upload is invalid, with the error icon of every
   * field; the zone is described by it. Giving one makes the upload invalid unless `invalid` says otherwise. Refused files keep their own messages.
   */
  errorText?: ReactNode;
  /** Marks the upload invalid: red border, `aria-invalid` on the drop zone, and `errorText` shown. Defaults to `Boolean(errorText)`. */
  invalid?: boolean;
  /** The name of the native file input, for forms. */
  name?: string;
  /** Extra content inside the upload's state, e.g. a `FileUploadTrigger` for a separate 'Upload Files' button. */
  children?: ReactNode;
  /** Imperative access: `openFilePicker()` and `clearFiles()`. */
  ref?: Ref<FileUploadHandle>;
  /** Extra class names for the outermost element (the field around the upload), e.g. for layout. */
  className?: string;
  /** Id of the upload; the parts derive their ids from it. */
  id?: string;
}

/**
 * A drop zone with a file picker, the list of accepted files and a clear message for each refused one
 * (wrong type, empty, too large, too many), announced politely. Rules are checked for picked and dropped files alike.
 * Required mark, helper text and error text are the Field's, as in TextField and Select.
 */
export function FileUpload({
  label,
  hint,
  helperText,
  errorText,
  invalid,
  required,
  disabled,
  className,
  id,
  accept,
  maxFileSize,
  maxFiles = 1,
  onFilesAccepted,
  onFilesRejected,
  onFilesChange,
  showFileList = true,
  children,
  ref,
  ...rest
}: FileUploadProps) {
  const { t, intl } = useLanguage();
  const formatSize = useFormatFileSize();
  const labelId = useId();
  const hintId = useId();
  const text = label ?? t('inputs.fileUpload.label');
  const types = describeAccept(accept);
  const autoHint =
    types.length > 0 && maxFileSize !== undefined
      ? t('inputs.fileUpload.autoHint', {
          types: intl.formatList(types, { type: 'conjunction' }),
          size: formatSize(maxFileSize),
        })
      : types.length > 0
        ? intl.formatList(types, { type: 'conjunction' })
        : undefined;
  const hintContent = hint ?? autoHint;

  return (
    // Ark's FileUpload reads the field: its `required`, `disabled` and `invalid`, and its ids for the label and the input.
    <FieldRoot className={className} id={id} invalid={invalid ?? Boolean(errorText)} required={required} disabled={disabled}>
      <FileUploadRoot
        id={id}
        accept={accept}
        maxFileSize={maxFileSize}
        maxFiles={maxFiles}
        onFilesAccepted={onFilesAccepted}
        onFilesRejected={onFilesRejected}
        onFileAccept={onFilesChange ? (details) => onFilesChange(details.files) : undefined}
        translations={{ dropzone: text }}
        {...rest}
      >
        <Handle handleRef={ref} />
        {/* The zone with the field's helper and error text right under it, spaced as in every field. */}
        <Control>
          {/* Named by all of its visible text (label and hint), so what is seen is what is announced. */}
          <FileUploadDropzone aria-labelledby={hintContent ? `${labelId} ${hintId}` : labelId}>
            <FileUploadIcon>
              <CloudUpload aria-hidden />
            </FileUploadIcon>
            <DropzoneText id={labelId}>
              {text}
              {/* The '*' of a required upload, hidden from screen readers (the native input is `required`). */}
              <FieldRequiredIndicator />
            </DropzoneText>
            {/* A space between the texts, so their concatenation reads as two words, not 'uploadPDF'. */}
            {hintContent && ' '}
            {hintContent && <FileUploadHint id={hintId}>{hintContent}</FileUploadHint>}
          </FileUploadDropzone>
          {helperText ? <FieldHelperText>{helperText}</FieldHelperText> : null}
          {errorText ? <FieldErrorText>{errorText}</FieldErrorText> : null}
        </Control>
        <FileUploadHiddenInput />
        {children}
        {showFileList && <FileUploadList />}
        <FileUploadStatus />
      </FileUploadRoot>
    </FieldRoot>
  );
}
