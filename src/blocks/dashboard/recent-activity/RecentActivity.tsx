import { Activity } from 'lucide-react';
import { recentActivity } from 'styled-system/recipes';
import { CardBody, CardHeader, CardRoot, type CardRootProps, CardTitle, type CardTitleLevel } from '../../../components/card';
import { DataState, type RemoteDataProps } from '../../../components/data-state';
import { Skeleton } from '../../../components/skeleton';
import type { DateInput } from '../../../i18n/format';
import { useLanguage } from '../../language';

/** One dated event, e.g. 'Contract signed for Protein Shake - Vanilla' on April 10, 2025. */
export interface ActivityEvent {
  /** Unique id. */
  id: string;
  /** What happened, in the page's language, e.g. 'Contract signed for Collagen Gummies'. */
  text: string;
  /** When it happened: an ISO date or date-time. Shown in the locale's long format. */
  date: DateInput;
}

export interface RecentActivityProps extends Omit<CardRootProps, 'children'>, RemoteDataProps {
  /** The events, newest first. While `loading` or after an `error` they are not shown; pass `[]` until they arrive. */
  events: readonly ActivityEvent[];
  /** The heading level of 'Recent Activity', to fit the page outline. Defaults to 2. */
  titleLevel?: CardTitleLevel;
}

function isoOf(date: DateInput): string | undefined {
  if (typeof date === 'string') return date;
  const value = new Date(date);
  return Number.isNaN(value.getTime()) ? undefined : value.toISOString();
}

/** Three placeholder events in the list's layout: the round icon beside a line of text and a shorter date. */
function ActivitySkeleton({ className, itemClassName }: { className: string; itemClassName: string }) {
  return (
    <div className={className}>
      {[0, 1, 2].map((index) => (
        <div key={index} className={itemClassName}>
          <Skeleton shape="circle" width="var(--sizes-8)" height="var(--sizes-8)" />
          <Skeleton shape="text" lines={2} />
        </div>
      ))}
    </div>
  );
}

/**
 * 'Recent Activity' on /dashboard/projects: a list of dated project events. Each date is a `<time>` with a
 * machine-readable value; without events the card says so. The card and its title stay in every state: while
 * `loading` skeleton events stand in for the list (screen readers hear 'Loading activity…'); with `error`, a
 * message with Retry (`onRetry`).
 */
export function RecentActivity({ events, titleLevel = 2, loading, error, onRetry, ...props }: RecentActivityProps) {
  const { t, formatDate } = useLanguage();
  const classes = recentActivity();
  return (
    <CardRoot {...props}>
      <CardHeader>
        <CardTitle level={titleLevel}>{t('dashboard.activity.title')}</CardTitle>
      </CardHeader>
      <CardBody>
        <DataState
          label={t('dashboard.data.activity')}
          loading={loading}
          error={error}
          onRetry={onRetry}
          skeleton={<ActivitySkeleton className={classes.list} itemClassName={classes.item} />}
        >
          {events.length === 0 ? (
            <p className={classes.empty}>{t('dashboard.activity.empty')}</p>
          ) : (
            <ol className={classes.list}>
              {events.map((event) => (
                <li key={event.id} className={classes.item}>
                  <span className={classes.icon} aria-hidden>
                    <Activity />
                  </span>
                  <div>
                    <p className={classes.text}>{event.text}</p>
                    <time className={classes.date} dateTime={isoOf(event.date)}>
                      {formatDate(event.date, 'long')}
                    </time>
                  </div>
                </li>
              ))}
            </ol>
          )}
        </DataState>
      </CardBody>
    </CardRoot>
  );
}
