import { defineSlotRecipe } from '@pandacss/dev';

// UploadedFilesTable composes DataTable and Badge; these slots style the file name (the row's header, which
// reads as ordinary data) and keep a date on one line.
export const uploadedFilesTable = defineSlotRecipe({
  className: 'uploaded-files-table',
  slots: ['fileName', 'date'],
  base: {
    fileName: { fontWeight: 'medium', color: 'fg.default', overflowWrap: 'anywhere' },
    date: { whiteSpace: 'nowrap' },
  },
});
