import { useQuery } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import { Heading, NEW_REQUEST_ID, RecentActivity, StartNewProjectButton } from '../../src';
import { overviewQuery, projectsQuery, remoteData, useProjectsQuery } from '../data/queries';
import type { RouteData } from '../data/route-data';
import { useAppText, withText } from '../i18n';
import { PrivateLabelRequestForm, ProjectsTable } from '../lazy/routes/projects';
import { usePageTitle } from '../page-title';
import { useSubmitRequest } from '../state/projects';

const head = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: '4' });

export const handle: RouteData = { queries: [projectsQuery, overviewQuery] };

/**
 * /dashboard/projects: the table with its filters and details dialog, recent activity, and the request form under
 * #new-request, which 'Start New Project' (here and in the top bar) scrolls to and focuses.
 */
export function Component() {
  const title = usePageTitle('page.projects');
  const projects = useProjectsQuery();
  const overview = useQuery(overviewQuery);
  const submitRequest = useSubmitRequest();
  const text = useAppText();
  return (
    <>
      <div className={head}>
        <Heading as="h1">{title}</Heading>
        <StartNewProjectButton href={`#${NEW_REQUEST_ID}`} />
      </div>
      <ProjectsTable projects={projects.data ?? []} {...remoteData(projects)} />
      <RecentActivity events={(overview.data?.activity ?? []).map((event) => withText(text, event))} {...remoteData(overview)} />
      <PrivateLabelRequestForm onSubmit={submitRequest} />
    </>
  );
}
