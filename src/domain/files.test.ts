import { describe, expect, it } from 'vitest';
import {
  acceptAttribute,
  describeAccept,
  fileExtension,
  fileSizeParts,
  formatFileSize,
  isEmptyFile,
  isOverSizeLimit,
  KB,
  MB,
  matchesAccept,
  normalizeAccept,
  PHOTO_RULES,
  UPLOAD_RULES,
  validateFile,
} from './files';

const file = (name: string, type = '', size = 1000) => ({ name, type, size });

describe('normalizeAccept / acceptAttribute', () => {
  it('reads a comma-separated string or an array, trimmed and lower case', () => {
    expect(normalizeAccept(' .PDF, image/PNG ,,')).toEqual(['.pdf', 'image/png']);
    expect(normalizeAccept(['Application/PDF', ' .ai '])).toEqual(['application/pdf', '.ai']);
    expect(normalizeAccept(undefined)).toEqual([]);
  });
  it('builds the input attribute without duplicates, or nothing when all files are allowed', () => {
    expect(acceptAttribute(['.pdf', '.PDF', 'image/png'])).toBe('.pdf,image/png');
    expect(acceptAttribute([])).toBeUndefined();
    expect(acceptAttribute('')).toBeUndefined();
  });
});

describe('fileExtension', () => {
  it('is the last extension, lower case with its dot', () => {
    expect(fileExtension('Label.Final.AI')).toBe('.ai');
    expect(fileExtension('contract.pdf')).toBe('.pdf');
  });
  it('is empty for names without one, hidden files and a trailing dot', () => {
    expect(fileExtension('README')).toBe('');
    expect(fileExtension('.env')).toBe('');
    expect(fileExtension('draft.')).toBe('');
  });
});

describe('matchesAccept', () => {
  it('accepts everything when the list is empty', () => {
    expect(matchesAccept(file('setup.exe', 'application/x-msdownload'), [])).toBe(true);
    expect(matchesAccept(file('setup.exe'), undefined)).toBe(true);
  });
  it('matches an exact MIME type, case-insensitively', () => {
    expect(matchesAccept(file('a.pdf', 'application/pdf'), ['application/pdf'])).toBe(true);
    expect(matchesAccept(file('a.bin', 'APPLICATION/PDF'), ['application/pdf'])).toBe(true);
    expect(matchesAccept(file('a.png', 'image/png'), ['application/pdf'])).toBe(false);
  });
  it('matches a MIME family', () => {
    expect(matchesAccept(file('a.gif', 'image/gif'), 'image/*')).toBe(true);
    expect(matchesAccept(file('a.pdf', 'application/pdf'), 'image/*')).toBe(false);
    // 'image/*' must not match a type that merely starts with the same letters.
    expect(matchesAccept(file('a', 'imagery/x'), 'image/*')).toBe(false);
  });
  it('matches .ai by extension whatever MIME type the browser reports', () => {
    for (const type of ['application/postscript', 'application/illustrator', 'application/pdf', '']) {
      expect(matchesAccept(file('label.ai', type), UPLOAD_RULES.accept), type || '(empty)').toBe(true);
      expect(matchesAccept(file('LABEL.AI', type), UPLOAD_RULES.accept), type || '(empty)').toBe(true);
    }
  });
  it('does not let a MIME token match a file with an empty type', () => {
    expect(matchesAccept(file('mystery'), ['application/pdf'])).toBe(false);
  });
  it('refuses an executable for the upload rules, by name and by type', () => {
    expect(matchesAccept(file('setup.exe', 'application/x-msdownload'), UPLOAD_RULES.accept)).toBe(false);
    expect(matchesAccept(file('setup.exe'), UPLOAD_RULES.accept)).toBe(false);
  });
  it('accepts photos as JPG, PNG or GIF only', () => {
    expect(matchesAccept(file('me.jpeg', 'image/jpeg'), PHOTO_RULES.accept)).toBe(true);
    expect(matchesAccept(file('me.JPG'), PHOTO_RULES.accept)).toBe(true);
    expect(matchesAccept(file('me.webp', 'image/webp'), PHOTO_RULES.accept)).toBe(false);
  });
});

