import { css } from 'styled-system/css';
import { Heading, Text, UploadPanel, useLanguage, useOptionalProjects } from '../../src';
import { projects as sampleProjects } from '../data/projects';
import { templatesFor, uploadedFiles } from '../data/uploads';
import { usePageTitle } from '../page-title';

const page = css({ display: 'flex', flexDirection: 'column', gap: { base: '6', md: '8' }, minW: '0', w: 'full' });
const intro = css({ display: 'flex', flexDirection: 'column', gap: '2' });
const panels = css({
  display: 'grid',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', xl: 'repeat(2, minmax(0, 1fr))' },
  gap: '6',
});

/** /dashboard/uploads: one upload panel per project; the first starts with its uploaded files. */
export function Component() {
  const title = usePageTitle('page.uploads');
  const { t } = useLanguage();
  const projects = useOptionalProjects()?.projects ?? sampleProjects;
  return (
    <div className={page}>
      <div className={intro}>
        <Heading as="h1">{title}</Heading>
        <Text tone="muted">{t('operations.uploads.intro')}</Text>
      </div>
      <div className={panels}>
        {projects.map((project) => (
          <UploadPanel
            key={project.id}
            project={project}
            templates={templatesFor(project)}
            initialFiles={uploadedFiles[project.id]}
          />
        ))}
      </div>
    </div>
  );
}
