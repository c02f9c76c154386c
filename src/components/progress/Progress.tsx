import { Progress as ArkProgress } from '@ark-ui/react/progress';
import { type ForwardRefExoticComponent, type ReactNode, type RefAttributes, useId } from 'react';
import { createStyleContext } from 'styled-system/jsx';
import { progress } from 'styled-system/recipes';
import { normalizeProgress } from '../../domain/progress';
import { useLanguage } from '../../i18n/LanguageProvider';
import { VisuallyHidden } from '../visually-hidden';

const { withProvider, withContext } = createStyleContext(progress);

type Part<P, E extends HTMLElement = HTMLDivElement> = ForwardRefExoticComponent<P & RefAttributes<E>>;

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
export const ProgressRoot = withProvider(ArkProgress.Root, 'root') as unknown as Part<ProgressRootProps>;
export const ProgressLabel = withContext(ArkProgress.Label, 'label') as Part<ProgressLabelProps, HTMLLabelElement>;
export const ProgressValueText = withContext(ArkProgress.ValueText, 'valueText') as Part<ProgressValueTextProps, HTMLSpanElement>;
/** The bar's background: the element with role `progressbar`. */
export const ProgressTrack = withContext(ArkProgress.Track, 'track') as Part<ProgressTrackProps>;
/** The filled part. Indeterminate, it slides back and forth (or rests, when the user asks for reduced motion). */
export const ProgressRange = withContext(ArkProgress.Range, 'range') as Part<ProgressRangeProps>;

export interface ProgressProps
  extends Omit<ProgressRootProps, 'children' | 'value' | 'defaultValue' | 'min' | 'max' | 'ids' | 'translations'> {
  /** What is progressing, e.g. 'Production'. It names the progress bar for screen readers. */
  label: ReactNode;
  /** Keeps the label for screen readers only, e.g. in a table cell whose column header already says it. */
  hideLabel?: boolean;
  /**
   * The progress so far, from 0 to `max`. Missing, not a number, or outside 0..max, the bar is indeterminate
   * (spec §5): it animates, shows no percentage and sets no `aria-valuenow`.
   */
  value?: number | null;
  /** The value that means done. Not a positive number (0, negative, NaN, Infinity), it counts as 100 (spec §5). */
  max?: number;
  /** Shows the percentage next to the label. Defaults to true; never shown while indeterminate. */
  showValueText?: boolean;
}

/**
 * A linear progress bar with a label and the percentage, formatted for the active language. Screen readers hear
 * the label, the role and the percentage (`aria-valuetext`).
 */
function ProgressComponent({ label, hideLabel = false, value, max, showValueText = true, ...props }: ProgressProps) {
  const { locale, t, formatNumber } = useLanguage();
  const labelId = useId();
  const state = normalizeProgress(value, max);
  const percentText =
    state.percent === null ? undefined : formatNumber(state.percent / 100, { style: 'percent', maximumFractionDigits: 0 });
  const labelElement = <ProgressLabel>{label}</ProgressLabel>;
  return (
    <ProgressRoot
      {...props}
      value={state.value}
      min={0}
      max={state.max}
      locale={locale}
      ids={{ label: labelId }}
      translations={{ value: () => percentText ?? t('common.loading') }}
    >
      {hideLabel ? <VisuallyHidden>{labelElement}</VisuallyHidden> : labelElement}
      {showValueText && percentText !== undefined ? <ProgressValueText>{percentText}</ProgressValueText> : null}
      <ProgressTrack aria-labelledby={labelId} aria-valuetext={percentText}>
        <ProgressRange />
      </ProgressTrack>
    </ProgressRoot>
  );
}

/** The progress bar with its parts attached: `<Progress label value>` for the common case, `Progress.Root`… to compose. */
export const Progress = /* @__PURE__ */ Object.assign(ProgressComponent, {
  Root: ProgressRoot,
  Label: ProgressLabel,
  ValueText: ProgressValueText,
  Track: ProgressTrack,
  Range: ProgressRange,
});
