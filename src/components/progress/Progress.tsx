import { Progress as ArkProgress, useProgress } from '@ark-ui/react/progress';
import type { ReactNode, RefAttributes } from 'react';
import { progress } from 'styled-system/recipes';
import { createParts } from '../../lib/parts';
import { VisuallyHidden } from '../visually-hidden';
import { useProgressValue } from './use-progress-value';

const { withProvider, withContext } = createParts(progress);

export type ProgressTone = 'accent' | 'success' | 'warning' | 'danger' | 'purple';
export type ProgressSize = 'sm' | 'md' | 'lg';

export interface ProgressRootProps extends ArkProgress.RootProps {
  /** Colour of the filled part. Defaults to `accent`. */
  tone?: ProgressTone;
  /** Thickness of the bar. */
  size?: ProgressSize;
}
export interface ProgressLabelProps extends ArkProgress.LabelProps {}
export interface ProgressValueTextProps extends ArkProgress.ValueTextProps {}
export interface ProgressTrackProps extends ArkProgress.TrackProps {}
export interface ProgressRangeProps extends ArkProgress.RangeProps {}

/**
 * Ark's state holder. It throws on a value outside min..max, so pass values through `normalizeProgress`
 * first, or use the `Progress` convenience component, which does.
 */
export const ProgressRoot = /* @__PURE__ */ withProvider(ArkProgress.Root, 'root');
export const ProgressLabel = /* @__PURE__ */ withContext(ArkProgress.Label, 'label');
export const ProgressValueText = /* @__PURE__ */ withContext(ArkProgress.ValueText, 'valueText');
/** The bar's background: the element with role `progressbar`. */
export const ProgressTrack = /* @__PURE__ */ withContext(ArkProgress.Track, 'track');
/** The filled part. Indeterminate, it slides back and forth (or rests, when the user asks for reduced motion). */
export const ProgressRange = /* @__PURE__ */ withContext(ArkProgress.Range, 'range');

export interface ProgressProps
  extends Omit<
      ProgressRootProps,
      | 'children'
      | 'value'
      | 'defaultValue'
      | 'min'
      | 'max'
      | 'ids'
      | 'translations'
      | 'asChild'
      | 'onValueChange'
      | 'orientation'
      | 'locale'
      | 'formatOptions'
    >,
    RefAttributes<HTMLDivElement> {
  /** What is progressing, e.g. 'Production'. It names the progress bar for screen readers. */
  label: ReactNode;
  /** Keeps the label for screen readers only, e.g. in a table cell whose column header already says it. */
  hideLabel?: boolean;
  /**
   * The progress so far, from 0 to `max`. Missing, not a number, or outside 0..max, the bar is indeterminate
   * rather than showing a made-up percentage: it animates, shows no percentage and sets no `aria-valuenow`.
   */
  value?: number | null;
  /** The value that means done. Not a positive number (0, negative, NaN, Infinity), it counts as 100, so a percentage can still be worked out. */
  max?: number;
  /** Shows the percentage next to the label. Defaults to true; never shown while indeterminate. */
  showValueText?: boolean;
}

// The convenience bar's own parts: plain elements with the same classes as the parts above, no state machine.
const BarRoot = /* @__PURE__ */ withProvider<'div', { tone?: ProgressTone; size?: ProgressSize }>('div', 'root');
const BarLabel = /* @__PURE__ */ withContext('span', 'label');
const BarValueText = /* @__PURE__ */ withContext('span', 'valueText');
const BarTrack = /* @__PURE__ */ withContext('div', 'track');
const BarRange = /* @__PURE__ */ withContext('div', 'range');

/**
 * A linear progress bar with a label and the percentage, formatted for the active language. Screen readers hear
 * the label, the role and the percentage (`aria-valuetext`).
 *
 * It renders the parts' elements and data attributes itself rather than through Ark's Progress: the bar only
 * shows its props, and Ark's runs a state machine per bar, which a table with a bar in every row paid for on
 * each page change, sort and filter. The parts above keep Ark's machine for bars composed by hand.
 */
export function Progress({ label, hideLabel = false, value, max, showValueText = true, ...props }: ProgressProps) {
  const { labelId, percentText, state } = useProgressValue(value, max);
  const dataState = state.value === null ? 'indeterminate' : state.value === state.max ? 'complete' : 'loading';
  const part = (name: string) => ({ 'data-scope': 'progress', 'data-part': name, 'data-state': dataState });
  const labelElement = (
    <BarLabel {...part('label')} id={labelId}>
      {label}
    </BarLabel>
  );
  return (
    <BarRoot {...props} {...part('root')}>
      {hideLabel ? <VisuallyHidden>{labelElement}</VisuallyHidden> : labelElement}
      {showValueText && percentText ? (
        <BarValueText {...part('value-text')} aria-live="polite">
          {percentText}
        </BarValueText>
      ) : null}
      <BarTrack
        {...part('track')}
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={state.max}
        aria-valuenow={state.value ?? undefined}
        aria-valuetext={percentText}
      >
        <BarRange {...part('range')} style={{ width: state.percent === null ? undefined : `${state.percent}%` }} />
      </BarTrack>
    </BarRoot>
  );
}

/**
 * The root for state you create yourself with `useProgress()` (Ark's `useProgress`), e.g. to open it from outside
 * or read its state beside it: `const progress = useProgress(props)`, then `<ProgressRootProvider value={progress}>`.
 */
export const ProgressRootProvider = /* @__PURE__ */ withProvider(ArkProgress.RootProvider, 'root');
export { useProgress };
