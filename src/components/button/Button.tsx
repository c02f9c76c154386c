import { ark } from '@ark-ui/react/factory';
import type { ComponentProps } from 'react';
import { cx } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { useButtonGroupContext } from '../button-group/context';

export type ButtonVariant = 'solid' | 'outline' | 'ghost' | 'subtle';
/** What an action means, apart from its weight: `danger` for one that deletes or cannot be undone. */
export type ButtonTone = 'default' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ComponentProps<typeof ark.button> {
  /** Visual weight: `solid` for the main action, `outline`/`ghost`/`subtle` for secondary ones. Inside a ButtonGroup, the group's `variant` is the default. */
  variant?: ButtonVariant;
  /** `danger` colours the button red, in any `variant`, for an action that deletes or cannot be undone. */
  tone?: ButtonTone;
  /** Height and padding. Inside a ButtonGroup, the group's `size` is the default. */
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
  tone,
  size,
  iconOnly,
  loading = false,
  disabled,
  className,
  asChild,
  type,
  ...props
}: ButtonProps & { iconOnly?: boolean }) {
  // Inside a ButtonGroup, the group's size and variant are the defaults.
  const group = useButtonGroupContext();
  return (
    <ark.button
      asChild={asChild}
      // A plain <button> inside a form must not submit it by accident.
      type={asChild ? type : (type ?? 'button')}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={cx(button({ variant: variant ?? group.variant, tone, size: size ?? group.size, iconOnly }), className)}
      {...props}
    />
  );
}

export interface IconButtonProps extends Omit<ButtonProps, 'aria-label'> {
  /** The button has no visible text, so this name is what assistive technology announces. */
  'aria-label': string;
  /** Visual weight, as for Button. Defaults to the ButtonGroup's, else `ghost`, the usual look of a toolbar icon. */
  variant?: ButtonVariant;
}

/** A square button holding only an icon. Its accessible name is required. */
export function IconButton({ variant, ...props }: IconButtonProps) {
  const group = useButtonGroupContext();
  return <StyledButton variant={variant ?? group.variant ?? 'ghost'} iconOnly {...props} />;
}
