import { describe, expect, it } from 'vitest';
import { MB, UPLOAD_RULES } from './files';
import { createUploadedFile, isUploadedFileList, repairUploadedFileList, uploadRejections, uploadTypeFor } from './uploads';

describe('upload limits (PDF, PNG, AI up to 10MB)', () => {
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

describe('repairUploadedFileList (stored uploads)', () => {
  const good = {
    id: 'u1',
    name: 'label.pdf',
    type: 'document',
    date: '2026-01-15T10:00:00.000Z',
    status: 'pendingReview',
    size: 2048,
  };

  it('keeps a good list as it is, and ignores what is not a list', () => {
    expect(repairUploadedFileList([good])).toEqual([good]);
    expect(repairUploadedFileList({ good })).toBeUndefined();
    expect(repairUploadedFileList(null)).toBeUndefined();
  });

  it('drops a record whose date is not a real date', () => {
    for (const date of ['soon', '', '2026-02-30', 1737000000000, null]) {
      expect(repairUploadedFileList([{ ...good, id: 'bad', date }, good])).toEqual([good]);
    }
    expect(repairUploadedFileList([{ ...good, date: '2025-03-20' }])).toHaveLength(1);
  });

  it('keeps the first of two records with the same id', () => {
    expect(repairUploadedFileList([good, { ...good, name: 'other.pdf' }])).toEqual([good]);
  });

  it('drops a record with no id or name', () => {
    expect(repairUploadedFileList([{ ...good, id: '' }, { ...good, name: '' }, { ...good, id: 3 }, 'x'])).toEqual([]);
  });

  it('repairs an unknown type or status, and leaves out a size that is not a count of bytes', () => {
    expect(repairUploadedFileList([{ ...good, type: 'virus', status: 'lost', size: Number.NaN }])).toEqual([
      { id: 'u1', name: 'label.pdf', type: 'document', date: good.date, status: 'pendingReview' },
    ]);
    expect(repairUploadedFileList([{ ...good, size: -1 }])?.[0]?.size).toBe(0);
  });
});
