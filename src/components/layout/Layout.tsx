import { ark } from '@ark-ui/react/factory';
import type { ComponentProps, CSSProperties } from 'react';
import { cx } from 'styled-system/css';
import { layoutCenter, layoutContainer, layoutGrid, layoutGroup, layoutStack } from 'styled-system/recipes';
import type { spacing } from '../../../tokens/spacing';

/** A step of the spacing scale (tokens/spacing.ts): `'4'` is 1rem, `'0.5'` 0.125rem. The same steps as the recipe's gaps. */
export type LayoutSpace = `${Extract<keyof typeof spacing, number>}`;
/** Where children sit across the line: `stretch` fills it. */
export type LayoutAlign = 'start' | 'center' | 'end' | 'stretch' | 'baseline';
/** Where children sit along the line, and `between` spreads them out. */
export type LayoutJustify = 'start' | 'center' | 'end' | 'between';
/** The breakpoints of tokens/spacing.ts, from the smallest screen up (`base` is every width). */
export type LayoutBreakpoint = 'base' | 'sm' | 'md' | 'lg' | 'xl';
export type GridColumnCount = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12;

interface BoxProps extends ComponentProps<typeof ark.div> {}

export interface StackProps extends BoxProps {
  /** The space between children. Defaults to `'4'`. */
  gap?: LayoutSpace;
  /** Across the column: `stretch` (the default) makes each child as wide as the stack. */
  align?: LayoutAlign;
  /** Along the column, where there is room left. */
  justify?: LayoutJustify;
}

/**
 * Children in a column with a gap between them: a form's fields, a card's sections. A `div`, or with `asChild`
 * the element you pass (`<Stack asChild><ul>…</ul></Stack>`).
 */
export function Stack({ gap, align, justify, className, ...props }: StackProps) {
  return <ark.div className={cx(layoutStack({ gap, align, justify }), className)} {...props} />;
}

export interface GroupProps extends BoxProps {
  /** The space between children, across and between lines. Defaults to `'2'`. */
  gap?: LayoutSpace;
  /** Across the row: `center` by default (buttons of different heights line up on their middle). */
  align?: LayoutAlign;
  /** Along the row: `between` pushes the first and last children to the ends. */
  justify?: LayoutJustify;
  /** Wraps to a new line when the row is full (the default); `false` keeps one line. */
  wrap?: boolean;
  /** Gives every child an equal share of the row, e.g. two fields side by side. */
  grow?: boolean;
}

/** Children in a row that wraps: a toolbar's buttons, a card's tags, fields side by side. */
export function Group({ gap, align, justify, wrap, grow, className, ...props }: GroupProps) {
  return <ark.div className={cx(layoutGroup({ gap, align, justify, wrap, grow }), className)} {...props} />;
}

export interface GridProps extends BoxProps {
  /**
   * How many equal columns: a number, or one per breakpoint from the smallest up, e.g. `{ base: 1, md: 2 }` for
   * one column on a phone and two from 768 px. A breakpoint left out keeps the one below it. Defaults to 1.
   */
  columns?: GridColumnCount | Partial<Record<LayoutBreakpoint, GridColumnCount>>;
  /** The space between rows and columns. Defaults to `'4'`. */
  gap?: LayoutSpace;
  /** Within each row: `stretch` (CSS's default) makes the cells of a row as tall as each other. */
  align?: LayoutAlign;
}

const BREAKPOINTS: LayoutBreakpoint[] = ['base', 'sm', 'md', 'lg', 'xl'];

/**
 * The column count at every breakpoint, each breakpoint left out taking the one below it. Every one is set,
 * so a grid inside another never inherits the outer one's counts.
 */
export function gridColumnsStyle(columns: GridProps['columns'] = 1): CSSProperties {
  const given = typeof columns === 'number' ? { base: columns } : columns;
  let count = 1;
  const style: Record<string, number> = {};
  for (const breakpoint of BREAKPOINTS) {
    count = given[breakpoint] ?? count;
    style[`--layout-grid-columns-${breakpoint}`] = count;
  }
  return style as CSSProperties;
}

/** Equal columns with a gap, responsive by breakpoint: a dashboard's cards, a two-column form. */
export function Grid({ columns, gap, align, className, style, ...props }: GridProps) {
  return (
    <ark.div
      className={cx(layoutGrid({ gap, align }), className)}
      style={{ ...gridColumnsStyle(columns), ...style }}
      {...props}
    />
  );
}

/** How wide a Container's content may grow: the breakpoints' widths, or `full`. */
export type ContainerSize = 'sm' | 'md' | 'lg' | 'xl' | 'full';

export interface ContainerProps extends BoxProps {
  /** The content's largest width: `sm` 640 px, `md` 768, `lg` 1024, `xl` 1280 (the default), `full` none. */
  size?: ContainerSize;
}

/** A page's content column: centred, at most `size` wide, with the page's gutters (1rem on a phone, 1.5rem from 768 px). */
export function Container({ size, className, ...props }: ContainerProps) {
  return <ark.div className={cx(layoutContainer({ size }), className)} {...props} />;
}

export interface CenterProps extends BoxProps {
  /** An inline box (inside a line of text or a button) rather than a block. */
  inline?: boolean;
}

/** Centres its children both ways: an empty state in its panel, an icon in its badge. */
export function Center({ inline, className, ...props }: CenterProps) {
  return <ark.div className={cx(layoutCenter({ inline }), className)} {...props} />;
}
