import { CalendarDate } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import { createSubmitGuard, REPEAT_MOMENT_MS, sameFormValues } from './submit-once';

describe('sameFormValues', () => {
  it('compares form states field by field', () => {
    expect(sameFormValues({ name: '', quantity: 0 }, { name: '', quantity: 0 })).toBe(true);
    expect(sameFormValues({ name: '', quantity: 0 }, { name: 'a', quantity: 0 })).toBe(false);
    expect(sameFormValues({ text: '', attachment: undefined }, { text: '' })).toBe(true);
    expect(sameFormValues({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(sameFormValues('2026-02-01', '2026-02-01')).toBe(true);
    expect(sameFormValues(null, {})).toBe(false);
  });

  it('takes lists and dates written anew in each render for the same when they hold the same', () => {
    expect(sameFormValues({ services: [] }, { services: [] })).toBe(true);
    expect(sameFormValues({ services: ['design'] }, { services: ['design'] })).toBe(true);
    expect(sameFormValues({ services: ['design'] }, { services: ['storage'] })).toBe(false);
    expect(sameFormValues({ services: ['design'] }, { services: ['design', 'storage'] })).toBe(false);
    expect(sameFormValues({ at: new Date(2026, 0, 20) }, { at: new Date(2026, 0, 20) })).toBe(true);
    expect(sameFormValues({ at: new Date(2026, 0, 20) }, { at: new Date(2026, 0, 21) })).toBe(false);
    expect(sameFormValues({ day: new CalendarDate(2026, 1, 20) }, { day: new CalendarDate(2026, 1, 20) })).toBe(true);
    expect(sameFormValues({ day: new CalendarDate(2026, 1, 20) }, { day: new CalendarDate(2026, 1, 21) })).toBe(false);
    // Plain objects stay compared by identity: a field holding one is the form's own business.
    expect(sameFormValues({ file: {} }, { file: {} })).toBe(false);
  });
});

describe('createSubmitGuard', () => {
  const empty = { name: '', email: '' };
  const filled = { name: 'Anna', email: 'anna@nordic.se' };
  /** A guard on a clock the test moves by hand. */
  const guardAt = () => {
    const clock = { now: 0 };
    return { clock, guard: createSubmitGuard({ now: () => clock.now }) };
  };

  it('lets every submit through before one has succeeded', () => {
    const { guard } = guardAt();
    expect(guard.isRepeat(empty)).toBe(false);
    expect(guard.isRepeat(filled)).toBe(false);
  });

  it('ignores the second click of a double click, or Enter again, on the form the save just emptied', () => {
    const { clock, guard } = guardAt();
    guard.done(empty, { emptied: true });
    clock.now += 150;
    expect(guard.isRepeat(empty)).toBe(true);
    // A held Enter repeats every few dozen milliseconds: each repeat renews the moment.
    for (let press = 0; press < 40; press++) {
      clock.now += 35;
      expect(guard.isRepeat(empty)).toBe(true);
    }
  });

  it('answers a deliberate submit of the emptied form a while after the save: it is checked again', () => {
    const { clock, guard } = guardAt();
    guard.done(empty, { emptied: true });
    clock.now += REPEAT_MOMENT_MS + 1;
    expect(guard.isRepeat(empty)).toBe(false);
    // And it stays answered: the guard is over.
    clock.now += 10;
    expect(guard.isRepeat(empty)).toBe(false);
  });

  it('answers the sequence that broke: save, dialog closed and opened again, submit on the empty form', () => {
    const { clock, guard } = guardAt();
    guard.done(empty, { emptied: true });
    // Closing the dialog resets the form, which ends the guard, however quickly it is opened again.
    guard.forget();
    clock.now += 50;
    expect(guard.isRepeat(empty)).toBe(false);
  });

  it('answers once the user has changed something, even if they change it back', () => {
    const { clock, guard } = guardAt();
    guard.done(empty, { emptied: true });
    clock.now += 20;
    guard.forget();
    expect(guard.isRepeat(empty)).toBe(false);
    expect(guard.isRepeat({ name: 'A', email: '' })).toBe(false);
  });

  it('keeps ignoring the same values sent again where the save kept them, until something changes', () => {
    const { clock, guard } = guardAt();
    guard.done(filled);
    clock.now += 60_000;
    expect(guard.isRepeat(filled)).toBe(true);
    expect(guard.isRepeat({ ...filled, name: 'Anna L' })).toBe(false);
    guard.forget();
    expect(guard.isRepeat(filled)).toBe(false);
  });
});