describe('isOverSizeLimit', () => {
  it('allows a file exactly at the limit and refuses one byte more', () => {
    expect(isOverSizeLimit(10 * MB, 10 * MB)).toBe(false);
    expect(isOverSizeLimit(10 * MB + 1, 10 * MB)).toBe(true);
  });
  it('has no limit when none or an infinite one is given', () => {
    expect(isOverSizeLimit(Number.MAX_SAFE_INTEGER, undefined)).toBe(false);
    expect(isOverSizeLimit(Number.MAX_SAFE_INTEGER, Number.POSITIVE_INFINITY)).toBe(false);
  });
});

describe('validateFile', () => {
  it('passes a valid PDF under the upload limit', () => {
    expect(validateFile(file('spec.pdf', 'application/pdf', 2 * MB), UPLOAD_RULES)).toEqual([]);
  });
  it('names each broken rule', () => {
    expect(validateFile(file('setup.exe', 'application/x-msdownload', 1 * MB), UPLOAD_RULES)).toEqual(['FILE_INVALID_TYPE']);
    expect(validateFile(file('huge.pdf', 'application/pdf', 11 * MB), UPLOAD_RULES)).toEqual(['FILE_TOO_LARGE']);
    expect(validateFile(file('huge.exe', '', 11 * MB), UPLOAD_RULES)).toEqual(['FILE_INVALID_TYPE', 'FILE_TOO_LARGE']);
  });
  it('applies the 5MB photo limit', () => {
    expect(validateFile(file('me.png', 'image/png', 5 * MB), PHOTO_RULES)).toEqual([]);
    expect(validateFile(file('me.png', 'image/png', 6 * MB), PHOTO_RULES)).toEqual(['FILE_TOO_LARGE']);
  });
});

describe('describeAccept', () => {
  it('turns tokens into short names without repeats', () => {
    expect(describeAccept(UPLOAD_RULES.accept)).toEqual(['PDF', 'PNG', 'AI']);
    expect(describeAccept(PHOTO_RULES.accept)).toEqual(['JPG', 'PNG', 'GIF']);
    expect(describeAccept(['image/*', 'image/svg+xml', 'application/x-zip'])).toEqual(['image', 'SVG', 'ZIP']);
  });
});

describe('file sizes', () => {
  it('picks the largest unit that keeps the number at 1 or more', () => {
    expect(fileSizeParts(0)).toMatchObject({ value: 0, unit: 'byte' });
    expect(fileSizeParts(1023)).toMatchObject({ value: 1023, unit: 'byte' });
    expect(fileSizeParts(KB)).toMatchObject({ value: 1, unit: 'kilobyte' });
    expect(fileSizeParts(2.5 * MB)).toMatchObject({ value: 2.5, unit: 'megabyte' });
    expect(fileSizeParts(-5)).toMatchObject({ value: 0, unit: 'byte' });
  });
  it('formats for the locale', () => {
    expect(formatFileSize(2.5 * MB, 'en')).toBe('2.5 MB');
    expect(formatFileSize(2.5 * MB, 'de')).toBe('2,5 MB');
    expect(formatFileSize(2.5 * MB, 'fr')).toMatch(/^2,5\s?Mo$/);
    expect(formatFileSize(1536, 'sv')).toMatch(/^1,5\s?kB$/);
    expect(formatFileSize(11 * MB, 'en')).toBe('11 MB');
    expect(formatFileSize(512, 'en')).toBe('512 byte');
  });
});

describe('empty files', () => {
  it('refuses a 0-byte file whatever the rules, and names only that reason for an allowed type', () => {
    expect(isEmptyFile({ size: 0 })).toBe(true);
    expect(isEmptyFile({ size: 1 })).toBe(false);
    expect(validateFile({ name: 'label.pdf', type: 'application/pdf', size: 0 }, UPLOAD_RULES)).toEqual(['FILE_EMPTY']);
    expect(validateFile({ name: 'me.png', type: 'image/png', size: 0 }, PHOTO_RULES)).toEqual(['FILE_EMPTY']);
    expect(validateFile({ name: 'notes.txt', type: 'text/plain', size: 0 }, {})).toEqual(['FILE_EMPTY']);
    expect(validateFile({ name: 'notes.txt', type: 'text/plain', size: 0 }, UPLOAD_RULES)).toEqual([
      'FILE_INVALID_TYPE',
      'FILE_EMPTY',
    ]);
    expect(validateFile({ name: 'label.pdf', type: 'application/pdf', size: 1 }, UPLOAD_RULES)).toEqual([]);
  });
});
