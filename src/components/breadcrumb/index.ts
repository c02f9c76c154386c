import { withParts } from '../../lib/parts';
import type {
  BreadcrumbCurrentProps,
  BreadcrumbEntry,
  BreadcrumbItemProps,
  BreadcrumbLinkProps,
  BreadcrumbListProps,
  BreadcrumbRootProps,
  BreadcrumbSeparatorProps,
} from './Breadcrumb';
import { Breadcrumb as BreadcrumbComposition } from './Breadcrumb';
import * as BreadcrumbParts from './namespace';

export * from './Breadcrumb';

/** `<Breadcrumb …>` with its parts under short names: `<Breadcrumb.Root>`, `Breadcrumb.RootProps`… */
export const Breadcrumb = /* @__PURE__ */ withParts(BreadcrumbComposition, BreadcrumbParts);
export declare namespace Breadcrumb {
  export type RootProps = BreadcrumbRootProps;
  export type ListProps = BreadcrumbListProps;
  export type ItemProps = BreadcrumbItemProps;
  export type LinkProps = BreadcrumbLinkProps;
  export type CurrentProps = BreadcrumbCurrentProps;
  export type SeparatorProps = BreadcrumbSeparatorProps;
  export type Entry = BreadcrumbEntry;
}
