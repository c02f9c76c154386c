import { defineSlotRecipe } from '@pandacss/dev';

// Ark has no alert anatomy: the slots are our own. Each tone is its status palette's tinted panel: the
// subtle background, its border, and the subtle foreground for text and icon (AA in both themes).
const tone = (palette: 'info' | 'success' | 'warning' | 'danger') => ({
  root: { bg: `${palette}.subtle`, color: `${palette}.subtleFg`, borderColor: `${palette}.border` },
});

export const alert = defineSlotRecipe({
  className: 'alert',
  jsx: ['Alert', 'AlertRoot'],
  slots: ['root', 'icon', 'content', 'title', 'description', 'actions', 'closeTrigger'],
  base: {
    root: {
      display: 'flex',
      alignItems: 'flex-start',
      gap: '3',
      width: 'full',
      p: '4',
      borderWidth: 'thin',
      borderRadius: 'lg',
      overflowWrap: 'anywhere',
    },
    icon: { display: 'inline-flex', flexShrink: 0, mt: '0.5', '& svg': { width: '5', height: '5' } },
    content: { display: 'flex', flexDirection: 'column', gap: '1', flex: '1', minWidth: '0' },
    title: { fontSize: 'sm', fontWeight: 'semibold', lineHeight: 'normal' },
    description: { fontSize: 'sm', lineHeight: 'normal' },
    actions: { display: 'flex', flexWrap: 'wrap', gap: '2', mt: '2' },
    closeTrigger: { flexShrink: 0, mt: '-1', me: '-1', color: 'inherit', _hover: { bg: 'bg.emphasized' } },
  },
  variants: {
    tone: { info: tone('info'), success: tone('success'), warning: tone('warning'), danger: tone('danger') },
  },
  defaultVariants: { tone: 'info' },
});
