// File rules for artwork uploads and profile photos: does a file match an accept list, is it over a size
// limit, and how big is it in words a person reads. Pure functions, no DOM.

/** One kibibyte. Sizes are binary, as file managers and upload hints usually mean them. */
export const KB = 1024;
/** One mebibyte: the 'MB' of the upload hints' '10MB' and '5MB'. */
export const MB = 1024 * KB;
/** One gibibyte. */
export const GB = 1024 * MB;

/**
 * What a file input accepts: MIME types ('application/pdf'), MIME families ('image/*') and/or
 * file extensions ('.ai'), as an array or as the comma-separated string of the HTML `accept` attribute.
 */
export type AcceptList = string | readonly string[];

/** The parts of a File the rules look at, so they can be tested without a browser. */
export interface FileLike {
  /** File name with its extension, e.g. 'label.ai'. */
  name: string;
  /** MIME type as the browser reports it; often empty or vague for design files such as '.ai'. */
  type: string;
  /** Size in bytes. */
  size: number;
}

/**
 * Why a file was refused. The type and size codes match Ark UI's FileUpload errors; `FILE_EMPTY` is a
 * file of 0 bytes, which has nothing in it to review or show.
 */
export type FileRuleError = 'FILE_INVALID_TYPE' | 'FILE_EMPTY' | 'FILE_TOO_LARGE';

/** The limits a file must meet. */
export interface FileRules {
  /** Accepted types; empty or missing accepts everything. */
  accept?: AcceptList;
  /** Largest allowed size in bytes, inclusive; missing means no limit. */
  maxFileSize?: number;
}

/** Artwork and contract uploads: PDF, PNG or Adobe Illustrator files up to 10MB. */
export const UPLOAD_RULES = {
  // '.ai' is matched by extension: browsers report it as 'application/postscript',
  // 'application/illustrator', 'application/pdf' or nothing at all.
  accept: ['application/pdf', '.pdf', 'image/png', '.png', '.ai'],
  maxFileSize: 10 * MB,
} as const satisfies FileRules;

/** A profile photo: an image (JPG, PNG or GIF) up to 5MB, which every browser can preview. */
export const PHOTO_RULES = {
  accept: ['image/jpeg', 'image/png', 'image/gif', '.jpg', '.jpeg', '.png', '.gif'],
  maxFileSize: 5 * MB,
} as const satisfies FileRules;

/** The accept list as lower-case tokens, blanks dropped. */
export function normalizeAccept(accept: AcceptList | undefined): string[] {
  if (!accept) return [];
  const tokens = typeof accept === 'string' ? accept.split(',') : accept;
  return tokens.map((token) => token.trim().toLowerCase()).filter(Boolean);
}

/** The value for an `<input type="file" accept>` attribute, or undefined when everything is accepted. */
export function acceptAttribute(accept: AcceptList | undefined): string | undefined {
  const tokens = normalizeAccept(accept);
  return tokens.length > 0 ? [...new Set(tokens)].join(',') : undefined;
}

/** The extension of a file name, lower case with its dot ('.pdf'), or '' when it has none. */
export function fileExtension(name: string): string {
  const base = name.slice(name.lastIndexOf('/') + 1);
  const dot = base.lastIndexOf('.');
  // A leading dot ('.env') is a hidden file's name, not an extension.
  return dot > 0 && dot < base.length - 1 ? base.slice(dot).toLowerCase() : '';
}

/**
 * Whether a file matches an accept list, the way the HTML `accept` attribute means it: an extension token
 * matches the file name whatever the MIME type says, a 'family/*' token matches the MIME family, and a
 * MIME token matches the MIME type exactly. An empty list accepts every file.
 */
export function matchesAccept(file: Pick<FileLike, 'name' | 'type'>, accept: AcceptList | undefined): boolean {
  const tokens = normalizeAccept(accept);
  if (tokens.length === 0) return true;
  const extension = fileExtension(file.name);
  const mime = file.type.trim().toLowerCase();
  return tokens.some((token) => {
    if (token.startsWith('.')) return extension === token;
    if (!mime) return false;
    if (token.endsWith('/*')) return mime.startsWith(token.slice(0, -1));
    return mime === token;
  });
}

