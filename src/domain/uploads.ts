// Artwork and contract uploads: the limits a file must meet, what an uploaded file records, and why one
// is refused.
// The file rules themselves (accept lists, size limits) live in ./files.
import { type FileLike, type FileRuleError, fileExtension, UPLOAD_RULES, validateFile } from './files';
import { isIsoDate, isRecord, nonNegativeWhole, storedId, uniqueById } from './stored';

/** What an uploaded file is. `document` is a new upload the team has not yet classified. */
export type UploadFileType = 'labelDesign' | 'contract' | 'artwork' | 'document';
/** The team's verdict on a file (approved, or needs correction), or a fresh upload waiting for it. */
export type UploadFileStatus = 'approved' | 'needsCorrection' | 'pendingReview';

/** One row of the uploaded-files list: the file's metadata, never its bytes. */
export interface UploadedFile {
  /** Stable id. */
  id: string;
  /** File name as uploaded (a name, shown as is). */
  name: string;
  type: UploadFileType;
  /** When it was uploaded: an ISO day ('2025-03-20') or timestamp. */
  date: string;
  status: UploadFileStatus;
  /** Size in bytes, when known. */
  size?: number;
}

/** Why a file was refused, in the order a person should hear it. */
export type UploadRejection = FileRuleError;

/** Every reason `file` breaks the upload limits (PDF, PNG or AI, up to 10 MB); empty when it is fine. */
export function uploadRejections(file: FileLike): UploadRejection[] {
  return validateFile(file, UPLOAD_RULES);
}

/**
 * The type a fresh upload starts with, until the team classifies it: an Illustrator file is a label
 * design, a PNG is artwork, and anything else (a PDF may be a contract, a spec sheet or a label) is a document.
 */
export function uploadTypeFor(name: string): UploadFileType {
  const extension = fileExtension(name);
  if (extension === '.ai') return 'labelDesign';
  if (extension === '.png') return 'artwork';
  return 'document';
}

let counter = 0;

/** The record kept for an accepted file: its name, type, size, the upload time and 'Pending review'. */
export function createUploadedFile(file: FileLike, now: Date = new Date()): UploadedFile {
  counter += 1;
  return {
    id: `upload-${now.getTime().toString(36)}-${counter}`,
    name: file.name,
    type: uploadTypeFor(file.name),
    date: now.toISOString(),
    status: 'pendingReview',
    size: file.size,
  };
}

const TYPES: readonly UploadFileType[] = ['labelDesign', 'contract', 'artwork', 'document'];
const STATUSES: readonly UploadFileStatus[] = ['approved', 'needsCorrection', 'pendingReview'];

/** Whether a value is a list of uploaded-file records, as stored in localStorage. */
export function isUploadedFileList(value: unknown): value is UploadedFile[] {
  return (
    Array.isArray(value) &&
    value.every(
      (item) =>
        !!item &&
        typeof item === 'object' &&
        typeof item.id === 'string' &&
        typeof item.name === 'string' &&
        typeof item.date === 'string' &&
        !Number.isNaN(Date.parse(item.date)) &&
        TYPES.includes(item.type) &&
        STATUSES.includes(item.status) &&
        (item.size === undefined || (typeof item.size === 'number' && item.size >= 0)),
    )
  );
}

/**
 * One stored upload record made safe to show, or undefined: no id, no name or a date that is not a real
 * date drop it; an unknown type becomes 'document', an unknown status 'pendingReview', and a size that is
 * not a count of bytes is left out (a negative one becomes 0).
 */
export function repairUploadedFile(value: unknown): UploadedFile | undefined {
  if (!isRecord(value)) return undefined;
  const id = storedId(value.id);
  if (!id || typeof value.name !== 'string' || !value.name || !isIsoDate(value.date)) return undefined;
  const size = nonNegativeWhole(value.size);
  return {
    id,
    name: value.name,
    type: TYPES.includes(value.type as UploadFileType) ? (value.type as UploadFileType) : 'document',
    date: value.date,
    status: STATUSES.includes(value.status as UploadFileStatus) ? (value.status as UploadFileStatus) : 'pendingReview',
    ...(size === undefined ? {} : { size }),
  };
}

/** The stored upload list, repaired record by record; of two records with the same id the first is kept. */
export function repairUploadedFileList(value: unknown): UploadedFile[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return uniqueById(value.map(repairUploadedFile).filter((file): file is UploadedFile => file !== undefined));
}

/** Which template a download button offers (can label, bottle label, specification sheet). */
export type UploadTemplateKind = 'canLabel' | 'bottleLabel' | 'specSheet';

/** A template file the portal ships for download. */
export interface UploadTemplate {
  /** Which template it is; the button's label is its translated name. */
  kind: UploadTemplateKind;
  /** Where the file is served, e.g. '/templates/can-label-template.pdf'. */
  href: string;
  /** The name the browser saves it under. */
  fileName: string;
}
