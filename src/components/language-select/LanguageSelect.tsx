import { useMemo } from 'react';
import { useLanguage } from '../../i18n/LanguageProvider';
import { isLocale, LOCALE_NAMES, LOCALES } from '../../i18n/locales';
import { Select, type SelectOption, type SelectProps } from '../select';

export interface LanguageSelectProps
  extends Omit<SelectProps, 'label' | 'items' | 'value' | 'defaultValue' | 'onValueChange' | 'placeholder'> {
  /** The label; defaults to the translated 'Language'. */
  label?: SelectProps['label'];
}

/**
 * Picks the interface language (en, sv, de, fr), each shown in its own language. Choosing one calls
 * `useLanguage().setLocale`, so every text under the LanguageProvider switches at once and the choice
 * is saved under the `language` storage key.
 */
export function LanguageSelect({ label, ...props }: LanguageSelectProps) {
  const { locale, setLocale, t } = useLanguage();
  const items = useMemo<SelectOption[]>(
    () => LOCALES.map((code) => ({ value: code, label: LOCALE_NAMES[code], lang: code })),
    [],
  );
  return (
    <Select
      label={label ?? t('language.label')}
      items={items}
      value={locale}
      onValueChange={(value) => {
        if (isLocale(value)) setLocale(value);
      }}
      {...props}
    />
  );
}
