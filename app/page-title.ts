import { useEffect } from 'react';
import { type MessageKey, useLanguage } from '../src';

/** The full title of the page being prerendered (effects do not run there), for scripts/prerender.mjs. */
export const prerenderedTitle = { current: '' };

/** Sets the document title to the page's translated title, e.g. 'Track Your Shipment · Labelport'. */
export function usePageTitle(key: MessageKey): string {
  const { t } = useLanguage();
  const title = t(key);
  const full = `${title} · ${t('app.name')}`;
  if (typeof document === 'undefined') prerenderedTitle.current = full;
  useEffect(() => {
    document.title = full;
  }, [full]);
  return title;
}
