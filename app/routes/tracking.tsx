import { useSearchParams } from 'react-router';
import { css } from 'styled-system/css';
import { GlobalTrackingCoverage, Heading, Text } from '../../src';
import { trackingSample } from '../data/tracking';
import { useAppText } from '../i18n';
import { ShipmentTracker } from '../lazy/routes/tracking';
import { usePageTitle } from '../page-title';

const page = css({
  w: 'full',
  maxW: '4xl',
  mx: 'auto',
  py: { base: '6', md: '12' },
  display: 'flex',
  flexDirection: 'column',
  gap: { base: '8', md: '12' },
});
const intro = css({ display: 'flex', flexDirection: 'column', gap: '3' });

/** 'Track Your Shipment': the lookup, its result and the coverage section. `?number=` tracks at once. */
export function Component() {
  const title = usePageTitle('page.tracking');
  const text = useAppText();
  const [params, setParams] = useSearchParams();
  return (
    <div className={page}>
      <div className={intro}>
        <Heading as="h1">{title}</Heading>
        <Text size="lg" tone="muted">
          {text('tracking.intro')}
        </Text>
      </div>
      <ShipmentTracker
        shipment={trackingSample}
        initialNumber={params.get('number') ?? undefined}
        onTrack={(number) => setParams({ number }, { replace: true })}
      />
      <GlobalTrackingCoverage />
    </div>
  );
}
