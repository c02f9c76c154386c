import type { ComponentProps } from 'react';
import { cx } from 'styled-system/css';
import { text } from 'styled-system/recipes';

export type TextElement = 'p' | 'span' | 'div';
/** `lg` for lead paragraphs, then the body, small and caption text styles of tokens/typography.ts. */
export type TextSize = 'lg' | 'body' | 'small' | 'caption';
export type TextTone = 'default' | 'muted';
export type TextWeight = 'normal' | 'medium' | 'semibold';

export interface TextProps extends ComponentProps<'p'> {
  /** The element: a paragraph (default), an inline `span` or a `div`. */
  as?: TextElement;
  /** Font size and line height. Defaults to `body`. */
  size?: TextSize;
  /** `default` is the body colour, `muted` the secondary one (both meet AA on every surface). Unset, it inherits. */
  tone?: TextTone;
  /** Font weight. Unset, it inherits. */
  weight?: TextWeight;
}

/** Body copy in the design system's type scale. */
export function Text({ as: Element = 'p', size, tone, weight, className, ...props }: TextProps) {
  return <Element className={cx(text({ size, tone, weight }), className)} {...props} />;
}
