import type { CardTitleLevel } from '../../../components/card';
import { BarChart } from '../../../components/chart/BarChart';
import { chartColors } from '../../../components/chart/xy-colors';
import type { RemoteDataProps } from '../../../components/data-state';
import { type DeliveryPerformanceDatum, weekdayReferenceDate } from '../../../domain/metrics';
import { useLanguage } from '../../language';

export interface DeliveryPerformanceChartProps extends RemoteDataProps {
  /** On-time and delayed deliveries in percent, one entry per weekday (ISO 1 = Monday). */
  data: DeliveryPerformanceDatum[];
  /** Heading level of the chart's title, so it fits the page outline. Defaults to 3. */
  headingLevel?: CardTitleLevel;
}

/**
 * 'Delivery Performance' on the analytics page: stacked bars of on-time and delayed deliveries per weekday.
 * Weekday names and percentages are written for the active locale.
 * While `loading` a block of the chart's height stands in under the title; with `error`, a message with Retry.
 */
export function DeliveryPerformanceChart({ data, headingLevel, ...remote }: DeliveryPerformanceChartProps) {
  const { t, formatDate, formatNumber } = useLanguage();
  return (
    <BarChart
      {...remote}
      stacked
      title={t('insights.chart.deliveryPerformance')}
      description={t('insights.chart.deliveryPerformanceDescription')}
      headingLevel={headingLevel}
      data={data}
      xKey="weekday"
      xLabel={t('insights.chart.weekday')}
      formatX={(d) => formatDate(weekdayReferenceDate(d.weekday), { weekday: 'long' })}
      formatXTick={(d) => formatDate(weekdayReferenceDate(d.weekday), { weekday: 'short' })}
      series={[
        { key: 'onTime', label: t('insights.chart.onTime'), color: chartColors.primary },
        { key: 'delayed', label: t('insights.chart.delayed'), color: chartColors.secondary },
      ]}
      formatValue={(value) => formatNumber(value / 100, { style: 'percent', maximumFractionDigits: 1 })}
      // The axis always reaches 100 %.
      yMax={100}
    />
  );
}
