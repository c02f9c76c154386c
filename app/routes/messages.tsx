import { useState } from 'react';
import { css } from 'styled-system/css';
import { MessageCenter, ProjectDetailsDialog } from '../../src';
import { messageThreads } from '../data/messages';
import { projects } from '../data/projects';
import { usePageTitle } from '../page-title';

export function Component() {
  const title = usePageTitle('page.messages');
  const [projectId, setProjectId] = useState<string | null>(null);
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      <h1 className={css({ textStyle: 'h1' })}>{title}</h1>
      <MessageCenter threads={messageThreads} onViewProject={setProjectId} />
      <ProjectDetailsDialog
        projectId={projectId}
        projects={projects}
        open={projectId !== null}
        onOpenChange={(open) => {
          if (!open) setProjectId(null);
        }}
      />
    </div>
  );
}
