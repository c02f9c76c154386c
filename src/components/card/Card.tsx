import { ark, type HTMLArkProps } from '@ark-ui/react/factory';
import type { RefAttributes } from 'react';
import { card } from 'styled-system/recipes';
import { createParts } from '../../lib/parts';

const { withProvider, withContext } = createParts(card);

export type CardVariant = 'outline' | 'elevated' | 'subtle';
export type CardSize = 'sm' | 'md' | 'lg';
export type CardTitleLevel = 1 | 2 | 3 | 4 | 5 | 6;

export interface CardRootProps extends HTMLArkProps<'div'> {
  /** `outline` (a border, the default), `elevated` (border and shadow) or `subtle` (a tinted panel without border). */
  variant?: CardVariant;
  /** Padding of header, body and footer. */
  size?: CardSize;
}
export interface CardHeaderProps extends HTMLArkProps<'div'> {}
export interface CardTitleProps extends HTMLArkProps<'h3'> {
  /** The heading level (h1–h6) so the card fits the page's outline. Defaults to 3; the look stays the same. */
  level?: CardTitleLevel;
}
export interface CardDescriptionProps extends HTMLArkProps<'p'> {}
export interface CardBodyProps extends HTMLArkProps<'div'> {}
export interface CardFooterProps extends HTMLArkProps<'div'> {}

function CardTitleHeading({ level = 3, ...props }: CardTitleProps & RefAttributes<HTMLHeadingElement>) {
  const Heading = ark[`h${level}`];
  return <Heading {...props} />;
}

/** The card's frame. With `asChild` it can be an `<article>` or `<section>`. */
export const CardRoot = /* @__PURE__ */ withProvider<typeof ark.div, { variant?: CardVariant; size?: CardSize }>(ark.div, 'root');
/** Holds the title and description. */
export const CardHeader = /* @__PURE__ */ withContext(ark.div, 'header');
/** The card's heading: a real `<h1>`–`<h6>` (see `level`), so screen-reader users can jump between cards. */
export const CardTitle = /* @__PURE__ */ withContext(CardTitleHeading, 'title');
/** A line of muted text under the title. */
export const CardDescription = /* @__PURE__ */ withContext(ark.p, 'description');
/** The main content. */
export const CardBody = /* @__PURE__ */ withContext(ark.div, 'body');
/** Actions at the bottom of the card. */
export const CardFooter = /* @__PURE__ */ withContext(ark.div, 'footer');
