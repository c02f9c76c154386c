import { ark } from '@ark-ui/react/factory';
import type { ComponentProps } from 'react';
import { cx } from 'styled-system/css';
import { badge } from 'styled-system/recipes';
import { useLanguage } from '../../i18n/LanguageProvider';
import { VisuallyHidden } from '../visually-hidden';

export type BadgeTone = 'neutral' | 'accent' | 'success' | 'danger' | 'warning' | 'purple' | 'info';
export type BadgeVariant = 'subtle' | 'solid';
export type BadgeSize = 'sm' | 'md';

export interface BadgeProps extends ComponentProps<typeof ark.span> {
  /** Colour meaning: `success` for done, `danger` for problems, `warning` for attention, `accent`/`info`/`purple` for states. */
  tone?: BadgeTone;
  /** `subtle` (tinted, the default) or `solid` (filled, for counts and strong emphasis). */
  variant?: BadgeVariant;
  /** Text size and height. */
  size?: BadgeSize;
  /**
   * Makes it a count badge: shows this number (formatted for the locale) instead of `children`.
   * Counts above `max` show as e.g. '99+'.
   */
  count?: number;
  /** The largest count shown as it is. Defaults to 99. */
  max?: number;
  /**
   * What the badge means, read by screen readers instead of its visible content, e.g. '3 unread messages'
   * for a count of 3. The visible content is then hidden from them. Pass it translated.
   */
  label?: string;
}

/**
 * A short status or count, e.g. 'In Production' or the unread count next to Messages. Colour is never the
 * only signal: the text says it too. For a bare number, give `label` so screen readers hear what it counts.
 */
export function Badge({ tone, variant, size, count, max = 99, label, className, children, asChild, ...props }: BadgeProps) {
  const { t, formatNumber } = useLanguage();
  const isCount = typeof count === 'number';
  const content = isCount ? (count > max ? t('core.badge.overflow', { max: formatNumber(max) }) : formatNumber(count)) : children;
  return (
    <ark.span asChild={asChild} className={cx(badge({ tone, variant, size, count: isCount }), className)} {...props}>
      {label ? (
        <>
          <span aria-hidden>{content}</span>
          <VisuallyHidden>{label}</VisuallyHidden>
        </>
      ) : (
        content
      )}
    </ark.span>
  );
}
