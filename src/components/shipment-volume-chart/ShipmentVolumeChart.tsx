import { Axis, GlyphSeries, Grid, LineSeries, Tooltip, XYChart } from '@visx/xychart';
import { useMemo } from 'react';
import { chart } from 'styled-system/recipes';
import { monthReferenceDate, type ShipmentVolumeDatum } from '../../domain/metrics';
import { useLanguage } from '../../i18n/LanguageProvider';
import type { CardTitleLevel } from '../card';
import { ChartFrame } from '../chart/ChartFrame';
import { chartColors, chartTheme, KeyboardTooltip, useInnerWidth } from '../chart/xy';

export interface ShipmentVolumeChartProps {
  /** Shipments per month (1 = January), in order. */
  data: ShipmentVolumeDatum[];
  /** Heading level of the chart's title, so it fits the page outline. Defaults to 3. */
  headingLevel?: CardTitleLevel;
}

interface Row extends ShipmentVolumeDatum {
  /** Short month name for the axis. */
  label: string;
  /** Full month name for the tooltip and table. */
  name: string;
}

const MARGIN = { top: 12, right: 24, bottom: 32, left: 48 };
const KEY = 'volume';
const color = chartColors.primary;
/** Room one month label needs on the axis, in SVG units. */
const TICK_SPACING = 44;

/** The month axis: every month where there is room, else every second or third. */
function MonthAxis({ rows }: { rows: Row[] }) {
  const width = useInnerWidth();
  const step = Math.max(1, Math.ceil((rows.length * TICK_SPACING) / Math.max(width, 1)));
  const byMonth = new Map(rows.map((row) => [row.month, row.label]));
  return (
    <Axis
      orientation="bottom"
      hideTicks
      tickValues={rows.filter((_, index) => index % step === 0).map((row) => row.month)}
      tickFormat={(month: number) => byMonth.get(month) ?? ''}
    />
  );
}

/**
 * 'Monthly Shipment Volume' (spec §2 /analytics): a line of shipments per month. Month names and
 * numbers are written for the active locale; on narrow screens the axis labels every second or third month.
 */
export function ShipmentVolumeChart({ data, headingLevel }: ShipmentVolumeChartProps) {
  const { t, formatDate, formatNumber } = useLanguage();
  const styles = chart();
  const rows = useMemo<Row[]>(
    () =>
      data.map((d) => ({
        ...d,
        label: formatDate(monthReferenceDate(d.month), { month: 'short' }),
        name: formatDate(monthReferenceDate(d.month), { month: 'long' }),
      })),
    [data, formatDate],
  );
  const theme = useMemo(() => chartTheme([color]), []);
  const label = t('insights.chart.shipments');
  const months = rows.map((row) => row.month);
  const max = Math.max(0, ...rows.map((row) => row.volume));

  return (
    <ChartFrame
      title={t('insights.chart.shipmentVolume')}
      description={t('insights.chart.shipmentVolumeDescription')}
      headingLevel={headingLevel}
      legend={[{ label, color }]}
      table={{
        columns: [t('insights.chart.month'), label],
        rows: rows.map((row) => ({ header: row.name, cells: [formatNumber(row.volume)] })),
      }}
      count={rows.length}
      describe={(index) => `${rows[index].name}: ${formatNumber(rows[index].volume)} ${label}`}
    >
      {(activeIndex) => (
        <XYChart
          theme={theme}
          margin={MARGIN}
          xScale={{ type: 'linear', domain: [Math.min(...months), Math.max(...months)], zero: false }}
          yScale={{ type: 'linear', domain: [0, max * 1.1], zero: true, nice: true }}
          accessibilityLabel={t('insights.chart.shipmentVolume')}
        >
          <Grid columns={false} numTicks={4} />
          <LineSeries
            dataKey={KEY}
            data={rows}
            xAccessor={(row: Row) => row.month}
            yAccessor={(row: Row) => row.volume}
            colorAccessor={() => color}
            strokeWidth={2.5}
          />
          <GlyphSeries
            dataKey="points"
            data={rows}
            xAccessor={(row: Row) => row.month}
            yAccessor={(row: Row) => row.volume}
            colorAccessor={() => color}
            size={6}
          />
          <MonthAxis rows={rows} />
          <Axis
            orientation="left"
            numTicks={4}
            tickFormat={(value: number) => formatNumber(value, { notation: 'compact', maximumFractionDigits: 1 })}
          />
          <KeyboardTooltip index={activeIndex} data={rows} keys={[KEY]} top={(row, yScale) => Number(yScale(row.volume))} />
          <Tooltip<Row>
            unstyled
            applyPositionStyle
            className={styles.tooltip}
            snapTooltipToDatumX
            snapTooltipToDatumY
            showVerticalCrosshair
            showDatumGlyph
            verticalCrosshairStyle={{ stroke: chartColors.axis, strokeDasharray: '4 4' }}
            glyphStyle={{ fill: color, stroke: chartColors.surface, strokeWidth: 2 }}
            renderTooltip={({ tooltipData }) => {
              const row = tooltipData?.nearestDatum?.datum;
              if (!row) return null;
              return (
                <>
                  <div className={styles.tooltipTitle}>{row.name}</div>
                  <div className={styles.tooltipRow}>
                    <span className={styles.swatch} style={{ background: color }} aria-hidden="true" />
                    {label}: {formatNumber(row.volume)}
                  </div>
                </>
              );
            }}
          />
        </XYChart>
      )}
    </ChartFrame>
  );
}
