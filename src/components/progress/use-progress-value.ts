import { useId } from 'react';
import { normalizeProgress } from '../../domain/progress';
import { useLanguage } from '../../i18n/LanguageProvider';

/**
 * What the linear and the circular progress share: the value made safe (`normalizeProgress`), the percentage in
 * the active language (undefined while indeterminate), and an id for the label that names the bar.
 */
export function useProgressValue(value: number | null | undefined, max: number | undefined) {
  const { formatNumber } = useLanguage();
  const labelId = useId();
  const state = normalizeProgress(value, max);
  const percentText =
    state.percent === null ? undefined : formatNumber(state.percent / 100, { style: 'percent', maximumFractionDigits: 0 });
  return { labelId, percentText, state };
}