/** Whether `size` bytes exceed `maxBytes`. A file exactly at the limit is allowed; no limit allows all. */
export function isOverSizeLimit(size: number, maxBytes: number | undefined): boolean {
  return maxBytes !== undefined && Number.isFinite(maxBytes) && size > maxBytes;
}

/** Whether a file has no content at all (0 bytes), e.g. a failed export or a placeholder. */
export function isEmptyFile(file: Pick<FileLike, 'size'>): boolean {
  return file.size <= 0;
}

/**
 * Every rule a file breaks, in a stable order; an empty array means the file is fine. An empty (0-byte)
 * file is always refused, whatever the rules: nobody means to upload nothing.
 */
export function validateFile(file: FileLike, rules: FileRules): FileRuleError[] {
  const errors: FileRuleError[] = [];
  if (!matchesAccept(file, rules.accept)) errors.push('FILE_INVALID_TYPE');
  if (isEmptyFile(file)) errors.push('FILE_EMPTY');
  if (isOverSizeLimit(file.size, rules.maxFileSize)) errors.push('FILE_TOO_LARGE');
  return errors;
}

/**
 * The accept list as short names a person recognises, for hints and error messages:
 * ['application/pdf', '.pdf', 'image/png', '.ai'] gives ['PDF', 'PNG', 'AI'].
 */
export function describeAccept(accept: AcceptList | undefined): string[] {
  const names = normalizeAccept(accept).map((token) => {
    if (token.startsWith('.')) return token.slice(1).toUpperCase();
    const [family = '', subtype = ''] = token.split('/');
    if (subtype === '*' || !subtype) return family;
    // 'image/svg+xml' → 'SVG', 'application/vnd.ms-excel' → 'MS-EXCEL'.
    return subtype
      .replace(/^(x-|vnd\.)/, '')
      .split('+')[0]
      .toUpperCase();
  });
  return [...new Set(names.map((name) => (name === 'JPEG' ? 'JPG' : name)))];
}

/** A size unit that `Intl.NumberFormat` can spell in every locale. */
export type FileSizeUnit = 'byte' | 'kilobyte' | 'megabyte' | 'gigabyte';

/** A byte count as a number and unit ready for `Intl.NumberFormat({ style: 'unit' })`. */
export interface FileSizeParts {
  value: number;
  unit: FileSizeUnit;
  /** Whole bytes; one decimal for the larger units. */
  maximumFractionDigits: number;
}

/** Splits a byte count into the largest unit that keeps the number at 1 or more (1024-based). */
export function fileSizeParts(bytes: number): FileSizeParts {
  const size = Math.max(0, bytes);
  if (size >= GB) return { value: size / GB, unit: 'gigabyte', maximumFractionDigits: 1 };
  if (size >= MB) return { value: size / MB, unit: 'megabyte', maximumFractionDigits: 1 };
  if (size >= KB) return { value: size / KB, unit: 'kilobyte', maximumFractionDigits: 1 };
  return { value: size, unit: 'byte', maximumFractionDigits: 0 };
}

/** The `Intl.NumberFormat` options for a size, so a React caller can pass them to `formatNumber`. */
export function fileSizeFormat(parts: FileSizeParts): FileSizeFormat {
  return { style: 'unit', unit: parts.unit, unitDisplay: 'short', maximumFractionDigits: parts.maximumFractionDigits };
}

/** The number-format options of a size: a subset of `Intl.NumberFormatOptions` that formatjs accepts too. */
export interface FileSizeFormat {
  style: 'unit';
  unit: FileSizeUnit;
  unitDisplay: 'short';
  maximumFractionDigits: number;
}

/** A human-readable, locale-aware size: '2.4 MB' in English, '2,4 MB' in German, '2,4 Mo' in French. */
export function formatFileSize(bytes: number, locale: string): string {
  const parts = fileSizeParts(bytes);
  return new Intl.NumberFormat(locale, fileSizeFormat(parts)).format(parts.value);
}
