import { defineSlotRecipe } from '@pandacss/dev';
import { focusRing } from './focus-ring';

// A trail of links to the pages above the current one. No Ark anatomy: the parts are plain elements.
export const breadcrumb = defineSlotRecipe({
  className: 'breadcrumb',
  slots: ['root', 'list', 'item', 'link', 'current', 'separator', 'ellipsis'],
  base: {
    root: { minWidth: '0' },
    list: {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      gap: '1.5',
      fontSize: 'sm',
      color: 'fg.muted',
      listStyle: 'none',
      m: '0',
      p: '0',
      // While the crumbs are fitted to one line (see Breadcrumb's collapseWhenNarrow), each keeps its width.
      '&[data-fit] > li': { flexShrink: '0', whiteSpace: 'nowrap' },
    },
    item: { display: 'inline-flex', alignItems: 'center', gap: '1.5' },
    link: {
      color: 'fg.muted',
      textDecoration: 'none',
      borderRadius: 'xs',
      overflowWrap: 'break-word',
      _hover: { color: 'fg.default', textDecoration: 'underline' },
      _focusVisible: focusRing,
    },
    current: { color: 'fg.default', fontWeight: 'medium', overflowWrap: 'break-word' },
    separator: {
      display: 'inline-flex',
      color: 'fg.subtle',
      '& svg': { width: '3.5', height: '3.5' },
    },
    // The 'Show more' button in place of the collapsed crumbs.
    ellipsis: { h: '6', minW: '6', color: 'fg.muted' },
  },
});
