import { MyProductions, NEW_REQUEST_ID, PremiumToolsCard, StartNewProjectButton, StatCardGrid } from '../../src';
import { dashboardStats } from '../data/projects';
import { useAppText } from '../i18n';
import { PrivateLabelRequestForm } from '../lazy/routes/dashboard';
import { usePageTitle } from '../page-title';
import { useProjects, useSubmitRequest } from '../state/projects';

/** /dashboard: the greeting (the top bar's h1), stats, My Productions, the request form and Premium Tools. */
export function Component() {
  usePageTitle('page.dashboard');
  const text = useAppText();
  const { projects } = useProjects();
  const submitRequest = useSubmitRequest();
  return (
    <>
      <StatCardGrid
        stats={dashboardStats.map((stat) => ({ ...stat, label: text(stat.label) }))}
        aria-label={text('dashboard.stats.label')}
      />
      <MyProductions projects={projects} />
      <div>
        <StartNewProjectButton href={`#${NEW_REQUEST_ID}`} variant="outline" />
      </div>
      <PrivateLabelRequestForm onSubmit={submitRequest} />
      <PremiumToolsCard />
    </>
  );
}
