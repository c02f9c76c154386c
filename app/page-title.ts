import { useEffect } from 'react';
import { type MessageKey, useLanguage } from '../src';

/** Sets the document title to the page's translated title, e.g. 'Track Your Shipment · Labelport'. */
export function usePageTitle(key: MessageKey): string {
  const { t } = useLanguage();
  const title = t(key);
  useEffect(() => {
    document.title = `${title} · ${t('app.name')}`;
  }, [title, t]);
  return title;
}
