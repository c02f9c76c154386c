import { collapsibleAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';

// The analytics charts' frame. `root`, `trigger`, `content` and `indicator` are Ark's Collapsible (the
// 'Show data table' disclosure); the other slots are the figure's own parts.
export const chart = defineSlotRecipe({
  className: 'chart',
  slots: [
    ...collapsibleAnatomy.keys(),
    'figure',
    'legend',
    'legendItem',
    'swatch',
    'plot',
    'tooltip',
    'tooltipTitle',
    'tooltipRow',
  ],
  base: {
    figure: { m: '0', h: 'full' },
    legend: {
      display: 'flex',
      flexWrap: 'wrap',
      gap: '2',
      columnGap: '4',
      listStyle: 'none',
      p: '0',
      m: '0',
      textStyle: 'small',
      color: 'fg.muted',
    },
    legendItem: { display: 'inline-flex', alignItems: 'center', gap: '2' },
    swatch: {
      flexShrink: '0',
      w: '3',
      h: '3',
      borderRadius: 'xs',
      borderWidth: 'thin',
      borderColor: 'border.strong',
    },
    plot: {
      position: 'relative',
      w: 'full',
      h: 'chart',
      minW: '0',
      borderRadius: 'md',
      // The plot takes focus for keyboard reading; the global :focus-visible ring shows it.
      // An SVG's text anchors follow the direction: left to right keeps the value axis's labels outside the
      // plot in a right-to-left page, where the labels themselves still read in their own script.
      '& svg': { display: 'block', overflow: 'visible', direction: 'ltr' },
    },
    tooltip: {
      position: 'absolute',
      pointerEvents: 'none',
      zIndex: 'tooltip',
      minW: '32',
      px: '3',
      py: '2',
      bg: 'bg.inverted',
      color: 'fg.inverted',
      borderRadius: 'md',
      boxShadow: 'md',
      textStyle: 'small',
    },
    tooltipTitle: { fontWeight: 'semibold', mb: '1' },
    tooltipRow: { display: 'flex', alignItems: 'center', gap: '2', fontVariantNumeric: 'tabular-nums' },
    root: { display: 'flex', flexDirection: 'column', gap: '3', alignItems: 'flex-start' },
    trigger: {},
    indicator: {
      transition: 'transform',
      transitionDuration: 'normal',
      _open: { transform: 'rotate(180deg)' },
    },
    content: { w: 'full', overflow: 'hidden' },
  },
});
