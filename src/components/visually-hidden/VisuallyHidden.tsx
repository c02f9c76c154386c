import { ark } from '@ark-ui/react/factory';
import type { ComponentProps } from 'react';
import { cx } from 'styled-system/css';
import { visuallyHidden } from '../../lib/visually-hidden';

export interface VisuallyHiddenProps extends ComponentProps<typeof ark.span> {}

/**
 * Text for screen readers only: hidden from sight but still read, e.g. '(opens in a new tab)' after a
 * link, or what a bare number in a badge means. With `asChild` it hides its child element instead.
 */
export function VisuallyHidden({ className, ...props }: VisuallyHiddenProps) {
  return <ark.span className={cx(visuallyHidden, className)} {...props} />;
}
