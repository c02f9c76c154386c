import { createContext, type ReactNode, useCallback, useContext, useMemo } from 'react';
import { type Project, repairProjectList, useStoredState } from '../../src';
import { useAppText } from '../i18n';
import { toaster } from '../lazy/toaster';
import { STORAGE_KEYS } from './storage-keys';

export interface ProjectsContextValue {
  /** Every project: the user's submitted requests (newest first), then the sample projects. */
  projects: Project[];
  /** Adds a submitted request to the user's list and saves it. */
  addProject: (project: Project) => void;
}

const ProjectsContext = createContext<ProjectsContextValue | null>(null);

/**
 * The app's projects for the whole dashboard: the sample projects plus every request submitted with the
 * request form, kept in localStorage (tab-safe: a request sent in another tab is added, never overwritten).
 */
export function ProjectsProvider({ sample, children }: { sample: readonly Project[]; children: ReactNode }) {
  const [requests, setRequests] = useStoredState<Project[]>(STORAGE_KEYS.projects, [], repairProjectList);
  const addProject = useCallback((project: Project) => setRequests((previous) => [project, ...previous]), [setRequests]);
  const value = useMemo<ProjectsContextValue>(() => {
    // A stored request never hides or doubles a sample project with the same id: the first one wins.
    const seen = new Set<string>();
    const projects = [...requests, ...sample].filter((project) => !seen.has(project.id) && seen.add(project.id));
    return { projects, addProject };
  }, [requests, sample, addProject]);
  return <ProjectsContext.Provider value={value}>{children}</ProjectsContext.Provider>;
}

/** The dashboard's projects and a way to add one. Used inside the dashboard layout's ProjectsProvider. */
export function useProjects(): ProjectsContextValue {
  const context = useContext(ProjectsContext);
  if (!context) throw new Error('useProjects must be used within the dashboard layout');
  return context;
}

/** What the request form does on submit, on every page that has it: the new project joins the list, and a toast confirms it. */
export function useSubmitRequest() {
  const { addProject } = useProjects();
  const text = useAppText();
  return (project: Project) => {
    addProject(project);
    toaster.create({
      type: 'success',
      title: text('dashboard.request.submittedTitle'),
      description: text('dashboard.request.submittedDescription', { name: project.name }),
    });
  };
}
