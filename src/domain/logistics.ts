// Truck logistics: how much a booking moves (trucks, pallets, boxes, units), the rules of a row of the
// 'Shipping Status' table and of its shipping date. Pure functions, no DOM.
import { isIsoDate, isIsoDay, isRecord, storedId } from './stored';

/** One truck carries 33 pallets. */
export const PALLETS_PER_TRUCK = 33;
/** Each pallet holds 240 boxes. */
export const BOXES_PER_PALLET = 240;
/** 33 × 240 = 7,920 boxes on one truck. */
export const BOXES_PER_TRUCK = PALLETS_PER_TRUCK * BOXES_PER_PALLET;
/** Each truck carries 98,000 units. */
export const UNITS_PER_TRUCK = 98_000;

/** What a number of trucks moves: each total is the trucks multiplied by the per-truck figure. */
export interface ShipmentTotals {
  trucks: number;
  pallets: number;
  boxes: number;
  units: number;
}

/**
 * A truck count as a whole, non-negative number: a part-filled truck is still a truck (rounded up),
 * and anything that is not a finite number above zero counts as no trucks.
 */
export function normalizeTrucks(trucks: number): number {
  return Number.isFinite(trucks) && trucks > 0 ? Math.ceil(trucks) : 0;
}

/** Pallet, box and unit totals are the trucks needed multiplied by 33, 7,920 and 98,000. */
export function shipmentTotals(trucks: number): ShipmentTotals {
  const count = normalizeTrucks(trucks);
  return {
    trucks: count,
    pallets: count * PALLETS_PER_TRUCK,
    boxes: count * BOXES_PER_TRUCK,
    units: count * UNITS_PER_TRUCK,
  };
}

/** The trucks needed to carry `units`: whole trucks of 98,000 units each; nothing to carry needs none. */
export function trucksForUnits(units: number): number {
  return Number.isFinite(units) && units > 0 ? Math.ceil(units / UNITS_PER_TRUCK) : 0;
}

/** Where a shipment is: being packed, on the road, or delivered. */
export type ShippingStatus = 'inTransit' | 'packaging' | 'delivered';
/** The action a shipping row offers. */
export type ShippingAction = 'track' | 'bookLogistics' | 'complete';

/** The action each status offers: follow a moving truck, book trucks for a packed order, close a delivered one. */
export const ACTION_FOR_STATUS: Record<ShippingStatus, ShippingAction> = {
  inTransit: 'track',
  packaging: 'bookLogistics',
  delivered: 'complete',
};

/** One row of the 'Shipping Status' table. */
export interface Shipment {
  /** Stable id, also the key of its stored booking. */
  id: string;
  /** Product name, shown as is (a name, not translated). */
  product: string;
  /** Units ordered. */
  units: number;
  /** Trucks required. */
  trucks: number;
  status: ShippingStatus;
  /** Progress of the shipment, 0–100. */
  progress: number;
  /** What the row's action button does; defaults to the status's action. */
  action?: ShippingAction;
  /** Tracking number for the Track action (/tracking?number=…). */
  trackingNumber?: string;
}

/** The action a row offers: its own, else the one its status implies. */
export function shipmentAction(shipment: Pick<Shipment, 'status' | 'action'>): ShippingAction {
  return shipment.action ?? ACTION_FOR_STATUS[shipment.status];
}

/** A booking made in the scheduler: the chosen shipping day as an ISO date ('2026-12-01'). */
export interface LogisticsBooking {
  shipmentId: string;
  /** The shipping day, 'YYYY-MM-DD' in the user's calendar. */
  date: string;
  /** When it was confirmed, ISO timestamp. */
  bookedAt: string;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Whether a value is a map of shipment id to booking, as stored in localStorage. */
export function isBookingMap(value: unknown): value is Record<string, LogisticsBooking> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  return Object.entries(value).every(
    ([id, booking]) =>
      !!booking &&
      typeof booking === 'object' &&
      (booking as LogisticsBooking).shipmentId === id &&
      typeof (booking as LogisticsBooking).date === 'string' &&
      ISO_DAY.test((booking as LogisticsBooking).date) &&
      typeof (booking as LogisticsBooking).bookedAt === 'string',
  );
}

/** Whether a value is a list of strings (the ids of shipments marked complete). */
export function isIdList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((id) => typeof id === 'string');
}

/**
 * The stored bookings made safe to show: a booking whose shipping day is not a real day ('YYYY-MM-DD')
 * or whose booking time is not a real date is dropped; one filed under another shipment's id is filed
 * under its key. Anything that is not an object of bookings is ignored (undefined).
 */
export function repairBookingMap(value: unknown): Record<string, LogisticsBooking> | undefined {
  if (!isRecord(value)) return undefined;
  const repaired: Record<string, LogisticsBooking> = {};
  for (const [shipmentId, booking] of Object.entries(value)) {
    if (!isRecord(booking) || !isIsoDay(booking.date) || !isIsoDate(booking.bookedAt)) continue;
    repaired[shipmentId] = { shipmentId, date: booking.date, bookedAt: booking.bookedAt };
  }
  return repaired;
}

/** The stored ids of completed shipments: non-empty strings, each once. Anything but a list is ignored. */
export function repairIdList(value: unknown): string[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return [...new Set(value.map(storedId).filter((id): id is string => id !== undefined))];
}

/**
 * Dates before today cannot be chosen: a truck cannot be booked for the past. `day` and `today` are
 * ISO days ('YYYY-MM-DD'), which compare correctly as strings.
 */
export function isShippingDateAllowed(day: string, today: string): boolean {
  return ISO_DAY.test(day) && ISO_DAY.test(today) && day >= today;
}

/** Today as an ISO day in the user's own calendar (not UTC). */
export function isoToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A delivery route shown on the 'Delivery Routes' card (a route between two cities). */
export interface DeliveryRoute {
  /** Start city (a name, shown as is). */
  from: string;
  /** End city. */
  to: string;
  /** Road distance in kilometres. */
  distanceKm: number;
  /** Driving time in hours. */
  durationHours: number;
  /** The map to embed: an OpenStreetMap embed URL of the area the route crosses. */
  embedUrl: string;
  /** A plain link to the route planned on the map, for when the frame cannot load. */
  mapUrl: string;
}
