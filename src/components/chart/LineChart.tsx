import { Axis, DataContext, GlyphSeries, Grid, LineSeries, Tooltip, TooltipContext } from '@visx/xychart';
import { type ComponentProps, type ReactNode, useContext } from 'react';
import { chart } from 'styled-system/recipes';
import {
  type Cartesian,
  type CartesianChartProps,
  CartesianFrame,
  type CartesianRow,
  type NumericKey,
  seriesTooltip,
  useCartesian,
  XAxis,
} from './cartesian';
import { reducePoints } from './reduce-points';
import { chartColors, TickLabel, useInnerWidth } from './xy';

/** The props of LineChart: the data, the series read from each datum, and how to write them. */
export type LineChartProps<Datum extends object> = CartesianChartProps<Datum>;

const MARGIN = { top: 12, right: 24, bottom: 32, left: 48 };
/** Room an x-axis label is given at least, in SVG units: points closer than that label every second or third. */
const TICK_SPACING = 44;
/** The room a dot needs to be told from its neighbours, in SVG units: with less, the line has no dots. */
const DOT_SPACING = 8;

/** Its children (the dots) only while every point has room for a dot (DOT_SPACING) across the plot. */
function Dots({ count, children }: { count: number; children: ReactNode }) {
  const width = useInnerWidth();
  return count * DOT_SPACING <= width ? children : null;
}

/**
 * xychart's Tooltip, its ring (and its height) on the series whose dot is nearest the pointer. xychart
 * carries the nearest datum over from the previous pointer move, and a series takes it over only by being
 * nearer than that old distance: moving from one series' dot to just below another series' dot a week on,
 * the ring went to the first series' dot of that week. Every series has its dot at the pointed-at datum's
 * x, so the series is chosen afresh here: the one whose dot is nearest the pointer's height. The keyboard
 * puts the tooltip at the first series' dot, so that series keeps the ring, as before.
 */
function NearestSeriesTooltip<Datum extends object>({
  cartesian: { series, value },
  ...props
}: ComponentProps<typeof Tooltip<CartesianRow<Datum>>> & { cartesian: Cartesian<Datum> }) {
  const tooltip = useContext(TooltipContext);
  const yScale = useContext(DataContext)?.yScale;
  const nearest = tooltip?.tooltipData?.nearestDatum;
  const pointerY = tooltip?.tooltipTop;
  let context = tooltip;
  if (tooltip?.tooltipData && nearest && yScale && pointerY !== undefined && series.length > 0) {
    const row = nearest.datum as CartesianRow<Datum>;
    const distance = (key: NumericKey<Datum>) => Math.abs(Number(yScale(value(row, key))) - pointerY);
    const key = series.reduce((best, s) => (distance(s.key) < distance(best.key) ? s : best)).key;
    context = { ...tooltip, tooltipData: { ...tooltip.tooltipData, nearestDatum: { ...nearest, key } } };
  }
  return (
    <TooltipContext.Provider value={context}>
      <Tooltip<CartesianRow<Datum>> {...props} />
    </TooltipContext.Provider>
  );
}

/**
 * A line per series over the data points, with a dot on each point while there is room for them. Numeric
 * `xKey` values are spaced by value, category names evenly. A legend names the series; pointing near a
 * point or stepping with the arrow keys (the plot is one tab stop) shows its tooltip, also read out;
 * 'Show data table' lists the figures, 25 a page when there are more. Numbers are written for the active
 * locale, and on narrow screens the x axis labels every second or third point. With more points than the
 * plot has pixels across, the line is drawn through fewer of them, each stretch's lowest and highest
 * (reduce-points.ts), so it keeps its shape and every spike; the arrow keys step through those.
 */
export function LineChart<Datum extends object>(props: LineChartProps<Datum>) {
  const { yMax } = props;
  const styles = chart();
  const cartesian = useCartesian(props);
  const { rows, series, value, formatTick } = cartesian;
  // Each series' reader of its value, for the line, its dots, its extremes and the scale's top.
  const ys = series.map((s) => (row: CartesianRow<Datum>) => value(row, s.key));
  const max = Math.max(0, ...rows.flatMap((row) => ys.map((y) => y(row))));
  // Along x, names stand at their index on a linear scale, as numbers stand at their value. xychart finds
  // the pointed-at datum by inverting the x scale. A point scale (for names) has no inverse, and xychart's
  // stand-in takes the last point left of the pointer, not the nearest: from just past week 2's dot up to
  // and onto week 3's, the tooltip showed week 2. A linear scale inverts, so the nearest point answers.
  const numeric = rows.every((row) => typeof row.x === 'number');
  const x = (row: CartesianRow<Datum>) => (numeric ? (row.x as number) : row.index);
  const xs = rows.map(x);
  // A single series keeps the dots key 'points'.
  const dotsKey = (key: string) => (series.length === 1 ? 'points' : `${key}:points`);
  const colorByKey = new Map<string, string>(series.map((s) => [s.key, s.color]));

  return (
    <CartesianFrame
      chart={props}
      cartesian={cartesian}
      margin={MARGIN}
      xScale={{ type: 'linear', domain: [Math.min(...xs), Math.max(...xs)], zero: false }}
      // With nothing above 0 the axis runs to 1: a [0, 0] domain puts every value, and the 0 tick, mid-plot.
      yScale={{
        type: 'linear',
        domain: [0, (yMax === undefined ? max * 1.1 : Math.max(yMax, max)) || 1],
        zero: true,
        nice: yMax === undefined,
      }}
      reduce={(all, innerWidth) => reducePoints(all, innerWidth, x, ys)}
      // At the first series' point.
      keyboardTooltip={{ top: (row, yScale) => (ys[0] ? Number(yScale(ys[0](row))) : 0) }}
    >
      {(points) => (
        <>
          <Grid columns={false} numTicks={4} />
          {series.map((s, index) => (
            <LineSeries
              key={s.key}
              dataKey={s.key}
              data={points}
              xAccessor={x}
              yAccessor={ys[index]}
              colorAccessor={() => s.color}
              strokeWidth={2.5}
            />
          ))}
          {/* The dots after every line, so no line crosses another series' dot. */}
          <Dots count={points.length}>
            {series.map((s, index) => (
              <GlyphSeries
                key={s.key}
                dataKey={dotsKey(s.key)}
                data={points}
                xAccessor={x}
                yAccessor={ys[index]}
                colorAccessor={() => s.color}
                size={6}
              />
            ))}
          </Dots>
          <XAxis rows={rows} x={x} minRoom={TICK_SPACING} />
          <Axis tickComponent={TickLabel} orientation="left" numTicks={4} tickFormat={(tick: number) => formatTick(tick)} />
          <NearestSeriesTooltip<Datum>
            cartesian={cartesian}
            unstyled
            applyPositionStyle
            className={styles.tooltip}
            snapTooltipToDatumX
            snapTooltipToDatumY
            showVerticalCrosshair
            showDatumGlyph
            verticalCrosshairStyle={{ stroke: chartColors.axis, strokeDasharray: '4 4' }}
            // The pointed-at dot, ringed in the surface colour and filled with its series' colour.
            renderGlyph={({ key, x, y, size }) => (
              <circle
                cx={x}
                cy={y}
                r={size}
                fill={colorByKey.get(key)}
                stroke={chartColors.surface}
                strokeWidth={2}
                paintOrder="fill"
              />
            )}
            renderTooltip={seriesTooltip(cartesian, styles)}
          />
        </>
      )}
    </CartesianFrame>
  );
}
