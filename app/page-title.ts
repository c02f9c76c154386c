import { useEffect } from 'react';
import { type MessageKey, useLanguage } from '../src';
import { type AppMessageKey, appMessages, useAppText } from './i18n';

/** The full title of the page being prerendered (effects do not run there), for scripts/prerender.mjs. */
export const prerenderedTitle = { current: '' };

/**
 * Sets the document title to the page's translated title, e.g. 'Track Your Shipment · Labelport': an app
 * heading ('page.tracking'), or a package page's own ('notFound.title').
 */
export function usePageTitle(key: AppMessageKey | MessageKey): string {
  const { t } = useLanguage();
  const text = useAppText();
  const title = key in appMessages.en ? text(key as AppMessageKey) : t(key as MessageKey);
  const full = `${title} · ${t('app.name')}`;
  if (typeof document === 'undefined') prerenderedTitle.current = full;
  useEffect(() => {
    document.title = full;
  }, [full]);
  return title;
}
