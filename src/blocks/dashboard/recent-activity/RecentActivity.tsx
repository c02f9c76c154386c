import { Activity } from 'lucide-react';
import { recentActivity } from 'styled-system/recipes';
import { CardBody, CardHeader, CardRoot, type CardRootProps, CardTitle, type CardTitleLevel } from '../../../components/card';
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

export interface RecentActivityProps extends Omit<CardRootProps, 'children'> {
  /** The events, newest first. */
  events: readonly ActivityEvent[];
  /** The heading level of 'Recent Activity', to fit the page outline. Defaults to 2. */
  titleLevel?: CardTitleLevel;
}

function isoOf(date: DateInput): string | undefined {
  if (typeof date === 'string') return date;
  const value = new Date(date);
  return Number.isNaN(value.getTime()) ? undefined : value.toISOString();
}

/**
 * 'Recent Activity' on /dashboard/projects: a list of dated project events. Each date is a `<time>` with a
 * machine-readable value; without events the card says so.
 */
export function RecentActivity({ events, titleLevel = 2, ...props }: RecentActivityProps) {
  const { t, formatDate } = useLanguage();
  const classes = recentActivity();
  return (
    <CardRoot {...props}>
      <CardHeader>
        <CardTitle level={titleLevel}>{t('dashboard.activity.title')}</CardTitle>
      </CardHeader>
      <CardBody>
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
      </CardBody>
    </CardRoot>
  );
}
