import { useEffect } from 'react';
import { statusPage } from 'styled-system/recipes';
import { useLanguage } from '../../i18n/LanguageProvider';
import { useRouterLink } from '../../lib/router-link';
import { Button } from '../button';

export interface NotFoundPageProps {
  /** The path nobody could find; it is logged to the console (spec §2). Defaults to the current path. */
  path?: string;
  /** Where 'Return to Home' goes. */
  homeHref?: string;
}

/** The page for an unknown path: '404', 'Oops! Page not found' and a link home. */
export function NotFoundPage({ path, homeHref = '/' }: NotFoundPageProps) {
  const { t } = useLanguage();
  const { LinkComponent, currentPath } = useRouterLink();
  const missing = path ?? currentPath ?? (typeof window === 'undefined' ? '' : window.location.pathname);
  const styles = statusPage();

  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', missing);
  }, [missing]);

  return (
    <main className={styles.root}>
      <h1 className={styles.code}>{t('notFound.code')}</h1>
      <p className={styles.title}>{t('notFound.title')}</p>
      <div className={styles.actions}>
        <Button asChild>
          <LinkComponent href={homeHref}>{t('notFound.home')}</LinkComponent>
        </Button>
      </div>
    </main>
  );
}

export interface ErrorFallbackProps {
  /** The HTTP-like status of a routing error, e.g. 404 or 500. */
  status?: number;
  /** The status text or the error's message. */
  message?: string;
}

/** The generic fallback when rendering a route fails: 'Unexpected Application Error!' with status and message. */
export function ErrorFallback({ status, message }: ErrorFallbackProps) {
  const { t } = useLanguage();
  const styles = statusPage();
  return (
    <main className={styles.root}>
      <h1 className={styles.title}>{t('error.title')}</h1>
      {status !== undefined && <p className={styles.code}>{status}</p>}
      <p className={styles.message}>{message || t('error.unknown')}</p>
      <div className={styles.actions}>
        <Button variant="outline" onClick={() => window.location.reload()}>
          {t('error.reload')}
        </Button>
      </div>
    </main>
  );
}
