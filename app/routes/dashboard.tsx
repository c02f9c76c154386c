import { useQuery } from '@tanstack/react-query';
import { MyProductions, NEW_REQUEST_ID, PremiumToolsCard, StartNewProjectButton, StatCardGrid } from '../../src';
import { overviewQuery, projectsQuery, remoteData, useProjectsQuery } from '../data/queries';
import type { RouteData } from '../data/route-data';
import { useAppText } from '../i18n';
import { PrivateLabelRequestForm } from '../lazy/routes/dashboard';
import { usePageTitle } from '../page-title';
import { useSubmitRequest } from '../state/projects';

export const handle: RouteData = { queries: [overviewQuery, projectsQuery] };

/** /dashboard: the greeting (the top bar's h1), stats, My Productions, the request form and Premium Tools. */
export function Component() {
  usePageTitle('page.dashboard');
  const text = useAppText();
  const overview = useQuery(overviewQuery);
  const projects = useProjectsQuery();
  const submitRequest = useSubmitRequest();
  return (
    <>
      <StatCardGrid
        stats={(overview.data?.stats ?? []).map((stat) => ({ ...stat, label: text(stat.label) }))}
        aria-label={text('dashboard.stats.label')}
        {...remoteData(overview)}
      />
      <MyProductions projects={projects.data ?? []} {...remoteData(projects)} />
      <div>
        <StartNewProjectButton href={`#${NEW_REQUEST_ID}`} variant="outline" />
      </div>
      <PrivateLabelRequestForm onSubmit={submitRequest} />
      <PremiumToolsCard />
    </>
  );
}
