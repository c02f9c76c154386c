import { Eye } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { projectsTable } from 'styled-system/recipes';
import { IconButton } from '../../../components/button';
import { CardBody, CardHeader, CardRoot, type CardRootProps, CardTitle } from '../../../components/card';
import { DataState, type RemoteDataProps } from '../../../components/data-state';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { Progress, type ProgressTone } from '../../../components/progress';
import { Skeleton } from '../../../components/skeleton';
import { clampProgress } from '../../../domain/lifecycle';
import { PROJECT_CATEGORIES, type Project, type ProjectFilter, projectStatusTone } from '../../../domain/projects';
import { useLanguage } from '../../language';
import { ProjectDetailsDialog } from '../project-details-dialog';
import { ProjectStatusBadge, useProjectText } from '../project-status-badge';

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
 * 'All Projects', a DataTable: Product Name, Category, Package, Quantity, Progress, Status and a view button
 * per row. Headers sort (names in the active language's order), the category and status filters really
 * filter, a polite status line says how many rows show, an empty result says so with a way to clear the
 * filters, and past ten projects the rows come a page at a time. The view button opens the
 * ProjectDetailsDialog for that project's id; focus returns to the button when it closes. While `loading`
 * skeletons stand in for the table; with `error`, a message with Retry (`onRetry`).
 */
export function ProjectsTable({ projects, defaultFilter, loading, error, onRetry, ...props }: ProjectsTableProps) {
  const { t } = useLanguage();
  const text = useProjectText();
  const classes = projectsTable();
  const [openId, setOpenId] = useState<string | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  // 'all' is the filters' own word for no filter; the table's is none.
  const [defaultFilters] = useState(() =>
    Object.fromEntries(Object.entries(defaultFilter ?? {}).filter(([, value]) => value && value !== 'all') as [string, string][]),
  );

  // Sorted and searched by what the user reads (the translated names), filtered by the keys.
  const columns = useMemo<DataTableColumn<Project>[]>(
    () => [
      {
        id: 'name',
        header: t('dashboard.field.productName'),
        value: (project) => project.name,
        cell: (project) => <span className={classes.name}>{project.name}</span>,
        rowHeader: true,
      },
      {
        id: 'category',
        header: t('dashboard.field.category'),
        value: (project) => text.category(project.category),
        filterValue: (project) => project.category,
        filter: {
          type: 'select',
          label: t('dashboard.projects.categoryFilter'),
          allLabel: t('dashboard.projects.allCategories'),
          options: PROJECT_CATEGORIES.map((category) => ({ value: category, label: text.category(category) })),
        },
      },
      { id: 'package', header: t('dashboard.field.package'), value: (project) => text.packageType(project.package) },
      {
        id: 'quantity',
        header: t('dashboard.field.quantity'),
        value: (project) => project.quantity,
        cell: (project) => text.units(project.quantity),
      },
      {
        id: 'progress',
        header: t('dashboard.field.progress'),
        value: (project) => clampProgress(project.progress),
        cell: (project) => (
          <div className={classes.progress}>
            <Progress
              label={t('dashboard.progressLabel', { name: project.name })}
              hideLabel
              value={clampProgress(project.progress)}
              tone={PROGRESS_TONE[projectStatusTone(project.status)]}
              size="sm"
            />
          </div>
        ),
      },
      {
        id: 'status',
        header: t('dashboard.field.status'),
        value: (project) => text.status(project.status),
        filterValue: (project) => project.status,
        cell: (project) => <ProjectStatusBadge status={project.status} size="sm" />,
        filter: {
          type: 'select',
          label: t('dashboard.projects.statusFilter'),
          allLabel: t('dashboard.projects.allStatuses'),
          options: PROJECT_STATUS_FILTERS.map((status) => ({ value: status, label: text.status(status) })),
        },
      },
      {
        id: 'actions',
        header: t('dashboard.field.actions'),
        hideable: false,
        cell: (project) => (
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
        ),
      },
    ],
    [t, text, classes],
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
          <DataTable
            aria-label={t('dashboard.projects.title')}
            data={projects}
            columns={columns}
            getRowId={projectId}
            defaultFilters={defaultFilters}
            pageSizeOptions={PAGE_SIZES}
            countText={({ shown, total }) => t('dashboard.projects.count', { shown, total })}
            noMatches={t('dashboard.projects.empty')}
            empty={{ title: t('dashboard.projects.empty') }}
          />
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

const projectId = (project: Project) => project.id;
const PAGE_SIZES = [10, 25, 50];
