import { defineSlotRecipe } from '@pandacss/dev';

// UploadPanel composes Card, FileUpload, Button and UploadedFilesTable; these slots arrange the
// upload action and the template downloads under the drop zone.
export const uploadPanel = defineSlotRecipe({
  className: 'upload-panel',
  slots: ['actions', 'templates', 'templatesTitle', 'templateList'],
  base: {
    actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3' },
    templates: { display: 'flex', flexDirection: 'column', gap: '2' },
    templatesTitle: { fontSize: 'sm', fontWeight: 'semibold', color: 'fg.default' },
    templateList: { display: 'flex', flexWrap: 'wrap', gap: '2', listStyle: 'none', p: '0', m: '0' },
  },
});
