import type { UseQueryResult } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import { DataState, Heading, type Project, Skeleton, Text, type UploadedFile, useLanguage } from '../../src';
import type { ProjectUploads } from '../data/api';
import { projectsQuery, remoteData, uploadsQuery, useAddUploads, useProjectsQuery, useUploadsQuery } from '../data/queries';
import type { RouteData } from '../data/route-data';
import { useAppText } from '../i18n';
import { UploadPanel } from '../lazy/routes/uploads';
import { usePageTitle } from '../page-title';

const page = css({ display: 'flex', flexDirection: 'column', gap: { base: '6', md: '8' }, minW: '0', w: 'full' });
const intro = css({ display: 'flex', flexDirection: 'column', gap: '2' });
const panels = css({
  display: 'grid',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', xl: 'repeat(2, minmax(0, 1fr))' },
  gap: '6',
});

const NO_FILES: UploadedFile[] = [];

export const handle: RouteData = { queries: [projectsQuery, uploadsQuery] };

/** One project's panel, with its files kept in this browser so they survive a reload and follow other tabs. */
function ProjectPanel({ project, uploads }: { project: Project; uploads: UseQueryResult<Record<string, ProjectUploads>> }) {
  const addUploads = useAddUploads();
  const own = uploads.data?.[project.id];
  return (
    <UploadPanel
      project={project}
      templates={own?.templates}
      files={own?.files ?? NO_FILES}
      onFilesUploaded={(files) => addUploads({ projectId: project.id, files })}
      {...remoteData(uploads)}
    />
  );
}

/** /dashboard/uploads: one upload panel per project; the first starts with its uploaded files. */
export function Component() {
  const title = usePageTitle('page.uploads');
  const text = useAppText();
  const { t } = useLanguage();
  const projects = useProjectsQuery();
  const uploads = useUploadsQuery((projects.data ?? []).map((project) => project.id));
  return (
    <div className={page}>
      <div className={intro}>
        <Heading as="h1">{title}</Heading>
        <Text tone="muted">{text('operations.uploads.intro')}</Text>
      </div>
      <DataState label={t('dashboard.data.projects')} skeleton={<Skeleton height="var(--sizes-xs)" />} {...remoteData(projects)}>
        <div className={panels}>
          {(projects.data ?? []).map((project) => (
            <ProjectPanel key={project.id} project={project} uploads={uploads} />
          ))}
        </div>
      </DataState>
    </div>
  );
}
