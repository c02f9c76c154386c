import type { ComponentProps } from 'react';
import { cx } from 'styled-system/css';
import { heading } from 'styled-system/recipes';

export type HeadingLevel = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
/** The named text styles of tokens/typography.ts that suit a heading. */
export type HeadingSize = 'display' | 'h1' | 'h2' | 'h3' | 'h4' | 'body' | 'small';

export interface HeadingProps extends ComponentProps<'h2'> {
  /** The element, which sets the level in the page outline. Defaults to `h2`. */
  as?: HeadingLevel;
  /**
   * The look, independent of the level: a text style from the tokens. Defaults to the style named like the
   * element (`h5` looks like `body`, `h6` like `small`, both bold).
   */
  size?: HeadingSize;
}

const SIZE_OF_LEVEL: Record<HeadingLevel, HeadingSize> = {
  h1: 'h1',
  h2: 'h2',
  h3: 'h3',
  h4: 'h4',
  h5: 'body',
  h6: 'small',
};

/** A section heading. Choose `as` for the document outline and `size` for the look; they vary independently. */
export function Heading({ as: Element = 'h2', size, className, ...props }: HeadingProps) {
  return <Element className={cx(heading({ size: size ?? SIZE_OF_LEVEL[Element] }), className)} {...props} />;
}
