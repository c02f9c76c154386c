import { defineSlotRecipe } from '@pandacss/dev';

// A short dated list of project events. The frame is a Card; the slots style the list.
export const recentActivity = defineSlotRecipe({
  className: 'recent-activity',
  jsx: ['RecentActivity'],
  slots: ['list', 'item', 'icon', 'text', 'date', 'empty'],
  base: {
    list: { listStyle: 'none', m: '0', p: '0', display: 'flex', flexDirection: 'column', gap: '4' },
    item: { display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '3', alignItems: 'start' },
    icon: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      w: '8',
      h: '8',
      borderRadius: 'full',
      bg: 'accent.subtle',
      color: 'accent.fg',
      '& svg': { w: '4', h: '4' },
    },
    text: { textStyle: 'small', color: 'fg.default', fontWeight: 'medium', overflowWrap: 'anywhere' },
    date: { display: 'block', textStyle: 'caption', color: 'fg.muted' },
    empty: { textStyle: 'small', color: 'fg.muted' },
  },
});
