import { describe, expect, it } from 'vitest';
import {
  BOXES_PER_PALLET,
  BOXES_PER_TRUCK,
  isBookingMap,
  isIdList,
  isoToday,
  isShippingDateAllowed,
  normalizeTrucks,
  PALLETS_PER_TRUCK,
  repairBookingMap,
  repairIdList,
  shipmentAction,
  shipmentTotals,
  trucksForUnits,
  UNITS_PER_TRUCK,
} from './logistics';

describe('truck constants', () => {
  it('has 33 pallets of 240 boxes and 98,000 units per truck', () => {
    expect(PALLETS_PER_TRUCK).toBe(33);
    expect(BOXES_PER_PALLET).toBe(240);
    expect(BOXES_PER_TRUCK).toBe(7920);
    expect(UNITS_PER_TRUCK).toBe(98000);
  });
});

describe('shipmentTotals', () => {
  it('multiplies the trucks by each per-truck figure', () => {
    expect(shipmentTotals(1)).toEqual({ trucks: 1, pallets: 33, boxes: 7920, units: 98000 });
    expect(shipmentTotals(2)).toEqual({ trucks: 2, pallets: 66, boxes: 15840, units: 196000 });
    expect(shipmentTotals(5)).toEqual({ trucks: 5, pallets: 165, boxes: 39600, units: 490000 });
  });
  it('gives zero for no trucks', () => {
    expect(shipmentTotals(0)).toEqual({ trucks: 0, pallets: 0, boxes: 0, units: 0 });
  });
  it('rounds a part-filled truck up and ignores nonsense', () => {
    expect(shipmentTotals(1.2).trucks).toBe(2);
    expect(normalizeTrucks(-3)).toBe(0);
    expect(normalizeTrucks(Number.NaN)).toBe(0);
    expect(normalizeTrucks(Number.POSITIVE_INFINITY)).toBe(0);
  });
});

describe('trucksForUnits', () => {
  it('needs whole trucks of 98,000 units', () => {
    expect(trucksForUnits(0)).toBe(0);
    expect(trucksForUnits(1)).toBe(1);
    expect(trucksForUnits(98000)).toBe(1);
    expect(trucksForUnits(98001)).toBe(2);
    expect(trucksForUnits(250000)).toBe(3);
    expect(trucksForUnits(-5)).toBe(0);
  });
});

describe('shipmentAction', () => {
  it('follows the status unless the row names its own action', () => {
    expect(shipmentAction({ status: 'inTransit' })).toBe('track');
    expect(shipmentAction({ status: 'packaging' })).toBe('bookLogistics');
    expect(shipmentAction({ status: 'delivered' })).toBe('complete');
    expect(shipmentAction({ status: 'delivered', action: 'track' })).toBe('track');
  });
});

describe('shipping date', () => {
  it('allows today and later, never the past', () => {
    expect(isShippingDateAllowed('2026-11-22', '2026-11-22')).toBe(true);
    expect(isShippingDateAllowed('2026-12-01', '2026-11-22')).toBe(true);
    expect(isShippingDateAllowed('2026-11-21', '2026-11-22')).toBe(false);
    expect(isShippingDateAllowed('not a date', '2026-11-22')).toBe(false);
  });
  it('takes today from the local calendar', () => {
    expect(isoToday(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});

describe('stored state guards', () => {
  it('accepts a well-formed booking map and rejects anything else', () => {
    expect(isBookingMap({})).toBe(true);
    expect(isBookingMap({ a: { shipmentId: 'a', date: '2026-12-01', bookedAt: '2026-11-22T10:00:00Z' } })).toBe(true);
    expect(isBookingMap({ a: { shipmentId: 'b', date: '2026-12-01', bookedAt: 'x' } })).toBe(false);
    expect(isBookingMap({ a: { shipmentId: 'a', date: '1 Dec', bookedAt: 'x' } })).toBe(false);
    expect(isBookingMap([])).toBe(false);
    expect(isBookingMap(null)).toBe(false);
  });
  it('accepts a list of ids', () => {
    expect(isIdList(['a', 'b'])).toBe(true);
    expect(isIdList(['a', 1])).toBe(false);
    expect(isIdList('a')).toBe(false);
  });
});

describe('repairBookingMap (stored bookings)', () => {
  const good = { shipmentId: 's1', date: '2026-02-01', bookedAt: '2026-01-15T10:00:00.000Z' };
  it('keeps good bookings and ignores what is not an object', () => {
    expect(repairBookingMap({ s1: good })).toEqual({ s1: good });
    expect(repairBookingMap([good])).toBeUndefined();
    expect(repairBookingMap(null)).toBeUndefined();
  });
  it('drops a booking whose shipping day or booking time is not a real date', () => {
    for (const date of ['2026-02-30', 'tomorrow', '2026-02-01T10:00:00Z', '', null]) {
      expect(repairBookingMap({ s1: good, s2: { ...good, shipmentId: 's2', date } })).toEqual({ s1: good });
    }
    expect(repairBookingMap({ s1: { ...good, bookedAt: 'never' } })).toEqual({});
    expect(repairBookingMap({ s1: 'x' })).toEqual({});
  });
  it('files a booking under its key', () => {
    expect(repairBookingMap({ s1: { ...good, shipmentId: 's9' } })).toEqual({ s1: good });
  });
});

describe('repairIdList (completed shipments)', () => {
  it('keeps non-empty strings once each', () => {
    expect(repairIdList(['a', 'b', 'a', '', 3, null])).toEqual(['a', 'b']);
    expect(repairIdList('a')).toBeUndefined();
  });
});
