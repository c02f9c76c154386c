import { useMemo } from 'react';
import { useLanguage } from '../../i18n/LanguageProvider';
import { isLocale, LOCALE_NAMES, LOCALES, type Locale } from '../../i18n/locales';
import { Select, type SelectOption, type SelectProps } from '../select';

export interface LanguageSelectProps
  extends Omit<SelectProps, 'label' | 'items' | 'value' | 'defaultValue' | 'onValueChange' | 'placeholder'> {
  /** The label; defaults to the translated 'Language'. */
  label?: SelectProps['label'];
  /**
   * The languages to offer, in this order; defaults to all four (`['en', 'sv', 'de', 'fr']`). A portal offers
   * English and the languages it translates (those it gives `createCatalog` a loader for), e.g.
   * `locales={['en', 'sv']}`.
   */
  locales?: readonly Locale[];
}

/**
 * Picks the interface language (en, sv, de, fr, or the `locales` given), each shown in its own language.
 * Choosing one calls `useLanguage().setLocale`, so every text under the LanguageProvider switches at once
 * and the choice is saved under the `language` storage key.
 */
export function LanguageSelect({ label, locales = LOCALES, ...props }: LanguageSelectProps) {
  const { locale, setLocale, t } = useLanguage();
  // By content, not identity: an inline array would otherwise make new items on every render.
  const offered = locales.join();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `offered` stands for `locales`' content
  const items = useMemo<SelectOption[]>(
    () => locales.map((code) => ({ value: code, label: LOCALE_NAMES[code], lang: code })),
    [offered],
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
