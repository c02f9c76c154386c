import { withParts } from '../../lib/parts';
import * as PaginationParts from './namespace';
import type {
  PaginationEllipsisProps,
  PaginationFirstTriggerProps,
  PaginationItemProps,
  PaginationLastTriggerProps,
  PaginationListProps,
  PaginationNextTriggerProps,
  PaginationPageSizeProps,
  PaginationPrevTriggerProps,
  PaginationRootProps,
  PaginationRootProviderProps,
  PaginationSummaryProps,
} from './Pagination';
import { Pagination as PaginationComposition } from './Pagination';

export * from './Pagination';

/** `<Pagination …>` with its parts under short names: `<Pagination.Root>`, `Pagination.RootProps`… */
export const Pagination = /* @__PURE__ */ withParts(PaginationComposition, PaginationParts);
export declare namespace Pagination {
  export type RootProps = PaginationRootProps;
  export type RootProviderProps = PaginationRootProviderProps;
  export type ListProps = PaginationListProps;
  export type ItemProps = PaginationItemProps;
  export type EllipsisProps = PaginationEllipsisProps;
  export type PrevTriggerProps = PaginationPrevTriggerProps;
  export type NextTriggerProps = PaginationNextTriggerProps;
  export type FirstTriggerProps = PaginationFirstTriggerProps;
  export type LastTriggerProps = PaginationLastTriggerProps;
  export type SummaryProps = PaginationSummaryProps;
  export type PageSizeProps = PaginationPageSizeProps;
}
