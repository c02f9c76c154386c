import type { HTMLAttributes } from 'react';
import { cx } from 'styled-system/css';
import { projectTimeline } from 'styled-system/recipes';
import { Button } from '../../../components/button';
import { Dialog, DialogCloseTrigger, type DialogRootProps } from '../../../components/dialog';
import { Steps, type StepsStep } from '../../../components/steps';
import { clampProgress, LIFECYCLE_STEPS, lifecycleStepState } from '../../../domain/lifecycle';
import type { Project } from '../../../domain/projects';
import type { DateInput } from '../../../i18n/format';
import { useLanguage } from '../../language';

/** The placeholder completion date of every finished step ('Completed on April 14, 2025'): the sample data has no real dates. */
export const TIMELINE_PLACEHOLDER_DATE = '2025-04-14';

export interface ProjectTimelineProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The project's progress, 0–100. It decides which steps are completed, current and pending. */
  progress: number;
  /** The project's name, used to name the list of steps for screen readers. */
  projectName?: string;
  /** The date shown on completed steps. Defaults to the placeholder April 14, 2025 (`TIMELINE_PLACEHOLDER_DATE`). */
  completedOn?: DateInput;
  /** Hides the 'Current progress: N% complete' line (e.g. when the surrounding dialog shows it). */
  hideSummary?: boolean;
}

/**
 * The ten lifecycle steps of one project, as a read-only vertical Steps. The current step is the one with the
 * highest threshold not above the progress; earlier ones are completed, later ones pending (at 100 all are
 * completed). It is an ordered list; the current step carries `aria-current="step"`, and each step's state is
 * written out, not only coloured.
 */
export function ProjectTimeline({
  progress,
  projectName,
  completedOn = TIMELINE_PLACEHOLDER_DATE,
  hideSummary = false,
  className,
  ...props
}: ProjectTimelineProps) {
  const { t, formatDate, formatNumber } = useLanguage();
  const classes = projectTimeline();
  const value = clampProgress(progress);
  const states = LIFECYCLE_STEPS.map((step) => lifecycleStepState(step, value));
  const current = states.indexOf('current');
  const steps: StepsStep[] = LIFECYCLE_STEPS.map((step, index) => ({
    title: t(`dashboard.step.${step.key}`),
    description:
      states[index] === 'completed'
        ? t('dashboard.timeline.completedOn', { date: formatDate(completedOn, 'long') })
        : states[index] === 'current'
          ? t('dashboard.timeline.working')
          : t('dashboard.timeline.statePending'),
  }));
  return (
    <div className={cx(classes.root, className)} {...props}>
      {hideSummary ? null : (
        <p className={classes.summary}>
          {t('dashboard.timeline.progress', { percent: formatNumber(value / 100, { style: 'percent' }) })}
        </p>
      )}
      <Steps
        readOnly
        orientation="vertical"
        steps={steps}
        // Every step completed (progress 100) is Steps' step past the last one.
        step={current === -1 ? steps.length : current}
        label={projectName ? t('dashboard.timeline.steps', { name: projectName }) : t('dashboard.timeline.title')}
        stateLabels={{
          completed: t('dashboard.timeline.stateCompleted'),
          current: t('dashboard.timeline.stateCurrent'),
          upcoming: t('dashboard.timeline.statePending'),
        }}
      />
    </div>
  );
}

export interface ProjectTimelineDialogProps {
  /** The project whose timeline to show; null shows nothing. */
  project: Pick<Project, 'name' | 'progress'> | null;
  /** Whether the dialog is open. */
  open: boolean;
  /**
   * Called when it opens or closes (Close button, ×, Escape or a click outside), with the new state as
   * `{ open }`, as Dialog calls it.
   */
  onOpenChange: NonNullable<DialogRootProps['onOpenChange']>;
  /** Where focus goes when it closes; by default back to what had focus when it opened (the view button). */
  finalFocusEl?: () => HTMLElement | null;
  /** The date shown on completed steps. Defaults to the placeholder April 14, 2025 (`TIMELINE_PLACEHOLDER_DATE`). */
  completedOn?: DateInput;
}

/**
 * The 'Project Timeline' dialog: its title, the project's name, 'Current progress: N% complete', the ten
 * steps and a Close button. It traps focus, closes on Close, ×, Escape or a click outside, and gives focus back.
 */
export function ProjectTimelineDialog({ project, open, onOpenChange, finalFocusEl, completedOn }: ProjectTimelineDialogProps) {
  const { t } = useLanguage();
  return (
    <Dialog
      title={t('dashboard.timeline.title')}
      description={project?.name}
      open={open && project !== null}
      onOpenChange={onOpenChange}
      finalFocusEl={finalFocusEl}
      size="md"
      footer={
        <DialogCloseTrigger asChild>
          <Button variant="outline">{t('common.close')}</Button>
        </DialogCloseTrigger>
      }
    >
      {project ? <ProjectTimeline progress={project.progress} projectName={project.name} completedOn={completedOn} /> : null}
    </Dialog>
  );
}
