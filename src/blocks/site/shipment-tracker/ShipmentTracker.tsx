import { type HTMLAttributes, type RefAttributes, useEffect, useMemo, useState } from 'react';
import { css, cx } from 'styled-system/css';
import type { CardTitleLevel } from '../../../components/card';
import { buildTrackingResult, nextTrackedNumber, normalizeTrackingNumber, type TrackingTemplate } from '../../../domain/tracking';
import { TrackingForm } from '../tracking-form';
import { TrackingResult } from '../tracking-result';

export interface ShipmentTrackerProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'>, RefAttributes<HTMLDivElement> {
  /** The sample shipment every lookup shows (the product has no tracking service). */
  shipment: TrackingTemplate;
  /**
   * A number to track at once, e.g. from `/tracking?number=ABC123`: the result shows without a submit.
   * A blank one is ignored.
   */
  initialNumber?: string;
  /** The moment the sample dates are relative to. Defaults to the time the tracker first renders. */
  now?: Date;
  /** Called with each number tracked (trimmed, never blank), e.g. to put it in the page's URL. */
  onTrack?: (number: string) => void;
  /** Heading level of the result card's title. Defaults to 2. */
  headingLevel?: CardTitleLevel;
}

const layout = css({ display: 'flex', flexDirection: 'column', gap: '6', w: 'full' });

/**
 * The tracking page's lookup: `TrackingForm` and, after a submit with a non-blank number, `TrackingResult`.
 * A blank or whitespace-only submit is ignored and nothing is shown; once a result has appeared
 * it stays (a later blank submit keeps it, a new number replaces it). The result region is a polite live
 * region, so screen readers announce the result when it appears or changes.
 */
export function ShipmentTracker({
  shipment,
  initialNumber,
  now,
  onTrack,
  headingLevel,
  className,
  ...props
}: ShipmentTrackerProps) {
  const [tracked, setTracked] = useState<string | null>(() => normalizeTrackingNumber(initialNumber));
  const [firstRender] = useState(() => new Date());
  const at = now ?? firstRender;

  // A new number in the URL (e.g. a 'Track' link while the page is open) replaces the shown one.
  useEffect(() => {
    setTracked((shown) => nextTrackedNumber(shown, initialNumber));
  }, [initialNumber]);

  const result = useMemo(() => (tracked ? buildTrackingResult(tracked, shipment, at) : null), [tracked, shipment, at]);

  return (
    <div className={cx(layout, className)} {...props}>
      <TrackingForm
        defaultNumber={initialNumber}
        onTrack={(number) => {
          setTracked((shown) => nextTrackedNumber(shown, number));
          onTrack?.(number);
        }}
      />
      <div aria-live="polite">{result && <TrackingResult result={result} headingLevel={headingLevel} />}</div>
    </div>
  );
}
