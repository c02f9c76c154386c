export {
  PROJECTS_STORAGE_KEY,
  type ProjectsContextValue,
  ProjectsProvider,
  type ProjectsProviderProps,
  useOptionalProjects,
  useProjects,
} from './ProjectsProvider';
