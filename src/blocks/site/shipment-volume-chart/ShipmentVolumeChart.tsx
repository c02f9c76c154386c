import type { CardTitleLevel } from '../../../components/card';
import { LineChart } from '../../../components/chart/LineChart';
import { chartColors } from '../../../components/chart/xy-colors';
import type { RemoteDataProps } from '../../../components/data-state';
import { monthReferenceDate, type ShipmentVolumeDatum } from '../../../domain/metrics';
import { useLanguage } from '../../language';

export interface ShipmentVolumeChartProps extends RemoteDataProps {
  /** Shipments per month (1 = January), in order. */
  data: ShipmentVolumeDatum[];
  /** Heading level of the chart's title, so it fits the page outline. Defaults to 3. */
  headingLevel?: CardTitleLevel;
}

/**
 * 'Monthly Shipment Volume' on the analytics page: a line of shipments per month. Month names and
 * numbers are written for the active locale; on narrow screens the axis labels every second or third month.
 * While `loading` a block of the chart's height stands in under the title; with `error`, a message with Retry.
 */
export function ShipmentVolumeChart({ data, headingLevel, ...remote }: ShipmentVolumeChartProps) {
  const { t, formatDate, formatNumber } = useLanguage();
  const label = t('insights.chart.shipments');
  const monthName = (d: ShipmentVolumeDatum) => formatDate(monthReferenceDate(d.month), { month: 'long' });
  return (
    <LineChart
      {...remote}
      title={t('insights.chart.shipmentVolume')}
      description={t('insights.chart.shipmentVolumeDescription')}
      headingLevel={headingLevel}
      data={data}
      xKey="month"
      xLabel={t('insights.chart.month')}
      formatX={monthName}
      formatXTick={(d) => formatDate(monthReferenceDate(d.month), { month: 'short' })}
      series={[{ key: 'volume', label, color: chartColors.primary }]}
      describe={(d) => `${monthName(d)}: ${formatNumber(d.volume)} ${label}`}
    />
  );
}
