import type { HTMLAttributes, Ref } from 'react';
import { cx } from 'styled-system/css';
import { separator } from 'styled-system/recipes';

/** Which way the line runs. */
export type SeparatorOrientation = 'horizontal' | 'vertical';
/** How strong the line is. */
export type SeparatorTone = 'default' | 'strong';

export interface SeparatorProps extends Omit<HTMLAttributes<HTMLElement>, 'role' | 'children'> {
  /** The rendered element: a `<div>` when decorative, an `<hr>` otherwise. */
  ref?: Ref<HTMLElement>;
  /** A line across (the default) or down, e.g. between toolbar buttons in a row. */
  orientation?: SeparatorOrientation;
  /**
   * Decorative (the default): only a line for the eye, hidden from assistive technology (`role="none"`).
   * Set it to false where the line divides content into parts a reader should know about, e.g. between two
   * groups of settings: it is then an `<hr>` (role `separator`), announced as one, with `aria-orientation="vertical"` when it runs down.
   */
  decorative?: boolean;
  /** `default` for a quiet divider; `strong` for a boundary that must stand out (3:1 against the page). */
  tone?: SeparatorTone;
}

/**
 * A thin line between groups of content, across or down, in both themes. Decorative by default: most lines
 * only echo a grouping that headings or landmarks already give, so screen readers skip them. Pass
 * `decorative={false}` when the line itself tells where one part ends: it becomes an `<hr>`, with
 * `aria-orientation="vertical"` when it runs down. It never takes focus.
 */
export function Separator({ orientation = 'horizontal', decorative = true, tone, className, ref, ...props }: SeparatorProps) {
  const classes = cx(separator({ orientation, tone }), className);
  if (decorative)
    return <div ref={ref as Ref<HTMLDivElement>} role="none" data-orientation={orientation} className={classes} {...props} />;
  return (
    <hr
      ref={ref as Ref<HTMLHRElement>}
      aria-orientation={orientation === 'vertical' ? 'vertical' : undefined}
      data-orientation={orientation}
      className={classes}
      {...props}
    />
  );
}
