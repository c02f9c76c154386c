import { useId } from 'react';
import { css } from 'styled-system/css';
import { CustomAnalyticsSolutions, Heading, MetricCardGrid, Text } from '../../src';
import {
  analyticsContactEmail,
  analyticsMetrics,
  deliveryPerformance,
  regionalDistribution,
  shipmentVolume,
} from '../data/analytics';
import { useAppText } from '../i18n';
import { DeliveryPerformanceChart, RegionalDistributionChart, ShipmentVolumeChart } from '../lazy/routes/analytics';
import { usePageTitle } from '../page-title';

const page = css({
  w: 'full',
  maxW: '6xl',
  mx: 'auto',
  py: { base: '6', md: '12' },
  display: 'flex',
  flexDirection: 'column',
  gap: { base: '10', md: '12' },
});
const stack = css({ display: 'flex', flexDirection: 'column', gap: '4' });
const charts = css({
  display: 'grid',
  gap: '6',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
  '& > :last-child': { gridColumn: { lg: 'span 2' } },
});

/**
 * 'Powerful Logistics Analytics': four metric cards, the three charts and the custom solutions
 * block. This route is the only one that loads chart code (it is lazy in app/routes.tsx).
 */
export function Component() {
  const title = usePageTitle('page.analytics');
  const text = useAppText();
  const metricsId = useId();
  const chartsId = useId();
  return (
    <div className={page}>
      <div className={stack}>
        <Heading as="h1">{title}</Heading>
        <Text size="lg" tone="muted">
          {text('analytics.intro')}
        </Text>
      </div>
      <section className={stack} aria-labelledby={metricsId}>
        <Heading as="h2" size="h3" id={metricsId}>
          {text('analytics.metricsTitle')}
        </Heading>
        <MetricCardGrid metrics={analyticsMetrics} />
      </section>
      <section className={stack} aria-labelledby={chartsId}>
        <Heading as="h2" size="h3" id={chartsId}>
          {text('analytics.chartsTitle')}
        </Heading>
        <div className={charts}>
          <DeliveryPerformanceChart data={deliveryPerformance} />
          <RegionalDistributionChart data={regionalDistribution} />
          <ShipmentVolumeChart data={shipmentVolume} />
        </div>
      </section>
      <CustomAnalyticsSolutions contactEmail={analyticsContactEmail} />
    </div>
  );
}
