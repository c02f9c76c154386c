import { CircleCheck, CircleDashed, Clock, MapPin } from 'lucide-react';
import { type HTMLAttributes, type RefAttributes, useId } from 'react';
import { trackingResult } from 'styled-system/recipes';
import { CardBody, CardHeader, CardRoot, CardTitle, type CardTitleLevel } from '../../../components/card';
import { Text } from '../../../components/text';
import { currentTrackingEvent, type TrackingResultData } from '../../../domain/tracking';
import { useLanguage } from '../../language';

export interface TrackingResultProps extends Omit<HTMLAttributes<HTMLElement>, 'children' | 'title'>, RefAttributes<HTMLElement> {
  /** The shipment to show: its number, events and estimated delivery (see `buildTrackingResult`). */
  result: TrackingResultData;
  /** Heading level of the card's title, so it fits the page outline. Defaults to 2. */
  headingLevel?: CardTitleLevel;
}

/** The long date, 'MMMM dd, yyyy', plus the time of day, in the locale's own order. */
const EVENT_DATE: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'long',
  day: '2-digit',
  hour: 'numeric',
  minute: '2-digit',
};

/**
 * A tracking lookup's result card: the number, the current status, the estimated delivery date and the
 * events as an ordered list, oldest first. Each event says in words whether it is completed or pending and
 * has its own icon, so the state never rests on colour alone. Dates are written for the active locale.
 */
export function TrackingResult({ result, headingLevel = 2, ...props }: TrackingResultProps) {
  const { t, formatDate } = useLanguage();
  const styles = trackingResult();
  const current = currentTrackingEvent(result.events);
  const historyId = useId();
  const titleId = useId();

  return (
    <CardRoot asChild>
      <article aria-labelledby={titleId} {...props}>
        <CardHeader>
          <CardTitle level={headingLevel} id={titleId}>
            {t('insights.tracking.resultTitle', { number: result.number })}
          </CardTitle>
        </CardHeader>
        <CardBody>
          <dl className={styles.summary}>
            <div>
              <dt className={styles.term}>{t('insights.tracking.status')}</dt>
              <dd className={styles.detail}>
                {current ? t(`insights.tracking.step.${current.step}`) : t('insights.tracking.pending')}
              </dd>
            </div>
            <div>
              <dt className={styles.term}>{t('insights.tracking.estimatedDelivery')}</dt>
              <dd className={styles.detail}>
                <time dateTime={isoDay(result.estimatedDelivery)}>{formatDate(result.estimatedDelivery, 'long')}</time>
              </dd>
            </div>
          </dl>
          <Text as="p" size="small" weight="semibold" tone="muted" id={historyId}>
            {t('insights.tracking.history')}
          </Text>
          {result.events.length === 0 ? (
            <Text tone="muted">{t('insights.tracking.noEvents')}</Text>
          ) : (
            <ol className={styles.events} aria-labelledby={historyId}>
              {result.events.map((event) => {
                const state = event.completed ? 'completed' : 'pending';
                const Icon = event.completed ? CircleCheck : CircleDashed;
                return (
                  <li key={event.step} className={styles.event} data-state={state}>
                    <span className={styles.marker}>
                      <Icon aria-hidden="true" />
                    </span>
                    <div className={styles.eventBody}>
                      <span className={styles.eventTitle}>
                        {t(`insights.tracking.step.${event.step}`)}
                        <Text as="span" size="small" weight="normal" tone="muted">
                          ({t(`insights.tracking.${state}`)})
                        </Text>
                      </span>
                      <span className={styles.eventMeta}>
                        <span className={styles.metaItem}>
                          <MapPin aria-hidden="true" />
                          {event.location}
                        </span>
                        <span className={styles.metaItem}>
                          <Clock aria-hidden="true" />
                          <time dateTime={event.date.toISOString()}>{formatDate(event.date, EVENT_DATE)}</time>
                        </span>
                      </span>
                    </div>
                  </li>
                );
              })}
            </ol>
          )}
        </CardBody>
      </article>
    </CardRoot>
  );
}

/** YYYY-MM-DD of a local date, for `<time dateTime>`. */
function isoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
