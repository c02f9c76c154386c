import { defineSlotRecipe } from '@pandacss/dev';

// ThreadList is not an Ark component: the slots are our own. Each item is a real button; the selected one
// is marked by aria-current, a left bar and a tinted background (not by colour alone).
export const threadList = defineSlotRecipe({
  className: 'thread-list',
  jsx: ['ThreadList'],
  slots: ['root', 'header', 'heading', 'scroller', 'list', 'item', 'trigger', 'title', 'time', 'preview', 'empty', 'state'],
  base: {
    root: {
      display: 'flex',
      flexDirection: 'column',
      minW: '0',
      bg: 'bg.surface',
      borderWidth: 'thin',
      borderColor: 'border.default',
      borderRadius: 'xl',
      overflow: 'hidden',
    },
    header: { px: '4', py: '3', borderBottomWidth: 'thin', borderColor: 'border.default' },
    heading: { textStyle: 'h4', color: 'fg.default' },
    // A windowed list (over 200 conversations) scrolls in its own box.
    scroller: { maxHeight: '2xl', overflowY: 'auto', overscrollBehavior: 'contain' },
    list: { display: 'flex', flexDirection: 'column', listStyle: 'none', m: '0', p: '0' },
    item: {
      borderBottomWidth: 'thin',
      borderColor: 'border.muted',
      _last: { borderBottomWidth: '0' },
      // In a windowed list each conversation is placed on its own layer: lift the focused one, or the next
      // would cover its focus ring.
      '&:has(:focus-visible)': { zIndex: '1' },
    },
    trigger: {
      display: 'grid',
      gridTemplateColumns: '1fr auto',
      gridTemplateAreas: '"title time" "preview preview"',
      columnGap: '3',
      rowGap: '1',
      w: 'full',
      minH: 'touch',
      px: '4',
      py: '3',
      textAlign: 'start',
      bg: 'transparent',
      color: 'fg.default',
      cursor: 'pointer',
      borderInlineStartWidth: 'thick',
      borderColor: 'transparent',
      transitionProperty: 'background, border-color',
      transitionDuration: 'fast',
      _hover: { bg: 'bg.muted' },
      '&[aria-current=true]': { bg: 'accent.subtle', borderColor: 'accent.solid' },
    },
    title: { gridArea: 'title', fontWeight: 'semibold', textStyle: 'small', minW: '0', truncate: true },
    time: { gridArea: 'time', textStyle: 'caption', color: 'fg.muted', whiteSpace: 'nowrap' },
    preview: {
      gridArea: 'preview',
      textStyle: 'small',
      color: 'fg.muted',
      minW: '0',
      overflow: 'hidden',
      display: '-webkit-box',
      WebkitLineClamp: '2',
      WebkitBoxOrient: 'vertical',
      overflowWrap: 'anywhere',
    },
    empty: { px: '4', py: '6', textStyle: 'small', color: 'fg.muted' },
    // DataState's region around the list: padded while its skeleton rows or its failure (the Alert after the
    // region's own status line) show, not around the loaded list.
    state: { '&[aria-busy=true], &:has(> [role=status] ~ [role=status])': { p: '4' } },
  },
});
