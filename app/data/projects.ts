// The sample projects. Progress by id: 1 → 40, 2 → 20, 3 → 70, 4 → 100.
import type { ActivityEvent, Project, StatCardData } from '../../src';
import type { AppMessageKey, AppPhrase } from '../i18n';

/** A figure as the app keeps it: its label is a key of the app's catalog, put into words where it is shown. */
export interface StatSample extends Omit<StatCardData, 'label'> {
  label: AppMessageKey;
}

export const projects: Project[] = [
  {
    id: '1',
    name: 'Energy Drink - Tropical',
    category: 'Beverages',
    type: 'Energy drinks',
    package: 'cans',
    quantity: 100_000,
    submissionDate: '2025-03-15',
    progress: 40,
    status: 'In Production',
  },
  {
    id: '2',
    name: 'Collagen Gummies',
    category: 'Supplements',
    type: 'Gummies',
    package: 'petBottle',
    quantity: 50_000,
    submissionDate: '2025-04-01',
    progress: 20,
    status: 'In Review',
  },
  {
    id: '3',
    name: 'Protein Shake - Vanilla',
    category: 'Supplements',
    type: 'Protein powder',
    package: 'sachets',
    quantity: 150_000,
    submissionDate: '2025-03-28',
    progress: 70,
    status: 'Contract Signed',
  },
  {
    id: '4',
    name: 'Vitamin Water - Citrus',
    category: 'Beverages',
    type: 'Vitamin Water',
    package: 'glass',
    quantity: 250_000,
    submissionDate: '2025-01-20',
    progress: 100,
    status: 'Completed',
  },
];

/** The four figures at the top of /dashboard: 12, 26, 4, 9 (fixed samples, not counted from the projects). */
export const dashboardStats: StatSample[] = [
  { label: 'dashboard.stat.activeProjects', value: 12, icon: 'projects' },
  { label: 'dashboard.stat.completedProducts', value: 26, icon: 'completed' },
  { label: 'dashboard.stat.productsShipping', value: 4, icon: 'shipping' },
  { label: 'dashboard.stat.documentsPending', value: 9, icon: 'documents' },
];

/** The 'Recent Activity' list of /dashboard/projects: three dated events (project names stay as they are). */
export const recentActivity: (Omit<ActivityEvent, 'text'> & AppPhrase)[] = [
  { id: 'a1', message: 'dashboard.activity.statusChanged', values: { project: 'Energy Drink - Tropical' }, date: '2025-04-14' },
  { id: 'a2', message: 'dashboard.activity.contractSigned', values: { project: 'Protein Shake - Vanilla' }, date: '2025-04-10' },
  { id: 'a3', message: 'dashboard.activity.requestReceived', values: { project: 'Collagen Gummies' }, date: '2025-04-01' },
];
