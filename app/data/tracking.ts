// Sample shipment for the tracking page: the four steps, the first three
// completed. Dates are relative to "now" so the sample always looks current.
import type { TrackingTemplate } from '../../src';

export const trackingSample: TrackingTemplate = {
  events: [
    { step: 'orderProcessed', location: 'Gothenburg, Sweden', offsetHours: -70, completed: true },
    { step: 'inTransit', location: 'Hamburg, Germany', offsetHours: -44, completed: true },
    { step: 'outForDelivery', location: 'Lyon, France', offsetHours: -3, completed: true },
    { step: 'delivered', location: 'Lyon, France', offsetHours: 26, completed: false },
  ],
  estimatedDeliveryInDays: 1,
};

/** A number the stories and the logistics page's 'Track' buttons use. */
export const sampleTrackingNumber = 'ABC123';
