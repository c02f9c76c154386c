import { tocAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';
import { focusRing } from './focus-ring';

// The "On this page" list beside a long document (Ark's toc, which marks the heading in view). The links hang off
// one line at the inline start; the current one (`aria-current="location"`) draws that line in the accent and its
// text stronger, not by colour alone. Nested headings indent by logical padding, so right to left mirrors it.
export const tableOfContents = defineSlotRecipe({
  className: 'table-of-contents',
  jsx: ['TableOfContents', /^TableOfContents[A-Z]/],
  slots: [...tocAnatomy.keys(), 'group'],
  base: {
    root: { position: 'relative', minWidth: '0' },
    nav: { display: 'flex', flexDirection: 'column', gap: '2' },
    title: {
      m: '0',
      fontSize: 'xs',
      fontWeight: 'semibold',
      letterSpacing: 'wide',
      textTransform: 'uppercase',
      color: 'fg.muted',
    },
    list: {
      listStyle: 'none',
      m: '0',
      p: '0',
      borderInlineStartWidth: 'thin',
      borderInlineStartStyle: 'solid',
      borderInlineStartColor: 'border.default',
      fontSize: 'sm',
      // A link's indent: one step more for each list it is nested in (`group`), from the line at the start.
      '& [data-part=group] [data-part=link]': { ps: '6' },
      '& [data-part=group] [data-part=group] [data-part=link]': { ps: '9' },
      '& [data-part=group] [data-part=group] [data-part=group] [data-part=link]': { ps: '12' },
    },
    group: { listStyle: 'none', m: '0', p: '0' },
    item: { m: '0' },
    link: {
      display: 'block',
      py: '1',
      ps: '3',
      pe: '2',
      // Over the list's line, so that the current link's colours it.
      marginInlineStart: '-px',
      borderInlineStartWidth: 'thick',
      borderInlineStartStyle: 'solid',
      borderInlineStartColor: 'transparent',
      color: 'fg.muted',
      textDecoration: 'none',
      overflowWrap: 'break-word',
      borderRadius: 'xs',
      _hover: { color: 'fg.default', textDecoration: 'underline' },
      _focusVisible: { ...focusRing, outlineOffset: '0' },
      '&[aria-current=location]': { color: 'accent.fg', fontWeight: 'semibold', borderInlineStartColor: 'accent.solid' },
    },
    // zag measures the current items' box from the list's top left corner, in both directions.
    indicator: {
      top: 'var(--top)',
      // physical: zag measures --left from the list's left edge, in right to left too
      left: 'var(--left)',
      width: '0.5',
      height: 'var(--height)',
      bg: 'accent.solid',
    },
  },
});
