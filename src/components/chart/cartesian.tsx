// What LineChart and BarChart share: their props, the rows they derive from the data, the legend, the
// data table, the live text, the frame with its plot, and the tooltip's content. Internal: the chart files
// export the public types.
import { Axis, XYChart } from '@visx/xychart';
import { type ComponentProps, type ReactNode, useMemo } from 'react';
import { useLanguage } from '../../i18n/LanguageProvider';
import type { CardTitleLevel } from '../card';
import type { RemoteDataProps } from '../data-state';
import { ChartFrame, type ChartLegendItem, type ChartTableData } from './ChartFrame';
import { chartTheme, KeyboardTooltip, type KeyboardTooltipProps, TickLabel, useInnerWidth, usePlotSize } from './xy';
import { seriesColor } from './xy-colors';

/** The keys of `Datum` whose values are numbers: the fields a series can plot. */
export type NumericKey<Datum> = { [K in keyof Datum]-?: Datum[K] extends number ? K : never }[keyof Datum] & string;

/** One series of a line or bar chart: the field of each datum it plots, its name and its colour. */
export interface ChartSeries<Key extends string = string> {
  /** The field of each datum that holds this series' number. */
  key: Key;
  /** The series' name, translated: shown in the legend, the tooltips and the data table's header. */
  label: string;
  /** A CSS colour, best a semantic token variable so it follows the theme. Defaults to the chart palette, in order. */
  color?: string;
}

/** The props LineChart and BarChart share. */
export interface CartesianChartProps<Datum extends object> extends RemoteDataProps {
  /** The chart's title, translated. It names the figure. */
  title: string;
  /** One sentence saying what the chart shows. */
  description: string;
  /** Heading level of the title, so the chart fits the page outline. Defaults to 3. */
  headingLevel?: CardTitleLevel;
  /** The data points, in the order they are drawn and stepped through. */
  data: Datum[];
  /** The series to draw, each reading one numeric field of every datum. */
  series: ChartSeries<NumericKey<Datum>>[];
  /** The field that places a datum along the x axis: a number, or a category name. */
  xKey: keyof Datum & string;
  /** The header of the data table's first column, naming what `xKey` is (e.g. 'Month'). */
  xLabel: string;
  /** A datum's full name, for its tooltip and table row. Defaults to its `xKey` value. */
  formatX?: (datum: Datum) => string;
  /** A datum's short name under the x axis. Defaults to `formatX`. */
  formatXTick?: (datum: Datum) => string;
  /** Writes a value for the tooltips and the table. Defaults to a number in the active locale. */
  formatValue?: (value: number) => string;
  /** Writes a value on the y axis. Defaults to `formatValue` when given, else a compact number. */
  formatTick?: (value: number) => string;
  /** Where the y axis ends unless the data go higher (e.g. 100 for percentages). Without it, a round number above the data. */
  yMax?: number;
  /** What the live region reads for a datum stepped to with the keyboard. Defaults to its name and each series' value. */
  describe?: (datum: Datum) => string;
}

/** A datum with what the chart writes for it. */
export interface CartesianRow<Datum> {
  datum: Datum;
  /** Its place in `data`, from 0. */
  index: number;
  /** Its position along the x axis: the `xKey` value. */
  x: number | string;
  /** Full name (tooltip, table). */
  name: string;
  /** Short name (axis). */
  tick: string;
}

/** A series with its colour resolved. */
export type ResolvedSeries<Datum> = Required<ChartSeries<NumericKey<Datum>>>;

/** The rows, series, formatters and frame contents that LineChart and BarChart derive from their props. */
export function useCartesian<Datum extends object>(props: CartesianChartProps<Datum>) {
  const { formatNumber } = useLanguage();
  const { data, xKey, xLabel } = props;
  const formatX = props.formatX ?? ((datum: Datum) => String(datum[xKey]));
  const formatXTick = props.formatXTick ?? formatX;
  const formatValue = props.formatValue ?? ((value: number) => formatNumber(value));
  const formatTick =
    props.formatTick ??
    props.formatValue ??
    ((value: number) => formatNumber(value, { notation: 'compact', maximumFractionDigits: 1 }));
  const series: ResolvedSeries<Datum>[] = props.series.map((s, index) => ({ ...s, color: s.color ?? seriesColor(index) }));
  const rows: CartesianRow<Datum>[] = data.map((datum, index) => ({
    datum,
    index,
    x: datum[xKey] as number | string,
    name: formatX(datum),
    tick: formatXTick(datum),
  }));
  const value = (row: CartesianRow<Datum>, key: NumericKey<Datum>) => Number(row.datum[key]);
  const describe = (row: CartesianRow<Datum>) =>
    props.describe
      ? props.describe(row.datum)
      : `${row.name}: ${series.map((s) => `${s.label} ${formatValue(value(row, s.key))}`).join(', ')}`;
  // Each series names itself and its colour in the legend.
  const legend: ChartLegendItem[] = series;
  const table: ChartTableData = {
    columns: [xLabel, ...series.map((s) => s.label)],
    // Formatted when the table shows the row: it is closed until asked for and shows 25 rows a page, while
    // formatting every figure of a long series would weigh on each of the chart's renders.
    rows: rows.map((row) => ({ header: row.name, cells: () => series.map((s) => formatValue(value(row, s.key))) })),
  };
  return { rows, series, value, formatValue, formatTick, describe, legend, table };
}

/** What useCartesian derives from a chart's props. */
export type Cartesian<Datum extends object> = ReturnType<typeof useCartesian<Datum>>;

type XYChartProps = ComponentProps<typeof XYChart>;

