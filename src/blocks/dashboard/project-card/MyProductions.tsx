import { ArrowRight } from 'lucide-react';
import { useRef, useState } from 'react';
import { projectCard } from 'styled-system/recipes';
import { Button } from '../../../components/button';
import { CardBody, CardHeader, CardRoot, type CardRootProps, CardTitle } from '../../../components/card';
import { DataState, type RemoteDataProps } from '../../../components/data-state';
import { Skeleton } from '../../../components/skeleton';
import type { Project } from '../../../domain/projects';
import { untilOpened } from '../../../lib/lazy-part';
import { useRouterLink } from '../../../lib/router-link';
import { useLanguage } from '../../language';
import type { ProjectTimelineDialogProps } from '../project-timeline';
import { ProjectCard } from './ProjectCard';

// The timeline dialog (the stepper and Ark Dialog) is closed when the page loads: it loads when first opened.
const ProjectTimelineDialog = untilOpened<ProjectTimelineDialogProps>(() =>
  import('../project-timeline/ProjectTimeline').then((module) => module.ProjectTimelineDialog),
);

export interface MyProductionsProps extends Omit<CardRootProps, 'children'>, RemoteDataProps {
  /** The projects to show as cards. */
  projects: readonly Project[];
  /** Where 'View All' goes. Default '/dashboard/projects'. */
  viewAllHref?: string;
  /** Show at most this many cards (the newest first, as given). Default: all. */
  limit?: number;
}

/**
 * 'My Productions' on /dashboard: a titled card (h2) with 'View All' (a link to the projects page) and a list of
 * ProjectCards (h3 each). A card's view button opens the Project Timeline dialog; closing it returns focus to
 * that button. Without projects it says so. While `loading` a skeleton stands in for the cards; with `error`, a
 * message with Retry (`onRetry`).
 */
export function MyProductions({
  projects,
  viewAllHref = '/dashboard/projects',
  limit,
  loading,
  error,
  onRetry,
  ...props
}: MyProductionsProps) {
  const { t } = useLanguage();
  const { LinkComponent } = useRouterLink();
  const classes = projectCard();
  const [selected, setSelected] = useState<Project | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const shown = limit === undefined ? projects : projects.slice(0, limit);
  return (
    <CardRoot {...props}>
      <CardHeader>
        <div className={classes.headerRow}>
          <CardTitle level={2}>{t('dashboard.myProductions')}</CardTitle>
          <Button asChild variant="ghost" size="sm">
            <LinkComponent href={viewAllHref} aria-label={t('dashboard.viewAllProjects')}>
              {t('dashboard.viewAll')}
              <ArrowRight aria-hidden data-mirror="" />
            </LinkComponent>
          </Button>
        </div>
      </CardHeader>
      <CardBody>
        <DataState
          label={t('dashboard.data.projects')}
          loading={loading}
          error={error}
          onRetry={onRetry}
          skeleton={<Skeleton height="var(--sizes-40)" />}
        >
          {shown.length === 0 ? (
            <p className={classes.empty}>{t('dashboard.noProjects')}</p>
          ) : (
            <ul className={classes.grid}>
              {shown.map((project) => (
                <li key={project.id}>
                  <ProjectCard
                    project={project}
                    onViewTimeline={(chosen) => {
                      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
                      setSelected(chosen);
                    }}
                  />
                </li>
              ))}
            </ul>
          )}
        </DataState>
      </CardBody>
      <ProjectTimelineDialog
        project={selected}
        open={selected !== null}
        onOpenChange={({ open }) => {
          if (!open) setSelected(null);
        }}
        finalFocusEl={() => opener.current}
      />
    </CardRoot>
  );
}
