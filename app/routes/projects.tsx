import { css } from 'styled-system/css';
import { Heading, NEW_REQUEST_ID, RecentActivity, StartNewProjectButton } from '../../src';
import { recentActivity } from '../data/projects';
import { useAppText, withText } from '../i18n';
import { PrivateLabelRequestForm, ProjectsTable } from '../lazy/routes/projects';
import { usePageTitle } from '../page-title';
import { useProjects, useSubmitRequest } from '../state/projects';

const head = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: '4' });

/**
 * /dashboard/projects: the table with its filters and details dialog, recent activity, and the request form under
 * #new-request, which 'Start New Project' (here and in the top bar) scrolls to and focuses.
 */
export function Component() {
  const title = usePageTitle('page.projects');
  const { projects } = useProjects();
  const submitRequest = useSubmitRequest();
  const text = useAppText();
  return (
    <>
      <div className={head}>
        <Heading as="h1">{title}</Heading>
        <StartNewProjectButton href={`#${NEW_REQUEST_ID}`} />
      </div>
      <ProjectsTable projects={projects} />
      <RecentActivity events={recentActivity.map((event) => withText(text, event))} />
      <PrivateLabelRequestForm onSubmit={submitRequest} />
    </>
  );
}
