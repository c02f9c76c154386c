import { createContext, type ReactNode, useCallback, useContext, useMemo } from 'react';
import { type Project, repairProjectList } from '../../../domain/projects';
import { uniqueById } from '../../../domain/stored';
import { useStoredState } from '../../../lib/use-stored-state';

/** Where submitted requests are kept, so they survive a reload. */
export const PROJECTS_STORAGE_KEY = 'labelport:projects';

export interface ProjectsContextValue {
  /** Every project: the user's submitted requests (newest first), then the sample projects. */
  projects: Project[];
  /** Only the projects the user submitted through the request form. */
  requests: Project[];
  /** Adds a project to the user's list and saves it. */
  addProject: (project: Project) => void;
  /** The project with this id, if any. */
  getProject: (id: string | null | undefined) => Project | undefined;
}

const ProjectsContext = createContext<ProjectsContextValue | null>(null);

export interface ProjectsProviderProps {
  /** The fixed projects every user starts with (the sample data). */
  initialProjects?: readonly Project[];
  /** The localStorage key of the submitted requests. Defaults to `labelport:projects`. */
  storageKey?: string;
  /** The part of the app that reads or adds projects with `useProjects()`. */
  children: ReactNode;
}

const NO_PROJECTS: readonly Project[] = [];

/**
 * Holds the user's projects for the whole dashboard: the sample projects plus every request submitted
 * with the request form, kept in localStorage. Wrap the dashboard in it once; read it with `useProjects()`.
 */
export function ProjectsProvider({
  initialProjects = NO_PROJECTS,
  storageKey = PROJECTS_STORAGE_KEY,
  children,
}: ProjectsProviderProps) {
  const [requests, setRequests] = useStoredState<Project[]>(storageKey, [], repairProjectList);
  const addProject = useCallback((project: Project) => setRequests((previous) => [project, ...previous]), [setRequests]);
  const value = useMemo<ProjectsContextValue>(() => {
    // A stored request never hides or doubles a sample project with the same id: the first one wins.
    const projects = uniqueById([...requests, ...initialProjects]);
    return { projects, requests, addProject, getProject: (id) => projects.find((p) => p.id === id) };
  }, [requests, initialProjects, addProject]);
  return <ProjectsContext.Provider value={value}>{children}</ProjectsContext.Provider>;
}

/** The dashboard's projects and a way to add one. Must be used inside a ProjectsProvider. */
export function useProjects(): ProjectsContextValue {
  const context = useContext(ProjectsContext);
  if (!context) throw new Error('useProjects must be used within a ProjectsProvider');
  return context;
}

/** Like useProjects, but undefined outside a ProjectsProvider (for components that work either way). */
export function useOptionalProjects(): ProjectsContextValue | undefined {
  return useContext(ProjectsContext) ?? undefined;
}
