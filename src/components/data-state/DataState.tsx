import type { ReactNode } from 'react';
import { useLanguage } from '../../i18n/LanguageProvider';
import { SkeletonRegion, type SkeletonRegionProps } from '../skeleton';
import { LoadFailed } from './LoadFailed';

/** The props of a block whose data comes from outside: it shows loading, failure and Retry through `DataState`. */
export interface RemoteDataProps {
  /** The data is on its way: skeletons stand in for it, and screen readers hear that it is loading. */
  loading?: boolean;
  /** Loading failed (any truthy value): a message with Retry shows instead of the data. */
  error?: unknown;
  /** Called by the Retry button shown with `error`. */
  onRetry?: () => void;
}

export interface DataStateProps extends Omit<SkeletonRegionProps, 'loading' | 'fallback' | 'label'> {
  /** What the area shows, in the active language and as it reads mid-sentence, e.g. 'projects'. */
  label: string;
  /**
   * While true: `skeleton`, the area `aria-busy`, and 'Loading {label}…' for screen readers. Left out (and
   * without `error`), the area has no busy region at all, for data that is already there; a page that loads
   * passes `false` or `true` from the start, so the region is in place before it announces anything.
   */
  loading?: boolean;
  /**
   * Set when loading failed (any truthy value: an `Error`, a message, `true`): an error message with a Retry
   * button instead of the content. Its text is the package's own, never the error's, which is for developers.
   */
  error?: unknown;
  /** Called by the Retry button. Without it there is no button. */
  onRetry?: () => void;
  /** The placeholders shown while loading, in the content's layout (`Skeleton`s). */
  skeleton: ReactNode;
  /** Shown instead of the content when it loaded and has nothing, usually an `EmptyState`. */
  empty?: ReactNode;
  /** True when the loaded content has nothing to show, so `empty` is shown. */
  isEmpty?: boolean;
  /** The content, once loaded. */
  children?: ReactNode;
}

/**
 * The states of an area whose data comes from outside: loading (skeletons, `aria-busy`, a polite 'Loading
 * {label}…'), failed (a danger Alert, 'Couldn't load {label}', with Retry), empty (`empty`), or the content.
 * The failure is polite (`role="status"`): the page goes on working around it. The package's data blocks
 * take `loading`, `error` and `onRetry` and use it; use it for areas of your own.
 */
export function DataState({
  label,
  loading,
  error,
  onRetry,
  skeleton,
  empty,
  isEmpty = false,
  children,
  ...props
}: DataStateProps) {
  const { t } = useLanguage();
  const failed = !loading && Boolean(error);
  const remote = loading !== undefined || failed;
  let content = children;
  if (failed) {
    content = (
      <LoadFailed title={t('core.dataState.error', { label })} description={t('core.dataState.errorHelp')} onRetry={onRetry} />
    );
  } else if (isEmpty && empty !== undefined) {
    content = empty;
  }
  if (!remote) return <>{content}</>;
  return (
    <SkeletonRegion
      loading={loading ?? false}
      fallback={skeleton}
      label={label}
      data-loaded={loading || failed ? undefined : ''}
      {...props}
    >
      {content}
    </SkeletonRegion>
  );
}
