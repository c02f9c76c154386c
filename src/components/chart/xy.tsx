// Helpers shared by the xychart-based charts. Internal: not exported from the package.
import { type Axis, type AxisScale, buildChartTheme, DataContext, TooltipContext } from '@visx/xychart';
import { type ComponentProps, startTransition, useContext, useEffect, useRef, useState } from 'react';
import { type DrawTurn, endDrawTurn, requestDrawTurn } from './draw-in-turn';
import { chartColors, tokenVar } from './xy-colors';

export { chartColors };

/** An xychart theme built from the tokens; `colors` are the series colours in order. */
export function chartTheme(colors: string[]) {
  return buildChartTheme({
    backgroundColor: chartColors.surface,
    colors,
    gridColor: chartColors.grid,
    gridColorDark: chartColors.axis,
    tickLength: 4,
    // The tick labels (and the tooltip's colours). The charts name no axis, the big labels' only use.
    svgLabelSmall: {
      fill: chartColors.label,
      fontFamily: tokenVar('fonts.body'),
      fontSize: tokenVar('fontSizes.xs'),
      fontWeight: 400,
    },
  });
}

type TickLabelProps = Parameters<NonNullable<ComponentProps<typeof Axis>['tickComponent']>>[0];

/**
 * An Axis's `tickComponent`: a tick's label as one line of text, where visx's Text would draw it. Text first
 * measures each word in the page, for wrapping that a tick label never needs: a forced layout per label, 30
 * ms of a LineChart's first render. Its `dx` and `dy` (em) move the text itself here, as they move Text's
 * box. The charts' axes pass none of Text's own props (`verticalAnchor`, `width`), unknown to a text element.
 */
export function TickLabel({ formattedValue, ...props }: TickLabelProps) {
  return <text {...props}>{formattedValue}</text>;
}

/** A plot's size in CSS pixels. */
export interface PlotSize {
  width: number;
  height: number;
}

/**
 * The size of a chart's plot box, for XYChart's `width` and `height` (put `ref` on the box). It is null
 * until measured, so the chart draws nothing before, nor in server HTML. The first measurement waits for
 * the chart's turn to draw (draw-in-turn.ts); a later one, on resize, redraws in a transition. XYChart
 * could measure itself, but it would draw as soon as it has, at the same time as every other chart.
 */
export function usePlotSize() {
  const [element, ref] = useState<HTMLDivElement | null>(null);
  const [size, setSize] = useState<PlotSize | null>(null);
  const turn = useRef<DrawTurn | null>(null);
  useEffect(() => {
    if (!element) return;
    let latest: PlotSize = { width: 0, height: 0 };
    let drawn = false;
    const observer = new ResizeObserver(([entry]) => {
      // A new object each time, so each setSize renders and the turn below always ends.
      latest = { width: Math.round(entry.contentRect.width), height: Math.round(entry.contentRect.height) };
      if (drawn) startTransition(() => setSize(latest));
      else
        turn.current ??= requestDrawTurn(() => {
          drawn = true;
          setSize(latest);
        });
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      if (turn.current) endDrawTurn(turn.current);
      turn.current = null;
    };
  }, [element]);
  // Drawn (rendered, committed, and visx's series have registered their data): the next chart may start.
  useEffect(() => {
    if (!size || !turn.current) return;
    endDrawTurn(turn.current);
    turn.current = null;
  }, [size]);
  return { ref, size };
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
