import { defineSlotRecipe } from '@pandacss/dev';

// UploadedFilesTable composes Table and Badge; these slots only restyle the file-name row header,
// which is a <th scope="row"> for screen readers but reads as ordinary data.
export const uploadedFilesTable = defineSlotRecipe({
  className: 'uploaded-files-table',
  slots: ['fileName', 'date'],
  base: {
    fileName: {
      fontSize: 'sm',
      fontWeight: 'medium',
      color: 'fg.default',
      verticalAlign: 'middle',
      overflowWrap: 'anywhere',
      minW: '24',
      whiteSpace: 'normal',
    },
    date: { whiteSpace: 'nowrap' },
  },
});
