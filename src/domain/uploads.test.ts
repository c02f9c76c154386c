import { describe, expect, it } from 'vitest';
import { MB, UPLOAD_RULES } from './files';
import { createUploadedFile, isUploadedFileList, uploadRejections, uploadTypeFor } from './uploads';

describe('upload limits (spec §2, §5: PDF, PNG, AI up to 10MB)', () => {
  it('accepts PDF, PNG and AI files up to 10 MB', () => {
    expect(UPLOAD_RULES.maxFileSize).toBe(10 * MB);
    expect(uploadRejections({ name: 'label.pdf', type: 'application/pdf', size: 1024 })).toEqual([]);
    expect(uploadRejections({ name: 'art.png', type: 'image/png', size: 10 * MB })).toEqual([]);
    // Browsers report Illustrator files in many ways, or not at all: the extension decides.
    expect(uploadRejections({ name: 'can.AI', type: '', size: 2 * MB })).toEqual([]);
    expect(uploadRejections({ name: 'can.ai', type: 'application/postscript', size: 2 * MB })).toEqual([]);
  });
  it('refuses other types', () => {
    expect(uploadRejections({ name: 'photo.jpg', type: 'image/jpeg', size: 1024 })).toEqual(['FILE_INVALID_TYPE']);
    expect(uploadRejections({ name: 'notes.txt', type: 'text/plain', size: 10 })).toEqual(['FILE_INVALID_TYPE']);
  });
  it('refuses files over 10 MB, and names both reasons when both apply', () => {
    expect(uploadRejections({ name: 'big.pdf', type: 'application/pdf', size: 10 * MB + 1 })).toEqual(['FILE_TOO_LARGE']);
    expect(uploadRejections({ name: 'big.zip', type: 'application/zip', size: 20 * MB })).toEqual([
      'FILE_INVALID_TYPE',
      'FILE_TOO_LARGE',
    ]);
  });
});

describe('uploadTypeFor', () => {
  it('guesses a starting type from the extension', () => {
    expect(uploadTypeFor('can-label.ai')).toBe('labelDesign');
    expect(uploadTypeFor('artwork.PNG')).toBe('artwork');
    expect(uploadTypeFor('contract.pdf')).toBe('document');
  });
});

describe('createUploadedFile', () => {
  it('keeps the metadata, pending review', () => {
    const now = new Date('2026-11-22T10:00:00Z');
    const record = createUploadedFile({ name: 'label.ai', type: '', size: 2048 }, now);
    expect(record).toMatchObject({ name: 'label.ai', type: 'labelDesign', status: 'pendingReview', size: 2048 });
    expect(record.date).toBe('2026-11-22T10:00:00.000Z');
    expect(createUploadedFile({ name: 'a.pdf', type: '', size: 1 }, now).id).not.toBe(record.id);
  });
});

describe('isUploadedFileList', () => {
  it('accepts stored records and rejects tampered ones', () => {
    const good = { id: '1', name: 'a.pdf', type: 'contract', date: '2025-03-20', status: 'approved' };
    expect(isUploadedFileList([])).toBe(true);
    expect(isUploadedFileList([good])).toBe(true);
    expect(isUploadedFileList([{ ...good, status: 'lost' }])).toBe(false);
    expect(isUploadedFileList([{ ...good, type: 'video' }])).toBe(false);
    expect(isUploadedFileList([{ ...good, date: 'yesterday' }])).toBe(false);
    expect(isUploadedFileList([{ ...good, size: -1 }])).toBe(false);
    expect(isUploadedFileList({})).toBe(false);
  });
});
