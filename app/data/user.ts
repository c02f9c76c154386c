// The signed-in user of the dashboard (spec §3 'Current user', a fixed sample) and what the top bar lists.
import type { DashboardUser } from '../../src';

export const currentUser: DashboardUser = {
  name: 'Anna Lindqvist',
  company: 'Nordic Refreshments AB',
};
