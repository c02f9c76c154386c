import type { CardTitleLevel } from '../../../components/card';
import { PieChart } from '../../../components/chart/PieChart';
import type { RemoteDataProps } from '../../../components/data-state';
import type { RegionShareDatum } from '../../../domain/metrics';
import { useLanguage } from '../../language';

export interface RegionalDistributionChartProps extends RemoteDataProps {
  /** Each region's share of shipments (the analytics page shows North America 45, Europe 25, Asia 20, Other 10). */
  data: RegionShareDatum[];
  /** Heading level of the chart's title, so it fits the page outline. Defaults to 3. */
  headingLevel?: CardTitleLevel;
}

/**
 * 'Regional Distribution' on the analytics page: a pie of shipments by destination region. Hovering or
 * stepping with the arrow keys shows a slice's share; region names are translated.
 * While `loading` a block of the chart's height stands in under the title; with `error`, a message with Retry.
 */
export function RegionalDistributionChart({ data, headingLevel, ...remote }: RegionalDistributionChartProps) {
  const { t } = useLanguage();
  return (
    <PieChart
      {...remote}
      title={t('insights.chart.regionalDistribution')}
      description={t('insights.chart.regionalDistributionDescription')}
      headingLevel={headingLevel}
      categoryLabel={t('insights.chart.region')}
      data={data.map((d) => ({ key: d.region, label: t(`insights.region.${d.region}`), value: d.value }))}
    />
  );
}
