// Not exported from the package: the one look of 'could not load' that DataState and DataTable share.
import type { ReactNode } from 'react';
import { useLanguage } from '../../i18n/LanguageProvider';
import { Alert } from '../alert';
import { Button } from '../button';

export interface LoadFailedProps {
  /** What could not be loaded, e.g. "Couldn't load projects". */
  title: ReactNode;
  /** What the user can do about it. */
  description?: ReactNode;
  /** Called by the Retry button. Without it there is no button. */
  onRetry?: () => void;
}

/**
 * What shows where data could not be loaded: a polite danger Alert with `title`, and a Retry button calling
 * `onRetry` when there is one. DataState and DataTable show it.
 */
export function LoadFailed({ title, description, onRetry }: LoadFailedProps) {
  const { t } = useLanguage();
  return (
    <Alert
      tone="danger"
      title={title}
      description={description}
      action={
        onRetry ? (
          <Button size="sm" variant="outline" onClick={onRetry}>
            {t('core.dataState.retry')}
          </Button>
        ) : undefined
      }
    />
  );
}
