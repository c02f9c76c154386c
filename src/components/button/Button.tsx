import { ark } from '@ark-ui/react/factory';
import type { ComponentProps } from 'react';
import { cx } from 'styled-system/css';
import { button } from 'styled-system/recipes';

export type ButtonVariant = 'solid' | 'outline' | 'ghost' | 'subtle' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ComponentProps<typeof ark.button> {
  /** Visual weight: `solid` for the main action, `outline`/`ghost` for secondary ones, `danger` for destructive ones. */
  variant?: ButtonVariant;
  /** Height and padding. */
  size?: ButtonSize;
  /** Shows a busy state: the button is disabled and announced as busy. */
  loading?: boolean;
}

/**
 * The action button. With `asChild` it styles its child instead (a router link, an anchor), so a
 * link that looks like a button stays a link.
 */
export function Button(props: ButtonProps) {
  return <StyledButton {...props} />;
}

function StyledButton({
  variant,
  size,
  iconOnly,
  loading = false,
  disabled,
  className,
  asChild,
  type,
  ...props
}: ButtonProps & { iconOnly?: boolean }) {
  return (
    <ark.button
      asChild={asChild}
      // A plain <button> inside a form must not submit it by accident.
      type={asChild ? type : (type ?? 'button')}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={cx(button({ variant, size, iconOnly }), className)}
      {...props}
    />
  );
}

export interface IconButtonProps extends Omit<ButtonProps, 'aria-label'> {
  /** The button has no visible text, so this name is what assistive technology announces. */
  'aria-label': string;
  /** Visual weight, as for Button. Defaults to `ghost`, the usual look of a toolbar icon. */
  variant?: ButtonVariant;
}

/** A square button holding only an icon. Its accessible name is required. */
export function IconButton({ variant = 'ghost', ...props }: IconButtonProps) {
  return <StyledButton variant={variant} iconOnly {...props} />;
}
