import { Eye } from 'lucide-react';
import { type Ref, useId } from 'react';
import { cx } from 'styled-system/css';
import { projectCard } from 'styled-system/recipes';
import { Button } from '../../../components/button';
import { CardRoot, type CardRootProps } from '../../../components/card';
import { Progress, type ProgressTone } from '../../../components/progress';
import { VisuallyHidden } from '../../../components/visually-hidden';
import { clampProgress } from '../../../domain/lifecycle';
import { type Project, type ProjectStatusTone, projectStatusTone } from '../../../domain/projects';
import { useLanguage } from '../../language';
import { ProjectStatusBadge, useProjectText } from '../project-status-badge';

/** Progress bars take the status colour; blue is the accent tone. */
const PROGRESS_TONE: Record<ProjectStatusTone, ProgressTone> = {
  success: 'success',
  info: 'accent',
  purple: 'purple',
  warning: 'warning',
};

export type ProjectCardHeadingLevel = 2 | 3 | 4;

export interface ProjectCardProps extends Omit<CardRootProps, 'children'> {
  /** The project to show. */
  project: Project;
  /** Called when the user presses the view button; open the project's timeline here. */
  onViewTimeline?: (project: Project) => void;
  /** Ref to the view button, e.g. to return focus to it when a dialog closes. */
  viewButtonRef?: Ref<HTMLButtonElement>;
  /** The heading level of the project name, to fit the page outline. Defaults to 3. */
  headingLevel?: ProjectCardHeadingLevel;
}

/**
 * One project: name, status badge, 'Submitted' date, category, product type, package, quantity and a progress bar
 * in the status colour (the status is also written, so colour is never the only signal). It is an `<article>`
 * named by the project; its view button ('View timeline', with the project's name added for screen readers) calls
 * `onViewTimeline`.
 */
export function ProjectCard({ project, onViewTimeline, viewButtonRef, headingLevel = 3, className, ...props }: ProjectCardProps) {
  const { t, formatDate } = useLanguage();
  const text = useProjectText();
  const classes = projectCard();
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const facts: [string, string][] = [
    [t('dashboard.field.category'), text.category(project.category)],
    [t('dashboard.field.type'), text.productType(project.type)],
    [t('dashboard.field.package'), text.packageType(project.package)],
    [t('dashboard.field.quantity'), text.units(project.quantity)],
  ];
  return (
    <CardRoot asChild className={cx(classes.root, className)} {...props}>
      <article aria-labelledby={titleId}>
        <div className={classes.header}>
          <div>
            <Heading id={titleId} className={classes.title}>
              {project.name}
            </Heading>
            <p className={classes.submitted}>{t('dashboard.submitted', { date: formatDate(project.submissionDate, 'long') })}</p>
          </div>
          <ProjectStatusBadge status={project.status} size="sm" />
        </div>
        <dl className={classes.facts}>
          {facts.map(([term, detail]) => (
            <div key={term} className={classes.fact}>
              <dt className={classes.term}>{term}</dt>
              <dd className={classes.detail}>{detail}</dd>
            </div>
          ))}
        </dl>
        <Progress
          label={
            <>
              {t('dashboard.field.progress')}
              <VisuallyHidden>{` – ${project.name}`}</VisuallyHidden>
            </>
          }
          value={clampProgress(project.progress)}
          tone={PROGRESS_TONE[projectStatusTone(project.status)]}
          size="sm"
        />
        {onViewTimeline ? (
          <div className={classes.footer}>
            <Button ref={viewButtonRef} variant="outline" size="sm" onClick={() => onViewTimeline(project)}>
              <Eye aria-hidden />
              {t('dashboard.viewTimeline')}
              <VisuallyHidden>{project.name}</VisuallyHidden>
            </Button>
          </div>
        ) : null}
      </article>
    </CardRoot>
  );
}
