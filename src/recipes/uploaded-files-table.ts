import { defineSlotRecipe } from '@pandacss/dev';

// UploadedFilesTable composes Table and Badge; these slots only restyle the file-name row header,
// which is a <th scope="row"> for screen readers but reads as ordinary data. The table's header size
// is a variant, and variants outrank base styles, so this is a (default) variant too; `th&` then
// outranks the table's single-class rule.
export const uploadedFilesTable = defineSlotRecipe({
  className: 'uploaded-files-table',
  slots: ['fileName', 'date'],
  base: {
    date: { whiteSpace: 'nowrap' },
  },
  variants: {
    appearance: {
      default: {
        fileName: {
          'th&': {
            fontSize: 'sm',
            fontWeight: 'medium',
            color: 'fg.default',
            verticalAlign: 'middle',
            whiteSpace: 'normal',
            overflowWrap: 'anywhere',
            minW: '24',
          },
        },
      },
    },
  },
  defaultVariants: { appearance: 'default' },
});
