import { type HTMLAttributes, type RefAttributes, useEffect } from 'react';
import { cx } from 'styled-system/css';
import { statusPage } from 'styled-system/recipes';
import { useLanguage } from '../../i18n/LanguageProvider';
import { addEnglish } from '../../i18n/messages';
import { enStatusPage } from '../../i18n/messages/en-status-page';
import { useRouterLink } from '../../lib/router-link';
import { Button } from '../button';

// Its English joins the catalog with it, so pages without it do not download that text.
addEnglish(enStatusPage);

/** What a status page is: the page's `main` landmark (the default), or a plain `div` inside a shell's own `main`. */
export type StatusPageElement = 'main' | 'div';

interface StatusPageElementProps {
  /**
   * `main` (the default) when the status page is the whole page; `div` inside a portal's shell that has its
   * own `<main>`, where a second one would be a duplicate landmark.
   */
  as?: StatusPageElement;
}

/** The page's root, `main` or `div`: either is a plain HTMLElement, so both take the same props and ref. */
function StatusPageRoot({ as, ...props }: HTMLAttributes<HTMLElement> & RefAttributes<HTMLElement> & { as: StatusPageElement }) {
  return as === 'div' ? (
    <div {...(props as HTMLAttributes<HTMLDivElement> & RefAttributes<HTMLDivElement>)} />
  ) : (
    <main {...props} />
  );
}

export interface NotFoundPageProps
  extends Omit<HTMLAttributes<HTMLElement>, 'children'>,
    RefAttributes<HTMLElement>,
    StatusPageElementProps {
  /** The path nobody could find; it is logged to the console so broken links can be traced. Defaults to the current path. */
  path?: string;
  /** Where 'Return to Home' goes. */
  homeHref?: string;
}

/** The page for an unknown path: '404', 'Oops! Page not found' and a link home. */
export function NotFoundPage({ path, homeHref = '/', as = 'main', className, ...props }: NotFoundPageProps) {
  const { t } = useLanguage();
  const { LinkComponent, currentPath } = useRouterLink();
  const missing = path ?? currentPath ?? (typeof window === 'undefined' ? '' : window.location.pathname);
  const styles = statusPage();

  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', missing);
  }, [missing]);

  return (
    <StatusPageRoot as={as} className={cx(styles.root, className)} {...props}>
      <h1 className={styles.code}>{t('notFound.code')}</h1>
      <p className={styles.title}>{t('notFound.title')}</p>
      <div className={styles.actions}>
        <Button asChild>
          <LinkComponent href={homeHref}>{t('notFound.home')}</LinkComponent>
        </Button>
      </div>
    </StatusPageRoot>
  );
}

export interface ErrorFallbackProps
  extends Omit<HTMLAttributes<HTMLElement>, 'children'>,
    RefAttributes<HTMLElement>,
    StatusPageElementProps {
  /** The HTTP-like status of a routing error, e.g. 404 or 500. */
  status?: number;
  /** The status text or the error's message. */
  message?: string;
}

/** The generic fallback when rendering a route fails: 'Unexpected Application Error!' with status and message. */
export function ErrorFallback({ status, message, as = 'main', className, ...props }: ErrorFallbackProps) {
  const { t } = useLanguage();
  const styles = statusPage();
  return (
    <StatusPageRoot as={as} className={cx(styles.root, className)} {...props}>
      <h1 className={styles.title}>{t('error.title')}</h1>
      {status !== undefined && <p className={styles.code}>{status}</p>}
      <p className={styles.message}>{message || t('error.unknown')}</p>
      <div className={styles.actions}>
        <Button variant="outline" onClick={() => window.location.reload()}>
          {t('error.reload')}
        </Button>
      </div>
    </StatusPageRoot>
  );
}

/**
 * Whether an error is a page's code failing to download: the browser's dynamic-import failure
 * (Chromium, Firefox and Safari word it differently) or Vite's preload error.
 */
export function isModuleLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return /dynamically imported module|importing a module script failed|unable to preload css|error loading dynamically imported/i.test(
    error.message,
  );
}

export interface PageLoadErrorProps
  extends Omit<HTMLAttributes<HTMLElement>, 'children'>,
    RefAttributes<HTMLElement>,
    StatusPageElementProps {
  /** Where 'Return to Home' goes; without it only the reload is offered (the first page of a visit). */
  homeHref?: string;
}

/**
 * The page shown when a page's code cannot be downloaded (offline, or a newer deploy replaced it): a
 * translated explanation, a reload, and optionally a way home, instead of the browser's raw error.
 */
export function PageLoadError({ homeHref, as = 'main', className, ...props }: PageLoadErrorProps) {
  const { t } = useLanguage();
  const { LinkComponent } = useRouterLink();
  const styles = statusPage();
  return (
    <StatusPageRoot as={as} className={cx(styles.root, className)} {...props}>
      <h1 className={styles.title}>{t('error.loadTitle')}</h1>
      <p className={styles.description}>{t('error.loadMessage')}</p>
      <div className={styles.actions}>
        <Button onClick={() => window.location.reload()}>{t('error.reload')}</Button>
        {homeHref !== undefined && (
          <Button asChild variant="outline">
            <LinkComponent href={homeHref}>{t('notFound.home')}</LinkComponent>
          </Button>
        )}
      </div>
    </StatusPageRoot>
  );
}
