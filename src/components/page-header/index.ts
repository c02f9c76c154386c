import { withParts } from '../../lib/parts';
import * as PageHeaderParts from './namespace';
import type {
  PageHeaderActionsProps,
  PageHeaderBodyProps,
  PageHeaderBreadcrumbProps,
  PageHeaderContentProps,
  PageHeaderDescriptionProps,
  PageHeaderRootProps,
  PageHeaderTitleProps,
} from './PageHeader';
import { PageHeader as PageHeaderComposition } from './PageHeader';

export {
  PageHeaderActions,
  type PageHeaderActionsProps,
  PageHeaderBody,
  type PageHeaderBodyProps,
  PageHeaderBreadcrumb,
  type PageHeaderBreadcrumbProps,
  PageHeaderContent,
  type PageHeaderContentProps,
  PageHeaderDescription,
  type PageHeaderDescriptionProps,
  type PageHeaderProps,
  PageHeaderRoot,
  type PageHeaderRootProps,
  PageHeaderTitle,
  type PageHeaderTitleLevel,
  type PageHeaderTitleProps,
} from './PageHeader';

/** `<PageHeader …>` with its parts under short names: `<PageHeader.Root>`, `PageHeader.RootProps`… */
export const PageHeader = /* @__PURE__ */ withParts(PageHeaderComposition, PageHeaderParts);
export declare namespace PageHeader {
  export type RootProps = PageHeaderRootProps;
  export type BreadcrumbProps = PageHeaderBreadcrumbProps;
  export type BodyProps = PageHeaderBodyProps;
  export type ContentProps = PageHeaderContentProps;
  export type TitleProps = PageHeaderTitleProps;
  export type DescriptionProps = PageHeaderDescriptionProps;
  export type ActionsProps = PageHeaderActionsProps;
}
