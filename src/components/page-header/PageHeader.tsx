import { ark, type HTMLArkProps } from '@ark-ui/react/factory';
import type { ReactNode, RefAttributes } from 'react';
import { pageHeader } from 'styled-system/recipes';
import { createParts } from '../../lib/parts';

const { withProvider, withContext } = createParts(pageHeader);

/** The title's heading level: 1 for the page's own title (the default), lower inside a larger page. */
export type PageHeaderTitleLevel = 1 | 2 | 3 | 4 | 5 | 6;

export interface PageHeaderRootProps extends HTMLArkProps<'div'> {}
export interface PageHeaderBreadcrumbProps extends HTMLArkProps<'div'> {}
export interface PageHeaderBodyProps extends HTMLArkProps<'div'> {}
export interface PageHeaderContentProps extends HTMLArkProps<'div'> {}
export interface PageHeaderTitleProps extends HTMLArkProps<'h1'> {
  /** Its level in the page's outline (an `<h1>` by default); the look stays the same. */
  level?: PageHeaderTitleLevel;
}
export interface PageHeaderDescriptionProps extends HTMLArkProps<'p'> {}
export interface PageHeaderActionsProps extends HTMLArkProps<'div'> {}

/** The page's head, a column: `PageHeader.Breadcrumb`, then `PageHeader.Body`. */
export const PageHeaderRoot = /* @__PURE__ */ withProvider(ark.div, 'root');
/** Holds a `Breadcrumb`: where the page sits. */
export const PageHeaderBreadcrumb = /* @__PURE__ */ withContext(ark.div, 'breadcrumb');
/** The row of `PageHeader.Content` and `PageHeader.Actions`; the actions wrap under the title when narrow. */
export const PageHeaderBody = /* @__PURE__ */ withContext(ark.div, 'body');
/** The title and description. */
export const PageHeaderContent = /* @__PURE__ */ withContext(ark.div, 'content');

function TitleHeading({ level = 1, ...props }: PageHeaderTitleProps & RefAttributes<HTMLHeadingElement>) {
  const Heading = ark[`h${level}`];
  return <Heading {...props} />;
}
/** The page's title: an `<h1>` unless `level` says otherwise. */
export const PageHeaderTitle = /* @__PURE__ */ withContext(TitleHeading, 'title');
/** A sentence under the title about what the page is for. */
export const PageHeaderDescription = /* @__PURE__ */ withContext(ark.p, 'description');
/** The page's actions at the end edge, e.g. Export and a primary New order button. */
export const PageHeaderActions = /* @__PURE__ */ withContext(ark.div, 'actions');

export interface PageHeaderProps extends Omit<PageHeaderRootProps, 'title'>, RefAttributes<HTMLDivElement> {
  /** The page's title. */
  title: ReactNode;
  /** A sentence under it. */
  description?: ReactNode;
  /** A `Breadcrumb` above the title. */
  breadcrumb?: ReactNode;
  /** Buttons or links at the end edge. */
  actions?: ReactNode;
  /** The title's heading level. Default 1. */
  titleLevel?: PageHeaderTitleLevel;
}

/**
 * The head of a page: a breadcrumb, the title (the page's `<h1>` unless `titleLevel` says otherwise), a
 * description and actions, which wrap under the title on a narrow screen. Compose the parts
 * (`PageHeader.Root`, `Breadcrumb`, `Body`, `Content`, `Title`, `Description`, `Actions`) for anything else.
 */
export function PageHeader({ title, description, breadcrumb, actions, titleLevel, ...props }: PageHeaderProps) {
  return (
    <PageHeaderRoot {...props}>
      {breadcrumb ? <PageHeaderBreadcrumb>{breadcrumb}</PageHeaderBreadcrumb> : null}
      <PageHeaderBody>
        <PageHeaderContent>
          <PageHeaderTitle level={titleLevel}>{title}</PageHeaderTitle>
          {description ? <PageHeaderDescription>{description}</PageHeaderDescription> : null}
        </PageHeaderContent>
        {actions ? <PageHeaderActions>{actions}</PageHeaderActions> : null}
      </PageHeaderBody>
    </PageHeaderRoot>
  );
}
