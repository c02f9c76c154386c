import { css } from 'styled-system/css';
import { Heading, type Project, repairUploadedFileList, Text, type UploadedFile, UploadPanel, useStoredState } from '../../src';
import { templatesFor, uploadedFiles } from '../data/uploads';
import { useAppText } from '../i18n';
import { usePageTitle } from '../page-title';
import { useProjects } from '../state/projects';
import { STORAGE_KEYS } from '../state/storage-keys';

const page = css({ display: 'flex', flexDirection: 'column', gap: { base: '6', md: '8' }, minW: '0', w: 'full' });
const intro = css({ display: 'flex', flexDirection: 'column', gap: '2' });
const panels = css({
  display: 'grid',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', xl: 'repeat(2, minmax(0, 1fr))' },
  gap: '6',
});

const NO_FILES: UploadedFile[] = [];

/** One project's panel, with its files kept in this browser so they survive a reload and follow other tabs. */
function ProjectUploads({ project }: { project: Project }) {
  const [files, setFiles] = useStoredState<UploadedFile[]>(
    STORAGE_KEYS.uploads(project.id),
    uploadedFiles[project.id] ?? NO_FILES,
    repairUploadedFileList,
  );
  return (
    <UploadPanel
      project={project}
      templates={templatesFor(project)}
      files={files}
      onFilesUploaded={(added) => setFiles((previous) => [...previous, ...added])}
    />
  );
}

/** /dashboard/uploads: one upload panel per project; the first starts with its uploaded files. */
export function Component() {
  const title = usePageTitle('page.uploads');
  const text = useAppText();
  const { projects } = useProjects();
  return (
    <div className={page}>
      <div className={intro}>
        <Heading as="h1">{title}</Heading>
        <Text tone="muted">{text('operations.uploads.intro')}</Text>
      </div>
      <div className={panels}>
        {projects.map((project) => (
          <ProjectUploads key={project.id} project={project} />
        ))}
      </div>
    </div>
  );
}
