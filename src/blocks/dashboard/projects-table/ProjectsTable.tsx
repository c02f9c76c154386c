import { Eye } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { projectsTable } from 'styled-system/recipes';
import { Button, IconButton } from '../../../components/button';
import { CardBody, CardHeader, CardRoot, type CardRootProps, CardTitle } from '../../../components/card';
import { DataState, type RemoteDataProps } from '../../../components/data-state';
import { Progress, type ProgressTone } from '../../../components/progress';
import { Select } from '../../../components/select';
import { Skeleton } from '../../../components/skeleton';
import { TableBody, TableCell, TableEmpty, TableHead, TableHeader, TableRoot, TableRow } from '../../../components/table';
import { clampProgress } from '../../../domain/lifecycle';
import {
  filterProjects,
  PROJECT_CATEGORIES,
  type Project,
  type ProjectFilter,
  projectStatusTone,
} from '../../../domain/projects';
import { useLanguage } from '../../language';
import { ProjectStatusBadge, useProjectText } from '../project-status-badge';
import { ProjectDetailsDialog } from './ProjectDetailsDialog';

/** The statuses the status filter offers. */
export const PROJECT_STATUS_FILTERS = ['In Review', 'In Production', 'Completed'] as const;

const PROGRESS_TONE = { success: 'success', info: 'accent', purple: 'purple', warning: 'warning' } as const satisfies Record<
  string,
  ProgressTone
>;

export interface ProjectsTableProps extends Omit<CardRootProps, 'children'>, RemoteDataProps {
  /** The projects to list. */
  projects: readonly Project[];
  /** The filters to start with. Default: all categories and all statuses. */
  defaultFilter?: Partial<ProjectFilter>;
}

/**
 * 'All Projects': Product Name, Category, Package, Quantity, Progress, Status and a
 * view button per row. The category and status filters really filter, a polite status line says how many rows
 * show, and an empty result says so with a way to clear the filters. The view button opens the
 * ProjectDetailsDialog for that project's id; focus returns to the button when it closes. While `loading`
 * skeletons stand in for the table; with `error`, a message with Retry (`onRetry`).
 */
export function ProjectsTable({ projects, defaultFilter, loading, error, onRetry, ...props }: ProjectsTableProps) {
  const { t } = useLanguage();
  const text = useProjectText();
  const classes = projectsTable();
  const [filter, setFilter] = useState<ProjectFilter>({ category: 'all', status: 'all', ...defaultFilter });
  const [openId, setOpenId] = useState<string | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const rows = filterProjects(projects, filter);

  const categoryItems = useMemo(
    () => [
      { value: 'all', label: t('dashboard.projects.allCategories') },
      ...PROJECT_CATEGORIES.map((category) => ({ value: category, label: text.category(category) })),
    ],
    [t, text],
  );
  const statusItems = useMemo(
    () => [
      { value: 'all', label: t('dashboard.projects.allStatuses') },
      ...PROJECT_STATUS_FILTERS.map((status) => ({ value: status, label: text.status(status) })),
    ],
    [t, text],
  );

  return (
    <CardRoot {...props}>
      <CardHeader>
        <CardTitle level={2}>{t('dashboard.projects.title')}</CardTitle>
      </CardHeader>
      <CardBody>
        <DataState
          label={t('dashboard.data.projects')}
          loading={loading}
          error={error}
          onRetry={onRetry}
          skeleton={<Skeleton shape="text" lines={6} height="var(--sizes-10)" />}
        >
          <div className={classes.filters}>
            <div className={classes.filter}>
              <Select
                label={t('dashboard.projects.categoryFilter')}
                items={categoryItems}
                value={filter.category}
                onValueChange={(value) => setFilter((f) => ({ ...f, category: (value || 'all') as ProjectFilter['category'] }))}
              />
            </div>
            <div className={classes.filter}>
              <Select
                label={t('dashboard.projects.statusFilter')}
                items={statusItems}
                value={filter.status}
                onValueChange={(value) => setFilter((f) => ({ ...f, status: value || 'all' }))}
              />
            </div>
          </div>
          <p className={classes.count} role="status">
            {t('dashboard.projects.count', { shown: rows.length, total: projects.length })}
          </p>
          <TableRoot aria-label={t('dashboard.projects.title')}>
            <TableHead>
              <TableRow>
                <TableHeader>{t('dashboard.field.productName')}</TableHeader>
                <TableHeader>{t('dashboard.field.category')}</TableHeader>
                <TableHeader>{t('dashboard.field.package')}</TableHeader>
                <TableHeader>{t('dashboard.field.quantity')}</TableHeader>
                <TableHeader>{t('dashboard.field.progress')}</TableHeader>
                <TableHeader>{t('dashboard.field.status')}</TableHeader>
                <TableHeader>{t('dashboard.field.actions')}</TableHeader>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.length === 0 ? (
                <TableEmpty colSpan={7}>
                  <div className={classes.empty}>
                    {t('dashboard.projects.empty')}
                    <Button variant="outline" size="sm" onClick={() => setFilter({ category: 'all', status: 'all' })}>
                      {t('dashboard.projects.clearFilters')}
                    </Button>
                  </div>
                </TableEmpty>
              ) : (
                rows.map((project) => (
                  <TableRow key={project.id}>
                    <TableHeader scope="row" className={classes.name}>
                      {project.name}
                    </TableHeader>
                    <TableCell>{text.category(project.category)}</TableCell>
                    <TableCell>{text.packageType(project.package)}</TableCell>
                    <TableCell>{text.units(project.quantity)}</TableCell>
                    <TableCell className={classes.progress}>
                      <Progress
                        label={t('dashboard.progressLabel', { name: project.name })}
                        hideLabel
                        value={clampProgress(project.progress)}
                        tone={PROGRESS_TONE[projectStatusTone(project.status)]}
                        size="sm"
                      />
                    </TableCell>
                    <TableCell>
                      <ProjectStatusBadge status={project.status} size="sm" />
                    </TableCell>
                    <TableCell>
                      <IconButton
                        aria-label={t('dashboard.projects.view', { name: project.name })}
                        size="sm"
                        onClick={(event) => {
                          opener.current = event.currentTarget;
                          setOpenId(project.id);
                        }}
                      >
                        <Eye aria-hidden />
                      </IconButton>
                    </TableCell>
                  </TableRow>
                ))
              )}
            </TableBody>
          </TableRoot>
        </DataState>
      </CardBody>
      <ProjectDetailsDialog
        projectId={openId}
        projects={projects}
        open={openId !== null}
        onOpenChange={({ open }) => {
          if (!open) setOpenId(null);
        }}
        finalFocusEl={() => opener.current}
      />
    </CardRoot>
  );
}
