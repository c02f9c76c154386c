import { defineSlotRecipe } from '@pandacss/dev';

// The full-page message used by the not-found page and the error fallback.
export const statusPage = defineSlotRecipe({
  className: 'status-page',
  slots: ['root', 'code', 'title', 'message', 'description', 'actions'],
  base: {
    root: {
      minH: 'screenH',
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      justifyContent: 'center',
      gap: '4',
      px: '6',
      py: '16',
      textAlign: 'center',
      bg: 'bg.subtle',
    },
    code: { textStyle: 'display', color: 'fg.default' },
    title: { textStyle: 'h3', color: 'fg.muted' },
    message: { fontFamily: 'mono', fontSize: 'sm', color: 'fg.muted', maxW: 'prose', overflowWrap: 'anywhere' },
    description: { textStyle: 'body', color: 'fg.muted', maxW: 'prose' },
    actions: { display: 'flex', gap: '3', flexWrap: 'wrap', justifyContent: 'center' },
  },
});
