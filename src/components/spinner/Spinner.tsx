import type { HTMLAttributes, ReactNode, RefAttributes } from 'react';
import { cx } from 'styled-system/css';
import { spinner } from 'styled-system/recipes';
import { useLanguage } from '../../i18n/LanguageProvider';
import { VisuallyHidden } from '../visually-hidden';

export type SpinnerSize = 'sm' | 'md' | 'lg';

export interface SpinnerProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children' | 'role'>, RefAttributes<HTMLSpanElement> {
  /** What is loading, shown next to the ring, e.g. 'Loading orders…'. Without it, screen readers hear 'Loading…' in the active language. */
  label?: ReactNode;
  /** Keeps `label` for screen readers only. */
  hideLabel?: boolean;
  /** The ring's size. Defaults to `md`. */
  size?: SpinnerSize;
}

/**
 * A turning ring that says something is loading: `role="status"` with its label (or 'Loading…') as text, so
 * screen readers hear it without the ring. Under `prefers-reduced-motion` the ring stands still. For a
 * button that is working, use `Button`'s `loading` instead; for the shape of coming content, `Skeleton`.
 */
export function Spinner({ label, hideLabel = false, size, className, ...props }: SpinnerProps) {
  const { t } = useLanguage();
  const styles = spinner({ size });
  const text = label ?? t('common.loading');
  return (
    <span role="status" className={cx(styles.root, className)} {...props}>
      <span aria-hidden className={styles.indicator} />
      {label == null || hideLabel ? <VisuallyHidden>{text}</VisuallyHidden> : <span className={styles.label}>{text}</span>}
    </span>
  );
}
