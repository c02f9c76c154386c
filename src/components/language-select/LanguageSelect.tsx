import { useMemo } from 'react';
import { useLanguage } from '../../i18n/LanguageProvider';
import { type Locale, languageName } from '../../i18n/locales';
import { Select, type SelectOption, type SelectProps } from '../select';

export interface LanguageSelectProps
  extends Omit<SelectProps, 'label' | 'items' | 'value' | 'defaultValue' | 'onValueChange' | 'placeholder'> {
  /** The label; defaults to the translated 'Language'. */
  label?: SelectProps['label'];
  /**
   * The languages to offer, as BCP 47 tags, in this order; defaults to the provider's `locales` (the package's
   * four and those the portal translates), e.g. `locales={['en', 'ar']}`.
   */
  locales?: readonly Locale[];
}

/**
 * Picks the interface language from the provider's `locales` (or the `locales` given), each named in its own
 * language (`Intl.DisplayNames`: 'Svenska', 'العربية'). Choosing one calls `useLanguage().setLocale`, so every
 * text under the provider switches at once, its direction with it, and the choice is saved under the
 * `language` storage key.
 */
export function LanguageSelect({ label, locales, ...props }: LanguageSelectProps) {
  const { locale, locales: provided, setLocale, t } = useLanguage();
  const offered = locales ?? provided;
  // By content, not identity: an inline array would otherwise make new items on every render.
  const offeredKey = offered.join();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `offeredKey` stands for `offered`'s content
  const items = useMemo<SelectOption[]>(
    () => offered.map((code) => ({ value: code, label: languageName(code), lang: code })),
    [offeredKey],
  );
  return (
    <Select
      label={label ?? t('language.label')}
      items={items}
      value={locale}
      onValueChange={(value) => {
        if (offered.includes(value)) setLocale(value);
      }}
      {...props}
    />
  );
}
