import type { Project } from '../../src';
import { useAddProject } from '../data/queries';
import { useAppText } from '../i18n';
import { toaster } from '../lazy/toaster';

/** What the request form does on submit, on every page that has it: the new project joins the list, and a toast confirms it. */
export function useSubmitRequest() {
  const addProject = useAddProject();
  const text = useAppText();
  return (project: Project) =>
    addProject(project, () =>
      toaster.create({
        type: 'success',
        title: text('dashboard.request.submittedTitle'),
        description: text('dashboard.request.submittedDescription', { name: project.name }),
      }),
    );
}
