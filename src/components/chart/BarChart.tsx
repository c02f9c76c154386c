import { Axis, BarGroup, BarSeries, BarStack, Grid, Tooltip } from '@visx/xychart';
import { chart } from 'styled-system/recipes';
import { type CartesianChartProps, CartesianFrame, type CartesianRow, seriesTooltip, useCartesian, XAxis } from './cartesian';
import { TickLabel } from './xy';

/** The props of BarChart: those of LineChart, plus whether the series stack. */
export interface BarChartProps<Datum extends object> extends CartesianChartProps<Datum> {
  /** Stack each datum's series into one bar (parts of a whole); otherwise they stand side by side. */
  stacked?: boolean;
}

const MARGIN = { top: 12, right: 8, bottom: 32, left: 48 };

/**
 * A bar per datum and series, side by side or `stacked`, one group per category along the x axis. A
 * legend names the series; pointing at a category or stepping with the arrow keys (the plot is one tab
 * stop) shows its tooltip with every series' value, also read out; 'Show data table' lists the figures.
 * Numbers are written for the active locale.
 */
export function BarChart<Datum extends object>({ stacked = false, ...props }: BarChartProps<Datum>) {
  const { yMax } = props;
  const styles = chart();
  const cartesian = useCartesian(props);
  const { rows, series, value, formatTick } = cartesian;
  const heights = rows.map((row) =>
    stacked ? series.reduce((sum, s) => sum + value(row, s.key), 0) : Math.max(0, ...series.map((s) => value(row, s.key))),
  );
  const dataMax = Math.max(0, ...heights);
  const top = Math.max(yMax ?? 0, dataMax);
  const bars = series.map((s) => (
    <BarSeries
      key={s.key}
      dataKey={s.key}
      data={rows}
      xAccessor={(row: CartesianRow<Datum>) => row.x}
      yAccessor={(row: CartesianRow<Datum>) => value(row, s.key)}
      colorAccessor={() => s.color}
    />
  ));

  return (
    <CartesianFrame
      chart={props}
      cartesian={cartesian}
      margin={MARGIN}
      xScale={{ type: 'band', paddingInner: 0.3, paddingOuter: 0.2 }}
      // With nothing above 0 the axis runs to 1: a [0, 0] domain puts every bar, and the 0 tick, mid-plot.
      yScale={{ type: 'linear', domain: [0, (yMax === undefined ? dataMax : top) || 1], zero: true, nice: yMax === undefined }}
      keyboardTooltip={{
        // Above the bars, at the top of the value axis, over the middle of the datum's band.
        top: (_, yScale) => Number(yScale(yScale.domain()[1])),
        left: (row, xScale) => {
          // The x scale is the band scale configured above.
          const band = xScale as unknown as ((x: number | string) => number) & { bandwidth: () => number };
          return band(row.x) + band.bandwidth() / 2;
        },
      }}
    >
      {() => (
        <>
          <Grid columns={false} numTicks={5} />
          {stacked ? <BarStack>{bars}</BarStack> : <BarGroup>{bars}</BarGroup>}
          <XAxis rows={rows} x={(row) => row.x} />
          <Axis tickComponent={TickLabel} orientation="left" numTicks={5} tickFormat={(tick: number) => formatTick(tick)} />
          <Tooltip<CartesianRow<Datum>>
            unstyled
            applyPositionStyle
            className={styles.tooltip}
            snapTooltipToDatumX
            renderTooltip={seriesTooltip(cartesian, styles)}
          />
        </>
      )}
    </CartesianFrame>
  );
}
