import { ark, type HTMLArkProps } from '@ark-ui/react/factory';
import { createContext, type RefAttributes, useContext } from 'react';
import { timeline } from 'styled-system/recipes';
import { type DateInput, type DateStyle, toDate } from '../../i18n/format';
import { useLanguage } from '../../i18n/LanguageProvider';
import { addEnglish } from '../../i18n/messages';
import { enTimeline } from '../../i18n/messages/en-timeline';
import { createParts } from '../../lib/parts';
import { visuallyHidden } from '../../lib/visually-hidden';

// Its English joins the catalog with it, so pages without it do not download that text.
addEnglish(enTimeline);

const { withProvider, withContext } = createParts(timeline);

export type TimelineSize = 'sm' | 'md';
/** Where an event stands: done, the one in progress, or still to come. */
export type TimelineStatus = 'complete' | 'current' | 'upcoming';
/** `danger` for an event that went wrong, e.g. a failed delivery attempt. */
export type TimelineTone = 'default' | 'danger';
export type TimelineTitleLevel = 1 | 2 | 3 | 4 | 5 | 6;

export interface TimelineRootProps extends HTMLArkProps<'ol'> {
  /** The size of the indicators and the text, and the space between events. Defaults to `md`. */
  size?: TimelineSize;
}
export interface TimelineItemProps extends HTMLArkProps<'li'> {
  /** `complete` (the default), `current` (marked `aria-current="step"`) or `upcoming`. Written as `data-status`. */
  status?: TimelineStatus;
  /** `danger` draws the event in the danger colour, e.g. a failed delivery attempt. Written as `data-tone`. */
  tone?: TimelineTone;
  /**
   * What screen readers hear after the item's title for its status. Defaults to the translated 'Completed',
   * 'Current' or 'Upcoming'; an empty string says nothing.
   */
  statusLabel?: string;
}
export interface TimelineIndicatorProps extends HTMLArkProps<'div'> {}
export interface TimelineContentProps extends HTMLArkProps<'div'> {}
export interface TimelineTitleProps extends HTMLArkProps<'h3'> {
  /** The heading level (h1–h6) so the events fit the page's outline. Defaults to 3; the look stays the same. */
  level?: TimelineTitleLevel;
}
export interface TimelineDescriptionProps extends HTMLArkProps<'p'> {}
export interface TimelineTimeProps extends Omit<HTMLArkProps<'time'>, 'dateTime'> {
  /** When the event happened: a `Date`, or an ISO date ('2025-05-12') or date-time ('2025-05-12T08:30:00Z'). */
  value: DateInput;
  /**
   * How to write it: a named style (`long`, `medium`, `short`, `weekday`) or `Intl.DateTimeFormat` options.
   * Defaults to the medium date and the short time ('May 12, 2025, 8:30 AM'), or the date alone for an ISO date.
   */
  format?: DateStyle | Intl.DateTimeFormatOptions;
}

// The item's status and its words, for the title to say after itself.
const StatusLabel = createContext<string | undefined>(undefined);

const STATUS_KEYS = {
  complete: 'core.timeline.complete',
  current: 'core.timeline.current',
  upcoming: 'core.timeline.upcoming',
} as const;

function TimelineItemElement({
  status = 'complete',
  tone = 'default',
  statusLabel,
  ...props
}: TimelineItemProps & RefAttributes<HTMLLIElement>) {
  const { t } = useLanguage();
  return (
    <StatusLabel.Provider value={statusLabel ?? t(STATUS_KEYS[status])}>
      <ark.li
        data-status={status}
        data-tone={tone === 'default' ? undefined : tone}
        aria-current={status === 'current' ? 'step' : undefined}
        {...props}
      />
    </StatusLabel.Provider>
  );
}

function TimelineTitleHeading({ level = 3, children, ...props }: TimelineTitleProps & RefAttributes<HTMLHeadingElement>) {
  const Heading = ark[`h${level}`];
  // The status is otherwise only the indicator's look: screen readers hear it after the title.
  const statusLabel = useContext(StatusLabel);
  return (
    <Heading {...props}>
      {children}
      {statusLabel ? <span className={visuallyHidden}>{`, ${statusLabel}`}</span> : null}
    </Heading>
  );
}

function Decoration(props: TimelineIndicatorProps & RefAttributes<HTMLDivElement>) {
  return <ark.div aria-hidden {...props} />;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_AND_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

function TimelineTimeElement({ value, format, children, ...props }: TimelineTimeProps & RefAttributes<HTMLTimeElement>) {
  // The provider's locale and time zone (UTC on the server and while hydrating, unless the portal gives one),
  // as every date the package shows.
  const { formatDate } = useLanguage();
  const day = typeof value === 'string' && ISO_DAY.test(value);
  const date = toDate(value);
  // A string is the machine-readable value as given; a Date or a timestamp is written as an ISO instant.
  const dateTime = Number.isNaN(date.getTime()) ? undefined : typeof value === 'string' ? value : date.toISOString();
  return (
    <ark.time dateTime={dateTime} {...props}>
      {children ?? formatDate(value, format ?? (day ? 'medium' : DATE_AND_TIME))}
    </ark.time>
  );
}

/** The list of events: an `<ol>`, earliest at the top. Give it an `aria-label`, e.g. 'Tracking history'. */
export const TimelineRoot = /* @__PURE__ */ withProvider<typeof ark.ol, { size?: TimelineSize }>(ark.ol, 'root');
/**
 * One event: an `<li>` with its `status` (`data-status`; the current one carries `aria-current="step"`) and
 * `tone`. Holds a `Timeline.Indicator` and a `Timeline.Content`.
 */
export const TimelineItem = /* @__PURE__ */ withContext(TimelineItemElement, 'item');
/**
 * The event's dot, with the line down to the next event (none after the last). Its look follows the status:
 * hollow when upcoming, ringed when current, filled when complete. It may hold an icon (a lucide-react icon).
 * Hidden from screen readers: the title says the status.
 */
export const TimelineIndicator = /* @__PURE__ */ withContext(Decoration, 'indicator');
/** Holds the event's title, time and description beside its indicator. */
export const TimelineContent = /* @__PURE__ */ withContext(ark.div, 'content');
/**
 * What happened: a real `<h1>`–`<h6>` (see `level`), followed, for screen readers only, by the item's status
 * ('Picked up, Completed').
 */
export const TimelineTitle = /* @__PURE__ */ withContext(TimelineTitleHeading, 'title');
/** A line of muted text about the event, e.g. where it happened. */
export const TimelineDescription = /* @__PURE__ */ withContext(ark.p, 'description');
/**
 * When it happened: a `<time dateTime>` of `value`, written in the active language and the provider's time
 * zone (children, if given, are shown instead).
 */
export const TimelineTime = /* @__PURE__ */ withContext(TimelineTimeElement, 'time');
