// The project lifecycle: ten ordered steps, each reached at a progress threshold, so a project's progress
// alone says which step it is in. Progress is looked up by project id; an unknown project counts as 0.

/** The stable key of a lifecycle step; its display name is the message `dashboard.step.<key>`. */
export type LifecycleStepKey =
  | 'pending'
  | 'reviewed'
  | 'informationCollected'
  | 'quotationAccepted'
  | 'contractSigned'
  | 'productionStarts'
  | 'paymentDone'
  | 'logisticsBooked'
  | 'shipping'
  | 'done';

/** A timeline step: id, name (a message key here) and the progress at which it is reached. */
export interface TimelineStep {
  /** 1-based position in the lifecycle. */
  id: number;
  /** Stable key; the translated name is `dashboard.step.<key>`. */
  key: LifecycleStepKey;
  /** Progress (0–100) at which this step is reached. */
  progressThreshold: number;
}

/** The ten lifecycle steps in order: thresholds 0, 10, 20, 30, 40, 50, 70, 80, 90, 100. */
export const LIFECYCLE_STEPS: readonly TimelineStep[] = [
  { id: 1, key: 'pending', progressThreshold: 0 },
  { id: 2, key: 'reviewed', progressThreshold: 10 },
  { id: 3, key: 'informationCollected', progressThreshold: 20 },
  { id: 4, key: 'quotationAccepted', progressThreshold: 30 },
  { id: 5, key: 'contractSigned', progressThreshold: 40 },
  { id: 6, key: 'productionStarts', progressThreshold: 50 },
  { id: 7, key: 'paymentDone', progressThreshold: 70 },
  { id: 8, key: 'logisticsBooked', progressThreshold: 80 },
  { id: 9, key: 'shipping', progressThreshold: 90 },
  { id: 10, key: 'done', progressThreshold: 100 },
];

/** Progress as the lifecycle reads it: a number clamped to 0–100; anything not a finite number is 0. */
export function clampProgress(progress: number | null | undefined): number {
  if (typeof progress !== 'number' || !Number.isFinite(progress)) return 0;
  return Math.min(100, Math.max(0, progress));
}

/**
 * The current step: the one with the highest threshold not above the progress.
 * Progress below 0 or not a number counts as 0, so the first step is current.
 */
export function currentLifecycleStep(progress: number | null | undefined): TimelineStep {
  const value = clampProgress(progress);
  let current = LIFECYCLE_STEPS[0] as TimelineStep;
  for (const step of LIFECYCLE_STEPS) if (step.progressThreshold <= value) current = step;
  return current;
}

export type LifecycleStepState = 'completed' | 'current' | 'pending';

/**
 * How a step shows in the timeline: steps before the current one are completed, the current one is
 * current, later ones are pending. At 100 % the final step ('Project Done') is itself reached and
 * finished, so it reads as completed rather than 'being worked on'.
 */
export function lifecycleStepState(step: TimelineStep, progress: number | null | undefined): LifecycleStepState {
  const current = currentLifecycleStep(progress);
  if (step.progressThreshold < current.progressThreshold) return 'completed';
  if (step.id === current.id) return clampProgress(progress) >= 100 ? 'completed' : 'current';
  return 'pending';
}

/** Anything with an id and a progress, such as a Project. */
export interface ProgressRecord {
  id: string;
  progress: number;
}

/**
 * The progress of the project with this id, clamped to 0–100; an unknown id counts as 0 (not started).
 * With the sample projects: '1' → 40, '2' → 20, '3' → 70, '4' → 100.
 */
export function projectProgressById(projects: readonly ProgressRecord[], id: string | null | undefined): number {
  const project = id == null ? undefined : projects.find((p) => p.id === id);
  return project ? clampProgress(project.progress) : 0;
}
