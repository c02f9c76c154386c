// Sample figures for the analytics page. Weekdays and
// months are numbers, so every locale writes their names itself; metric and region names are keys.
import type { AnalyticsMetric, DeliveryPerformanceDatum, RegionShareDatum, ShipmentVolumeDatum } from '../../src';

/** The four metric cards. The colour follows the sign only, so the faster delivery time shows red. */
export const analyticsMetrics: AnalyticsMetric[] = [
  { metric: 'averageDeliveryTime', value: 2.4, change: -0.3, unit: 'days' },
  { metric: 'successfulDeliveries', value: 0.983, change: 0.012, unit: 'percent' },
  { metric: 'customerSatisfaction', value: 0.94, change: 0.021, unit: 'percent' },
  { metric: 'costPerDelivery', value: 12.45, change: -0.85, unit: 'currency', currency: 'USD' },
];

/** On-time vs delayed deliveries in percent, Monday to Sunday. */
export const deliveryPerformance: DeliveryPerformanceDatum[] = [
  { weekday: 1, onTime: 94, delayed: 6 },
  { weekday: 2, onTime: 96, delayed: 4 },
  { weekday: 3, onTime: 92, delayed: 8 },
  { weekday: 4, onTime: 95, delayed: 5 },
  { weekday: 5, onTime: 89, delayed: 11 },
  { weekday: 6, onTime: 91, delayed: 9 },
  { weekday: 7, onTime: 97, delayed: 3 },
];

/** Shipments per month, January to December. */
export const shipmentVolume: ShipmentVolumeDatum[] = [
  { month: 1, volume: 1840 },
  { month: 2, volume: 1920 },
  { month: 3, volume: 2210 },
  { month: 4, volume: 2150 },
  { month: 5, volume: 2380 },
  { month: 6, volume: 2460 },
  { month: 7, volume: 2290 },
  { month: 8, volume: 2340 },
  { month: 9, volume: 2520 },
  { month: 10, volume: 2610 },
  { month: 11, volume: 2547 },
  { month: 12, volume: 2790 },
];

/** Share of shipments by region, in percent. */
export const regionalDistribution: RegionShareDatum[] = [
  { region: 'northAmerica', value: 45 },
  { region: 'europe', value: 25 },
  { region: 'asia', value: 20 },
  { region: 'other', value: 10 },
];

/** Where 'Contact Us' in the custom analytics block writes to. */
export const analyticsContactEmail = 'analytics@labelport.example';
