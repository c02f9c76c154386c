// Helpers shared by the xychart-based charts. Internal: not exported from the package.
import { type AxisScale, buildChartTheme, DataContext, TooltipContext } from '@visx/xychart';
import { useContext, useEffect, useRef } from 'react';
import { chartColors, tokenVar } from './xy-colors';

export { chartColors };

/** An xychart theme built from the tokens; `colors` are the series colours in order. */
export function chartTheme(colors: string[]) {
  const label = { fill: chartColors.label, fontFamily: tokenVar('fonts.body'), fontSize: tokenVar('fontSizes.xs') };
  return buildChartTheme({
    backgroundColor: chartColors.surface,
    colors,
    gridColor: chartColors.grid,
    gridColorDark: chartColors.axis,
    tickLength: 4,
    svgLabelSmall: { ...label, fontWeight: 400 },
    svgLabelBig: { ...label, fontWeight: 600 },
  });
}

/** The plot's inner width, for choosing how many axis ticks fit. */
export function useInnerWidth(): number {
  return useContext(DataContext)?.innerWidth ?? 0;
}

export interface KeyboardTooltipProps<Datum extends object> {
  /** The data point chosen with the keyboard, or null. */
  index: number | null;
  data: Datum[];
  /** The series keys whose values the tooltip lists. */
  keys: string[];
  /** The tooltip's vertical position (SVG coordinates) for a datum. */
  top: (datum: Datum, yScale: AxisScale) => number;
  /**
   * Its horizontal position, where the tooltip cannot snap to the datum itself: a stack registers its own
   * data, so xychart finds no x for the chart's datum and the tooltip would stand at the plot's left edge.
   */
  left?: (datum: Datum, xScale: AxisScale) => number;
}

/**
 * Lets the keyboard open xychart's tooltip: when `index` changes it fills the tooltip context with that
 * datum, as a pointer over it would. Render it inside `XYChart`, next to a `Tooltip` with `snapTooltipToDatumX`.
 */
export function KeyboardTooltip<Datum extends object>({ index, data, keys, top, left }: KeyboardTooltipProps<Datum>) {
  const tooltip = useContext(TooltipContext);
  const { xScale, yScale } = useContext(DataContext) ?? {};
  const shown = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a change of the chosen point moves the tooltip
  useEffect(() => {
    if (!tooltip || !yScale) return;
    const datum = index === null ? undefined : data[index];
    if (index === null || !datum) {
      if (shown.current) tooltip.hideTooltip();
      shown.current = false;
      return;
    }
    shown.current = true;
    tooltip.updateTooltip({
      tooltipOpen: true,
      tooltipLeft: left && xScale ? left(datum, xScale) : 0,
      tooltipTop: top(datum, yScale),
      tooltipData: {
        nearestDatum: { key: keys[0], index, datum, distance: 0 },
        datumByKey: Object.fromEntries(keys.map((key) => [key, { key, index, datum }])),
      },
    });
  }, [index, yScale]);
  return null;
}
