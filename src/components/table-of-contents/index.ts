import { withParts } from '../../lib/parts';
import * as TableOfContentsParts from './namespace';
import type {
  TableOfContentsGroupProps,
  TableOfContentsIndicatorProps,
  TableOfContentsItemProps,
  TableOfContentsLinkProps,
  TableOfContentsListProps,
  TableOfContentsNavProps,
  TableOfContentsRootProps,
  TableOfContentsRootProviderProps,
  TableOfContentsTitleProps,
} from './TableOfContents';
import { TableOfContents as TableOfContentsComposition } from './TableOfContents';

export {
  type TableOfContentsActiveChangeDetails,
  TableOfContentsContext,
  type TableOfContentsEntry,
  TableOfContentsGroup,
  type TableOfContentsGroupProps,
  TableOfContentsIndicator,
  type TableOfContentsIndicatorProps,
  TableOfContentsItem,
  type TableOfContentsItemData,
  type TableOfContentsItemProps,
  TableOfContentsLink,
  type TableOfContentsLinkProps,
  TableOfContentsList,
  type TableOfContentsListProps,
  TableOfContentsNav,
  type TableOfContentsNavProps,
  type TableOfContentsProps,
  TableOfContentsRoot,
  type TableOfContentsRootProps,
  TableOfContentsRootProvider,
  type TableOfContentsRootProviderProps,
  TableOfContentsTitle,
  type TableOfContentsTitleProps,
  type UseTocContext,
  useToc,
  useTocContext,
} from './TableOfContents';

/** `<TableOfContents …>` with its parts under short names: `<TableOfContents.Root>`, `TableOfContents.RootProps`… */
export const TableOfContents = /* @__PURE__ */ withParts(TableOfContentsComposition, TableOfContentsParts);
export declare namespace TableOfContents {
  export type RootProps = TableOfContentsRootProps;
  export type RootProviderProps = TableOfContentsRootProviderProps;
  export type NavProps = TableOfContentsNavProps;
  export type TitleProps = TableOfContentsTitleProps;
  export type ListProps = TableOfContentsListProps;
  export type GroupProps = TableOfContentsGroupProps;
  export type ItemProps = TableOfContentsItemProps;
  export type LinkProps = TableOfContentsLinkProps;
  export type IndicatorProps = TableOfContentsIndicatorProps;
}
