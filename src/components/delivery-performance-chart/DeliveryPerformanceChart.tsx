import { Axis, BarSeries, BarStack, Grid, Tooltip, XYChart } from '@visx/xychart';
import { useMemo } from 'react';
import { chart } from 'styled-system/recipes';
import { type DeliveryPerformanceDatum, weekdayReferenceDate } from '../../domain/metrics';
import { useLanguage } from '../../i18n/LanguageProvider';
import type { CardTitleLevel } from '../card';
import { ChartFrame } from '../chart/ChartFrame';
import { chartColors, chartTheme, KeyboardTooltip } from '../chart/xy';

export interface DeliveryPerformanceChartProps {
  /** On-time and delayed deliveries in percent, one entry per weekday (ISO 1 = Monday). */
  data: DeliveryPerformanceDatum[];
  /** Heading level of the chart's title, so it fits the page outline. Defaults to 3. */
  headingLevel?: CardTitleLevel;
}

interface Row extends DeliveryPerformanceDatum {
  /** Short weekday name for the axis. */
  label: string;
  /** Full weekday name for the tooltip and table. */
  name: string;
}

const MARGIN = { top: 12, right: 8, bottom: 32, left: 48 };
const SERIES = ['onTime', 'delayed'] as const;
const colors = { onTime: chartColors.primary, delayed: chartColors.secondary };

/**
 * 'Delivery Performance' (spec §2 /analytics): stacked bars of on-time and delayed deliveries per weekday.
 * Weekday names and percentages are written for the active locale.
 */
export function DeliveryPerformanceChart({ data, headingLevel }: DeliveryPerformanceChartProps) {
  const { t, formatDate, formatNumber } = useLanguage();
  const styles = chart();
  const rows = useMemo<Row[]>(
    () =>
      data.map((d) => ({
        ...d,
        label: formatDate(weekdayReferenceDate(d.weekday), { weekday: 'short' }),
        name: formatDate(weekdayReferenceDate(d.weekday), { weekday: 'long' }),
      })),
    [data, formatDate],
  );
  const percent = (value: number) => formatNumber(value / 100, { style: 'percent', maximumFractionDigits: 1 });
  const labels = { onTime: t('insights.chart.onTime'), delayed: t('insights.chart.delayed') };
  const theme = useMemo(() => chartTheme([colors.onTime, colors.delayed]), []);
  const describe = (row: Row) =>
    `${row.name}: ${labels.onTime} ${percent(row.onTime)}, ${labels.delayed} ${percent(row.delayed)}`;
  const max = Math.max(100, ...rows.map((r) => r.onTime + r.delayed));

  return (
    <ChartFrame
      title={t('insights.chart.deliveryPerformance')}
      description={t('insights.chart.deliveryPerformanceDescription')}
      headingLevel={headingLevel}
      legend={SERIES.map((key) => ({ label: labels[key], color: colors[key] }))}
      table={{
        columns: [t('insights.chart.weekday'), labels.onTime, labels.delayed],
        rows: rows.map((row) => ({ header: row.name, cells: [percent(row.onTime), percent(row.delayed)] })),
      }}
      count={rows.length}
      describe={(index) => describe(rows[index])}
    >
      {(activeIndex) => (
        <XYChart
          theme={theme}
          margin={MARGIN}
          xScale={{ type: 'band', paddingInner: 0.3, paddingOuter: 0.2 }}
          yScale={{ type: 'linear', domain: [0, max], zero: true }}
          accessibilityLabel={t('insights.chart.deliveryPerformance')}
        >
          <Grid columns={false} numTicks={5} />
          <BarStack>
            {SERIES.map((key) => (
              <BarSeries
                key={key}
                dataKey={key}
                data={rows}
                xAccessor={(row: Row) => row.label}
                yAccessor={(row: Row) => row[key]}
                colorAccessor={() => colors[key]}
              />
            ))}
          </BarStack>
          <Axis orientation="bottom" hideTicks />
          <Axis orientation="left" numTicks={5} tickFormat={(value: number) => percent(value)} />
          <KeyboardTooltip index={activeIndex} data={rows} keys={[...SERIES]} top={(_, yScale) => Number(yScale(max))} />
          <Tooltip<Row>
            unstyled
            applyPositionStyle
            className={styles.tooltip}
            snapTooltipToDatumX
            renderTooltip={({ tooltipData }) => {
              const row = tooltipData?.nearestDatum?.datum;
              if (!row) return null;
              return (
                <>
                  <div className={styles.tooltipTitle}>{row.name}</div>
                  {SERIES.map((key) => (
                    <div key={key} className={styles.tooltipRow}>
                      <span className={styles.swatch} style={{ background: colors[key] }} aria-hidden="true" />
                      {labels[key]}: {percent(row[key])}
                    </div>
                  ))}
                </>
              );
            }}
          />
        </XYChart>
      )}
    </ChartFrame>
  );
}
