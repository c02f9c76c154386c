import { useId } from 'react';
import { normalizeProgress } from '../../domain/progress';
import { useLanguage } from '../../i18n/LanguageProvider';

/**
 * What the linear and the circular progress share: the value made safe for Ark (`normalizeProgress`), the
 * percentage in the active language (undefined while indeterminate), and the props their Ark root takes.
 */
export function useProgressValue(value: number | null | undefined, max: number | undefined) {
  const { locale, t, formatNumber } = useLanguage();
  const labelId = useId();
  const state = normalizeProgress(value, max);
  const percentText =
    state.percent === null ? undefined : formatNumber(state.percent / 100, { style: 'percent', maximumFractionDigits: 0 });
  const rootProps = {
    value: state.value,
    min: 0,
    max: state.max,
    locale,
    ids: { label: labelId },
    translations: { value: () => percentText ?? t('common.loading') },
  };
  return { labelId, percentText, rootProps };
}
