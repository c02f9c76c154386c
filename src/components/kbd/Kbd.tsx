import { ark } from '@ark-ui/react/factory';
import type { ComponentProps } from 'react';
import { cx } from 'styled-system/css';
import { kbd } from 'styled-system/recipes';

/** How big the key is: `sm` inside small text or a menu item, `md` in body text, `lg` on its own. */
export type KbdSize = 'sm' | 'md' | 'lg';

export interface KbdProps extends ComponentProps<typeof ark.kbd> {
  /** How big the key is: `sm` inside small text or a Menu item's shortcut, `md` (the default) in body text, `lg` on its own. */
  size?: KbdSize;
}

/**
 * One keyboard key, e.g. `<Kbd>Enter</Kbd>`, drawn as a key cap in a `<kbd>`. It flows inside text ("Press
 * <Kbd>Esc</Kbd> to close"). For a combination put keys side by side, or inside an outer `<kbd>` as HTML
 * nests them; a Menu item's shortcut (`Menu.ItemShortcut`) is such an outer `<kbd>`. Screen readers read the
 * key's text: write a name they can say ('Ctrl', 'Enter'), and for a symbol such as '⌘' hide it (`aria-hidden`) beside
 * its name in a `VisuallyHidden`.
 * It is not interactive; for a key the user can press, use a Button.
 */
export function Kbd({ size, className, ...props }: KbdProps) {
  return <ark.kbd className={cx(kbd({ size }), className)} {...props} />;
}
