// The signed-in user of the dashboard (a fixed sample: the app has no sign-in) and what the top bar lists.
import type { DashboardUser, TopBarNotification } from '../../src';
import type { AppPhrase } from '../i18n';

export const currentUser: DashboardUser = {
  name: 'Anna Lindqvist',
  company: 'Nordic Refreshments AB',
};

const loadedAt = Date.now();
/** An ISO time `minutes` before the page loaded, so the popover reads '2 hours ago' whenever it is opened. */
const ago = (minutes: number) => new Date(loadedAt - minutes * 60_000).toISOString();

/** The top bar's notifications: two, matching its badge. */
export const notifications: (Omit<TopBarNotification, 'text'> & AppPhrase)[] = [
  {
    id: 'n1',
    message: 'dashboard.notifications.productionStarted',
    values: { project: 'Energy Drink - Tropical' },
    date: ago(95),
  },
  {
    id: 'n2',
    message: 'dashboard.notifications.contractReady',
    values: { project: 'Protein Shake - Vanilla' },
    date: ago(26 * 60),
  },
];
