// Shipping samples for /dashboard/logistics: the 'Shipping Status' rows,
// the four logistics figures and the delivery route on the map card.
import type { DeliveryRoute, Shipment } from '../../src';
import type { StatSample } from './projects';

/** In Transit 75, Packaging 40, Delivered 100; trucks are the units over 98,000 per truck, rounded up. */
export const shipments: Shipment[] = [
  {
    id: 'ship-1',
    product: 'Energy Drink - Tropical',
    units: 100_000,
    trucks: 2,
    status: 'inTransit',
    progress: 75,
    action: 'track',
    trackingNumber: 'LP-4827-1935',
  },
  {
    id: 'ship-2',
    product: 'Collagen Gummies',
    units: 50_000,
    trucks: 1,
    status: 'packaging',
    progress: 40,
    action: 'bookLogistics',
  },
  {
    id: 'ship-3',
    product: 'Vitamin Water - Citrus',
    units: 250_000,
    trucks: 3,
    status: 'delivered',
    progress: 100,
    action: 'complete',
    trackingNumber: 'LP-3391-0462',
  },
];

/** The four logistics figures (fixed samples): Trucks Booked 5, Units Shipped 120k (compact, for the locale), Destinations 6, Days Avg Delivery 21. */
export const logisticsStats: StatSample[] = [
  { label: 'operations.stats.trucksBooked', value: 5, icon: 'trucks' },
  { label: 'operations.stats.unitsShipped', value: 120_000, icon: 'units', format: { notation: 'compact' } },
  { label: 'operations.stats.destinations', value: 6, icon: 'destinations' },
  { label: 'operations.stats.avgDeliveryDays', value: 21, icon: 'duration' },
];

/** Hamburg → Rotterdam by road, about 490 km and 5 hours. */
export const deliveryRoute: DeliveryRoute = {
  from: 'Hamburg',
  to: 'Rotterdam',
  distanceKm: 490,
  durationHours: 5,
  embedUrl: 'https://www.openstreetmap.org/export/embed.html?bbox=3.9%2C51.6%2C10.4%2C53.9&layer=mapnik',
  mapUrl:
    'https://www.openstreetmap.org/directions?engine=fossgis_osrm_car&route=53.5511%2C9.9937%3B51.9244%2C4.4777#map=7/52.74/7.24',
};
