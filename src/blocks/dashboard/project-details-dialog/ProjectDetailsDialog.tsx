import { Box } from 'styled-system/jsx';
import { projectsTable } from 'styled-system/recipes';
import { Button } from '../../../components/button';
import { Dialog, DialogCloseTrigger, type DialogProps } from '../../../components/dialog';
import { currentLifecycleStep, projectProgressById } from '../../../domain/lifecycle';
import type { Project } from '../../../domain/projects';
import { useLanguage } from '../../language';
import { ProjectStatusBadge, useProjectText } from '../project-status-badge';
import { ProjectTimeline } from '../project-timeline';

export interface ProjectDetailsDialogProps
  extends Omit<DialogProps, 'title' | 'description' | 'footer' | 'children' | 'open' | 'onOpenChange' | 'trigger'> {
  /** The id of the project to show. An id that matches no project shows 'This project could not be found.' at 0 %. */
  projectId: string | null;
  /** The projects to look the id up in. */
  projects: readonly Project[];
  /** Whether the dialog is open. */
  open: boolean;
  /**
   * Called when it opens or closes (Close, ×, Escape or a click outside), with the new state as `{ open }`,
   * as Dialog calls it.
   */
  onOpenChange: NonNullable<DialogProps['onOpenChange']>;
  /** Where focus goes when it closes; by default back to what had focus when it opened. */
  finalFocusEl?: () => HTMLElement | null;
}

/**
 * A project's details, looked up by id: status, category, type, package, quantity,
 * submission date, the current lifecycle step and the full timeline. Used by the projects table, and by the
 * messages page's 'View Project'. It traps focus, closes on Close, ×, Escape or a click outside, and returns focus.
 */
export function ProjectDetailsDialog({ projectId, projects, open, onOpenChange, ...dialogProps }: ProjectDetailsDialogProps) {
  const { t, formatDate } = useLanguage();
  const text = useProjectText();
  const project = projectId == null ? undefined : projects.find((p) => p.id === projectId);
  const progress = projectProgressById(projects, projectId);
  const classes = projectsTable();
  const facts: [string, React.ReactNode][] = project
    ? [
        [t('dashboard.field.status'), <ProjectStatusBadge key="status" status={project.status} size="sm" />],
        [t('dashboard.details.currentStep'), t(`dashboard.step.${currentLifecycleStep(progress).key}`)],
        [t('dashboard.field.category'), text.category(project.category)],
        [t('dashboard.field.type'), text.productType(project.type)],
        [t('dashboard.field.package'), text.packageType(project.package)],
        [t('dashboard.field.quantity'), text.units(project.quantity)],
        [t('dashboard.field.submitted'), formatDate(project.submissionDate, 'long')],
        [t('dashboard.details.id'), project.id],
      ]
    : [];
  return (
    <Dialog
      size="lg"
      {...dialogProps}
      title={t('dashboard.details.title')}
      description={project ? project.name : t('dashboard.details.notFound')}
      open={open && projectId !== null}
      onOpenChange={onOpenChange}
      footer={
        <DialogCloseTrigger asChild>
          <Button variant="outline">{t('common.close')}</Button>
        </DialogCloseTrigger>
      }
    >
      <Box display="flex" flexDirection="column" gap="6">
        {project ? (
          <dl className={classes.facts}>
            {facts.map(([term, detail]) => (
              <div key={term} className={classes.fact}>
                <dt className={classes.term}>{term}</dt>
                <dd className={classes.detail}>{detail}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        <ProjectTimeline progress={progress} projectName={project?.name} />
      </Box>
    </Dialog>
  );
}
