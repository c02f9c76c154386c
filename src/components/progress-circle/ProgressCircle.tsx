import { Progress as ArkProgress, useProgress } from '@ark-ui/react/progress';
import type { ReactNode, RefAttributes } from 'react';
import { progressCircle } from 'styled-system/recipes';
import { useLanguage } from '../../i18n/LanguageProvider';
import { createParts } from '../../lib/parts';
import type { ProgressTone } from '../progress/Progress';
import { useProgressValue } from '../progress/use-progress-value';
import { VisuallyHidden } from '../visually-hidden';

const { withProvider, withContext } = createParts(progressCircle);

/** The ring's diameter: `sm` fits beside a line of text, `lg` heads a card. */
export type ProgressCircleSize = 'sm' | 'md' | 'lg';

export interface ProgressCircleRootProps extends ArkProgress.RootProps {
  /** Colour of the arc. Defaults to `accent`. */
  tone?: ProgressTone;
  /** The ring's diameter and thickness. Defaults to `md`. */
  size?: ProgressCircleSize;
}
export interface ProgressCircleLabelProps extends ArkProgress.LabelProps {}
export interface ProgressCircleValueTextProps extends ArkProgress.ValueTextProps {}
export interface ProgressCircleSvgProps extends ArkProgress.CircleProps {}
export interface ProgressCircleTrackProps extends ArkProgress.CircleTrackProps {}
export interface ProgressCircleRangeProps extends ArkProgress.CircleRangeProps {}

/**
 * Ark Progress's state holder, styled as a ring. It throws on a value outside min..max, so pass values through
 * `normalizeProgress` first, or use the `ProgressCircle` convenience component, which does.
 */
export const ProgressCircleRoot = /* @__PURE__ */ withProvider(ArkProgress.Root, 'root');
/** What is progressing, below the ring. Point the svg's `aria-labelledby` at it. */
export const ProgressCircleLabel = /* @__PURE__ */ withContext(ArkProgress.Label, 'label');
/** The percentage, in the middle of the ring. */
export const ProgressCircleValueText = /* @__PURE__ */ withContext(ArkProgress.ValueText, 'valueText');
/** The ring's `<svg>`: the element with role `progressbar`. Put the track and the range in it. */
export const ProgressCircleSvg = /* @__PURE__ */ withContext(ArkProgress.Circle, 'circle');
/** The full ring behind the arc. */
export const ProgressCircleTrack = /* @__PURE__ */ withContext(ArkProgress.CircleTrack, 'circleTrack');
/** The arc. Indeterminate, a quarter of the ring turns (or the whole ring rests, faded, under reduced motion). */
export const ProgressCircleRange = /* @__PURE__ */ withContext(ArkProgress.CircleRange, 'circleRange');

/**
 * The root for state you create yourself with `useProgress()` (Ark's `useProgress`), e.g. to set it from outside:
 * `const progress = useProgress(props)`, then `<ProgressCircleRootProvider value={progress}>`.
 */
export const ProgressCircleRootProvider = /* @__PURE__ */ withProvider(ArkProgress.RootProvider, 'root');
export { useProgress };

export interface ProgressCircleProps
  extends Omit<ProgressCircleRootProps, 'children' | 'value' | 'defaultValue' | 'min' | 'max' | 'ids' | 'translations'>,
    RefAttributes<HTMLDivElement> {
  /** What is progressing, e.g. 'Production'. It names the progress bar for screen readers. */
  label: ReactNode;
  /** Keeps the label for screen readers only, e.g. where a heading beside the ring already says it. */
  hideLabel?: boolean;
  /**
   * The progress so far, from 0 to `max`. Missing, not a number, or outside 0..max, the ring is indeterminate
   * rather than showing a made-up percentage: it turns, shows no percentage and sets no `aria-valuenow`.
   */
  value?: number | null;
  /** The value that means done. Not a positive number (0, negative, NaN, Infinity), it counts as 100. */
  max?: number;
  /** Shows the percentage in the ring. Defaults to true; never shown while indeterminate. */
  showValueText?: boolean;
}

/**
 * A circular progress indicator (Ark Progress's circle parts) with the percentage in the middle, formatted for the
 * active language, and a label below. The ring has role `progressbar`, is named by the label and gives the
 * percentage as `aria-valuetext`. It follows the same rules as the linear `Progress` (`normalizeProgress`): an
 * unknown or impossible value makes it indeterminate, a turning arc that rests under reduced motion.
 */
export function ProgressCircle({ label, hideLabel = false, value, max, showValueText = true, ...props }: ProgressCircleProps) {
  const { locale, t } = useLanguage();
  const { labelId, percentText, state } = useProgressValue(value, max);
  const labelElement = <ProgressCircleLabel>{label}</ProgressCircleLabel>;
  return (
    <ProgressCircleRoot
      {...props}
      value={state.value}
      max={state.max}
      locale={locale}
      ids={{ label: labelId }}
      translations={{ value: () => percentText ?? t('common.loading') }}
    >
      <ProgressCircleSvg aria-labelledby={labelId} aria-valuetext={percentText}>
        <ProgressCircleTrack />
        <ProgressCircleRange />
      </ProgressCircleSvg>
      {showValueText && percentText !== undefined ? (
        <ProgressCircleValueText aria-hidden>{percentText}</ProgressCircleValueText>
      ) : null}
      {hideLabel ? <VisuallyHidden>{labelElement}</VisuallyHidden> : labelElement}
    </ProgressCircleRoot>
  );
}
