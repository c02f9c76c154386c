import { defineRecipe } from '@pandacss/dev';
import { spacing } from '../../tokens/spacing';

// The layout primitives: every value a finite variant or a token, so the prebuilt stylesheet holds them all
// and a portal without Panda lays out its pages with the package alone. Class names carry `layout-`, as
// `.container` and `.grid` are common in a portal's own CSS.

/** A gap variant per spacing step (`gap="4"`), shared by Stack, Group and Grid. */
const gaps = Object.fromEntries(
  Object.keys(spacing)
    .filter((step) => /^\d/.test(step))
    .map((step) => [step, { gap: step }]),
) as Record<string, { gap: string }>;

const align = {
  start: { alignItems: 'flex-start' },
  center: { alignItems: 'center' },
  end: { alignItems: 'flex-end' },
  stretch: { alignItems: 'stretch' },
  baseline: { alignItems: 'baseline' },
};

const justify = {
  start: { justifyContent: 'flex-start' },
  center: { justifyContent: 'center' },
  end: { justifyContent: 'flex-end' },
  between: { justifyContent: 'space-between' },
};

export const layoutStack = defineRecipe({
  className: 'layout-stack',
  jsx: ['Stack'],
  base: { display: 'flex', flexDirection: 'column', minWidth: '0' },
  variants: { gap: gaps, align, justify },
  defaultVariants: { gap: '4', align: 'stretch' },
});

export const layoutGroup = defineRecipe({
  className: 'layout-group',
  jsx: ['Group'],
  base: { display: 'flex', flexDirection: 'row', minWidth: '0' },
  variants: {
    gap: gaps,
    align,
    justify,
    // Wrapping by default: a row of buttons or tags goes on to a second line rather than out of its box.
    wrap: { true: { flexWrap: 'wrap' }, false: { flexWrap: 'nowrap' } },
    // Each child takes an equal share of the row (a row of fields or cards).
    grow: { true: { '& > *': { flex: '1 1 0', minWidth: '0' } } },
  },
  defaultVariants: { gap: '2', align: 'center', wrap: true },
});

// Columns come as custom properties (Grid sets one per breakpoint, each from the last one given), so a
// responsive `columns={{ base: 1, md: 2 }}` needs no class per breakpoint and count.
const columnsAt = (breakpoint: string) => `repeat(var(--layout-grid-columns-${breakpoint}), minmax(0, 1fr))`;
export const layoutGrid = defineRecipe({
  className: 'layout-grid',
  jsx: ['Grid'],
  base: {
    display: 'grid',
    minWidth: '0',
    gridTemplateColumns: {
      base: columnsAt('base'),
      sm: columnsAt('sm'),
      md: columnsAt('md'),
      lg: columnsAt('lg'),
      xl: columnsAt('xl'),
    },
  },
  variants: { gap: gaps, align },
  defaultVariants: { gap: '4' },
});

export const layoutContainer = defineRecipe({
  className: 'layout-container',
  jsx: ['Container'],
  base: {
    width: 'full',
    marginInline: 'auto',
    // The page's gutters: narrower on a phone.
    paddingInline: { base: '4', md: '6' },
  },
  variants: {
    size: {
      sm: { maxWidth: 'breakpoint-sm' },
      md: { maxWidth: 'breakpoint-md' },
      lg: { maxWidth: 'breakpoint-lg' },
      xl: { maxWidth: 'breakpoint-xl' },
      full: { maxWidth: 'none' },
    },
  },
  defaultVariants: { size: 'xl' },
});

export const layoutCenter = defineRecipe({
  className: 'layout-center',
  jsx: ['Center'],
  base: { display: 'flex', alignItems: 'center', justifyContent: 'center', textAlign: 'center' },
  variants: { inline: { true: { display: 'inline-flex' } } },
});
