import { describe, expect, it } from 'vitest';
import {
  buildTrackingResult,
  currentTrackingEvent,
  nextTrackedNumber,
  normalizeTrackingNumber,
  TRACKING_STEPS,
  type TrackingTemplate,
} from './tracking';

const template: TrackingTemplate = {
  events: [
    { step: 'orderProcessed', location: 'Gothenburg, Sweden', offsetHours: -70, completed: true },
    { step: 'inTransit', location: 'Hamburg, Germany', offsetHours: -44, completed: true },
    { step: 'outForDelivery', location: 'Lyon, France', offsetHours: -3, completed: true },
    { step: 'delivered', location: 'Lyon, France', offsetHours: 26, completed: false },
  ],
  estimatedDeliveryInDays: 1,
};

describe('normalizeTrackingNumber', () => {
  it.each(['', ' ', '   ', '\t\n', null, undefined])('ignores blank input %j', (input) => {
    expect(normalizeTrackingNumber(input)).toBeNull();
  });
  it('trims and keeps any other number, with no format check', () => {
    expect(normalizeTrackingNumber('  ABC123 ')).toBe('ABC123');
    expect(normalizeTrackingNumber('x')).toBe('x');
    expect(normalizeTrackingNumber('1Z 999 AA1')).toBe('1Z 999 AA1');
  });
});

describe('nextTrackedNumber', () => {
  it('shows nothing until a non-blank number is submitted', () => {
    expect(nextTrackedNumber(null, '   ')).toBeNull();
    expect(nextTrackedNumber(null, ' ABC123 ')).toBe('ABC123');
  });
  it('keeps the shown result after a later blank submit', () => {
    expect(nextTrackedNumber('ABC123', '')).toBe('ABC123');
    expect(nextTrackedNumber('ABC123', '  ')).toBe('ABC123');
  });
  it('replaces the shown result with a new number', () => {
    expect(nextTrackedNumber('ABC123', 'XYZ789')).toBe('XYZ789');
  });
});

describe('buildTrackingResult', () => {
  const now = new Date(2026, 10, 22, 14, 37, 12);
  const result = buildTrackingResult('ABC123', template, now);

  it('has the number and the four steps in order, the first three completed', () => {
    expect(result.number).toBe('ABC123');
    expect(result.events.map((e) => e.step)).toEqual([...TRACKING_STEPS]);
    expect(result.events.map((e) => e.completed)).toEqual([true, true, true, false]);
    expect(result.events[1].location).toBe('Hamburg, Germany');
  });

  it('dates each event relative to now, rounded down to the quarter hour', () => {
    expect(result.events[0].date).toEqual(new Date(2026, 10, 19, 16, 30));
    expect(result.events[2].date).toEqual(new Date(2026, 10, 22, 11, 30));
    for (const event of result.events.filter((e) => e.completed)) expect(event.date.getTime()).toBeLessThanOrEqual(now.getTime());
  });

  it('estimates delivery at the start of the day the given number of days ahead', () => {
    expect(result.estimatedDelivery).toEqual(new Date(2026, 10, 23));
    expect(buildTrackingResult('A', template, new Date(2026, 11, 31, 23, 0)).estimatedDelivery).toEqual(new Date(2027, 0, 1));
  });

  it('is pure: the same input gives the same result', () => {
    expect(buildTrackingResult('ABC123', template, now)).toEqual(result);
  });
});

describe('currentTrackingEvent', () => {
  it('is the last completed event', () => {
    const { events } = buildTrackingResult('A', template, new Date(2026, 0, 10));
    expect(currentTrackingEvent(events)?.step).toBe('outForDelivery');
  });
  it('is null when nothing is completed', () => {
    expect(currentTrackingEvent([])).toBeNull();
    const { events } = buildTrackingResult(
      'A',
      { ...template, events: template.events.map((e) => ({ ...e, completed: false })) },
      new Date(),
    );
    expect(currentTrackingEvent(events)).toBeNull();
  });
});
