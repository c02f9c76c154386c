// The sample customer profile. Names, addresses and numbers are content, so they stay literal.
import type { Profile, ProfileStats } from '../../src';

export const sampleProfile: Profile = {
  name: 'Anna Lindqvist',
  company: 'Nordic Refreshments AB',
  email: 'anna.lindqvist@nordicrefreshments.se',
  phone: '+46 8 555 012 34',
  address: 'Sveavägen 44',
  orgNr: '556123-4567',
  country: 'Sweden',
  city: 'Stockholm',
};

/** Fixed figures beside the profile: member since, shipments so far, trucks booked. */
export const profileStats: ProfileStats = {
  memberSince: '2023-01-15',
  shipmentCount: 48,
  totalTrucks: 27,
};
