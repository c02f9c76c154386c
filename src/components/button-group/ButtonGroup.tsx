import { ark } from '@ark-ui/react/factory';
import { type ComponentProps, useMemo } from 'react';
import { cx } from 'styled-system/css';
import { buttonGroup } from 'styled-system/recipes';
import type { ButtonSize, ButtonVariant } from '../button/Button';
import { ButtonGroupContext } from './context';

/** Which way the buttons run. */
export type ButtonGroupOrientation = 'horizontal' | 'vertical';

export interface ButtonGroupProps extends Omit<ComponentProps<typeof ark.div>, 'role'> {
  /**
   * The group's name, read with `role="group"` when focus enters it, e.g. 'Text alignment'. Give this or
   * `aria-labelledby` (the id of a visible heading): a group without a name is just noise to a screen reader.
   */
  'aria-label'?: string;
  /** The id of a visible element that names the group, instead of `aria-label`. */
  'aria-labelledby'?: string;
  /**
   * Attached: the buttons touch and share their borders, one control of several parts (a split button, a
   * pager). Spaced (the default): separate buttons with a gap between them, e.g. a dialog's actions.
   */
  attached?: boolean;
  /** A row (the default) or a column. Attached in a column, the buttons are as wide as the widest. */
  orientation?: ButtonGroupOrientation;
  /** The size of every Button and IconButton in the group; a button's own `size` wins. */
  size?: ButtonSize;
  /** The visual weight of every Button and IconButton in the group; a button's own `variant` wins. */
  variant?: ButtonVariant;
}

/**
 * A row or a column of related Buttons, attached (shared borders, no gaps) or spaced, named as one group
 * (`role="group"` with `aria-label` or `aria-labelledby`). `size` and `variant` reach the Buttons inside
 * through context, so each need not repeat them. It adds no keyboard of its own: Tab moves through the
 * buttons as usual. For one choice among options use SegmentGroup, for pressed states ToggleGroup.
 */
export function ButtonGroup({
  attached = false,
  orientation = 'horizontal',
  size,
  variant,
  className,
  ...props
}: ButtonGroupProps) {
  const context = useMemo(() => ({ size, variant }), [size, variant]);
  return (
    <ButtonGroupContext.Provider value={context}>
      <ark.div
        role="group"
        data-orientation={orientation}
        data-attached={attached || undefined}
        className={cx(buttonGroup({ orientation, attached }), className)}
        {...props}
      />
    </ButtonGroupContext.Provider>
  );
}