export interface CartesianFrameProps<Datum extends object> {
  /** The chart's props: their title, description and heading level name the frame. */
  chart: CartesianChartProps<Datum>;
  /** What useCartesian derived from them. */
  cartesian: Cartesian<Datum>;
  /** Room around the plot for the axes, in SVG units. */
  margin: XYChartProps['margin'];
  /** XYChart's x scale: band, point or linear. */
  xScale: XYChartProps['xScale'];
  /** XYChart's y scale. */
  yScale: XYChartProps['yScale'];
  /**
   * The points to draw and step through with the keyboard, from all the rows and the plot's inner width in
   * pixels (e.g. fewer, when there are more rows than pixels). Without it, every row. The data table always
   * lists every row.
   */
  reduce?: (rows: CartesianRow<Datum>[], innerWidth: number) => CartesianRow<Datum>[];
  /**
   * The series, axes and pointer tooltip inside XYChart, for `points`: the rows `reduce` kept (every row
   * without it). Made once per render of the chart, so a step with the arrow keys moves the tooltip without
   * drawing every series again (each would register its data anew, and the scales would read it all).
   */
  children: (points: CartesianRow<Datum>[]) => ReactNode;
  /** Where the tooltip of the point chosen with the keyboard stands (KeyboardTooltip's `top` and `left`). */
  keyboardTooltip: Pick<KeyboardTooltipProps<CartesianRow<Datum>>, 'top' | 'left'>;
}

/** The plot's width until it is measured (nothing is drawn before): what the keyboard steps through meanwhile. */
const UNMEASURED_WIDTH = 640;

/**
 * A line or bar chart's frame (ChartFrame with its legend, data table and live text) around XYChart, drawn
 * at the plot box's measured size, in the chart's turn (usePlotSize), with a theme of the series' colours.
 */
export function CartesianFrame<Datum extends object>({
  chart,
  cartesian,
  margin,
  xScale,
  yScale,
  reduce,
  children,
  keyboardTooltip,
}: CartesianFrameProps<Datum>) {
  const { rows, series, describe, legend, table } = cartesian;
  const plot = usePlotSize();
  const innerWidth = Math.max(1, (plot.size?.width ?? UNMEASURED_WIDTH) - (margin?.left ?? 0) - (margin?.right ?? 0));
  const points = useMemo(() => (reduce ? reduce(rows, innerWidth) : rows), [reduce, rows, innerWidth]);
  const colors = series.map((s) => s.color);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the theme changes only when the colours do
  const theme = useMemo(() => chartTheme(colors), [colors.join()]);
  const layers = children(points);
  return (
    <ChartFrame
      title={chart.title}
      description={chart.description}
      headingLevel={chart.headingLevel}
      legend={legend}
      table={table}
      count={points.length}
      describe={(index) => describe(points[index])}
      plotRef={plot.ref}
      loading={chart.loading}
      error={chart.error}
      onRetry={chart.onRetry}
    >
      {(activeIndex) =>
        plot.size && (
          <XYChart
            width={plot.size.width}
            height={plot.size.height}
            theme={theme}
            margin={margin}
            xScale={xScale}
            yScale={yScale}
            accessibilityLabel={chart.title}
          >
            {layers}
            <KeyboardTooltip index={activeIndex} data={points} keys={series.map((s) => s.key)} {...keyboardTooltip} />
          </XYChart>
        )
      }
    </ChartFrame>
  );
}

/** The chart recipe's class names the tooltip uses. */
type TooltipStyles = { tooltipTitle: string; tooltipRow: string; swatch: string };

/**
 * The tooltip both charts give visx: the pointed-at datum's name, then each series' swatch, name and
 * value. Nothing while no datum is pointed at.
 */
export function seriesTooltip<Datum extends object>({ series, value, formatValue }: Cartesian<Datum>, styles: TooltipStyles) {
  return ({ tooltipData }: { tooltipData?: { nearestDatum?: { datum: CartesianRow<Datum> } } }) => {
    const row = tooltipData?.nearestDatum?.datum;
    if (!row) return null;
    return (
      <>
        <div className={styles.tooltipTitle}>{row.name}</div>
        {series.map((s) => (
          <div key={s.key} className={styles.tooltipRow}>
            <span className={styles.swatch} style={{ background: s.color }} aria-hidden="true" />
            {s.label}: {formatValue(value(row, s.key))}
          </div>
        ))}
      </>
    );
  };
}

/** The width of an average character of an axis label (12 px) and the gap between two labels, in SVG units. */
const LABEL_CHARACTER = 6.5;
const LABEL_GAP = 8;

export interface XAxisProps<Datum> {
  /** The chart's rows, each with its label (`tick`). */
  rows: CartesianRow<Datum>[];
  /** Where a row stands along the x scale: its number on a linear scale, its category on a band scale. */
  x: (row: CartesianRow<Datum>) => number | string;
  /** The least room a label is given, in SVG units, however short it is. */
  minRoom?: number;
}

/**
 * The x axis: every datum's short name where there is room for the longest, else every second or third, so
 * that no two labels overlap at any width, in any language. The room is reckoned from the labels' length:
 * measuring each in the page would cost a layout per label.
 */
export function XAxis<Datum>({ rows, x, minRoom = 0 }: XAxisProps<Datum>) {
  const width = useInnerWidth();
  const longest = Math.max(0, ...rows.map((row) => row.tick.length));
  const room = Math.max(minRoom, longest * LABEL_CHARACTER + LABEL_GAP);
  const step = Math.max(1, Math.ceil((rows.length * room) / Math.max(width, 1)));
  const shown = rows.filter((_, index) => index % step === 0);
  // Axis formats the tick values in the order given: the nth is the nth shown row's.
  return (
    <Axis
      tickComponent={TickLabel}
      orientation="bottom"
      hideTicks
      tickValues={shown.map(x)}
      tickFormat={(_: unknown, index: number) => shown[index].tick}
    />
  );
}
