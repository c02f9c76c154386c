import { css } from 'styled-system/css';
import {
  Heading,
  NEW_REQUEST_ID,
  PrivateLabelRequestForm,
  ProjectsTable,
  RecentActivity,
  StartNewProjectButton,
  toaster,
  useLanguage,
} from '../../src';
import { recentActivity } from '../data/projects';
import { usePageTitle } from '../page-title';
import { useProjects } from '../state/projects';

const head = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: '4' });

/**
 * /dashboard/projects: the table with its filters and details dialog, recent activity, and the request form under
 * #new-request, which 'Start New Project' (here and in the top bar) scrolls to and focuses.
 */
export function Component() {
  const title = usePageTitle('page.projects');
  const { t } = useLanguage();
  const { projects, addProject } = useProjects();
  return (
    <>
      <div className={head}>
        <Heading as="h1">{title}</Heading>
        <StartNewProjectButton href={`#${NEW_REQUEST_ID}`} />
      </div>
      <ProjectsTable projects={projects} />
      <RecentActivity events={recentActivity} />
      <PrivateLabelRequestForm
        onSubmit={(project) => {
          addProject(project);
          toaster.create({
            type: 'success',
            title: t('dashboard.request.submittedTitle'),
            description: t('dashboard.request.submittedDescription', { name: project.name }),
          });
        }}
      />
    </>
  );
}
