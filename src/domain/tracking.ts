// Shipment tracking: the events of a shipment's journey, and the lookup rules (a blank or whitespace-only
// number is ignored, there is no format check, and a shown result stays until another number replaces it).

/** The four tracking steps, in order. Their titles are translated by the UI. */
export const TRACKING_STEPS = ['orderProcessed', 'inTransit', 'outForDelivery', 'delivered'] as const;
export type TrackingStep = (typeof TRACKING_STEPS)[number];

/** One event of a shipment's journey: title, location, date, completed flag. */
export interface TrackingEvent {
  /** Which step this is; the UI shows its translated title. */
  step: TrackingStep;
  /** Where it happened (a place name, shown as is). */
  location: string;
  /** When it happened, or for a pending step when it is expected. */
  date: Date;
  /** Whether the step has been reached. */
  completed: boolean;
}

/** What a tracking lookup shows: the number, its events and the estimated delivery date. */
export interface TrackingResultData {
  /** The tracking number as entered, trimmed. */
  number: string;
  /** The events in order, oldest first. */
  events: TrackingEvent[];
  /** The day the shipment is expected to arrive. */
  estimatedDelivery: Date;
}

/** A sample event whose date is given relative to "now", so the sample always looks current. */
export interface TrackingEventTemplate {
  step: TrackingStep;
  location: string;
  /** Hours from now: negative for the past, positive for the future. */
  offsetHours: number;
  completed: boolean;
}

/** Sample shipment data: the events and the estimated delivery, relative to "now". */
export interface TrackingTemplate {
  events: TrackingEventTemplate[];
  /** Whole days from today until the estimated delivery. */
  estimatedDeliveryInDays: number;
}

const HOUR = 3600 * 1000;
const QUARTER_HOUR = HOUR / 4;

/**
 * The number to look up, or null when the input must be ignored (blank or whitespace-only).
 * Surrounding whitespace is dropped; there is no format check.
 */
export function normalizeTrackingNumber(input: string | null | undefined): string | null {
  const trimmed = (input ?? '').trim();
  return trimmed === '' ? null : trimmed;
}

/**
 * Builds the sample result for a tracking number. Event times are `now` plus each template's offset,
 * rounded down to the quarter hour so they read like real scan times; the estimated delivery is the
 * start of the day `estimatedDeliveryInDays` after `now` (local time).
 */
export function buildTrackingResult(number: string, template: TrackingTemplate, now: Date): TrackingResultData {
  const events = template.events.map(({ step, location, offsetHours, completed }) => {
    const time = now.getTime() + offsetHours * HOUR;
    return { step, location, completed, date: new Date(Math.floor(time / QUARTER_HOUR) * QUARTER_HOUR) };
  });
  const estimatedDelivery = new Date(now.getFullYear(), now.getMonth(), now.getDate() + template.estimatedDeliveryInDays);
  return { number, events, estimatedDelivery };
}

/** The most recent completed event: the shipment's current status. Null when nothing is completed yet. */
export function currentTrackingEvent(events: readonly TrackingEvent[]): TrackingEvent | null {
  let current: TrackingEvent | null = null;
  for (const event of events) if (event.completed) current = event;
  return current;
}

/**
 * The result appears only after a submit with a non-blank number and stays visible afterwards.
 * Given the number shown so far (or null) and a submitted input, returns the number to show next:
 * a blank submit keeps whatever was shown, a non-blank one replaces it.
 */
export function nextTrackedNumber(shown: string | null, submitted: string | null | undefined): string | null {
  return normalizeTrackingNumber(submitted) ?? shown;
}
