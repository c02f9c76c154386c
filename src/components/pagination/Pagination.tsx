import { Pagination as ArkPagination, usePagination, usePaginationContext } from '@ark-ui/react/pagination';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type ComponentProps, type ReactElement, type RefAttributes, useMemo } from 'react';
import { pagination } from 'styled-system/recipes';
import { useLanguage } from '../../i18n/LanguageProvider';
import { addEnglish } from '../../i18n/messages';
import { enPagination } from '../../i18n/messages/en-pagination';
import { createParts } from '../../lib/parts';
import { useRouterLink } from '../../lib/router-link';
import { Select, type SelectOption } from '../select';

// Its English joins the catalog with it, so pages without it do not download that text.
addEnglish(enPagination);

const { withProvider, withContext } = createParts(pagination);

export interface PaginationRootProps extends ArkPagination.RootProps {}
export interface PaginationRootProviderProps extends ArkPagination.RootProviderProps {}
export interface PaginationListProps extends ComponentProps<'div'> {}
export interface PaginationItemProps extends ArkPagination.ItemProps {}
export interface PaginationEllipsisProps extends ArkPagination.EllipsisProps {}
export interface PaginationPrevTriggerProps extends ArkPagination.PrevTriggerProps {}
export interface PaginationNextTriggerProps extends ArkPagination.NextTriggerProps {}
export interface PaginationFirstTriggerProps extends ArkPagination.FirstTriggerProps {}
export interface PaginationLastTriggerProps extends ArkPagination.LastTriggerProps {}
export interface PaginationSummaryProps extends ComponentProps<'p'> {}
export interface PaginationPageSizeProps extends ComponentProps<'div'> {}

/**
 * The `nav` landmark and the paging state: `count` (all rows), `page`/`defaultPage`, `pageSize`/`defaultPageSize`,
 * `onPageChange`, `onPageSizeChange`, `siblingCount`, `boundaryCount`, and `type="link"` with `getPageUrl` for links.
 * Name it with `translations.rootLabel` or `aria-label`.
 */
export const PaginationRoot = /* @__PURE__ */ withProvider(ArkPagination.Root, 'root');
/** The row of previous, pages, ellipses and next. */
export const PaginationList = /* @__PURE__ */ withContext('div', 'list');
/** One page's button (or link, with `asChild`); `value` is its page. The current one has `aria-current="page"`. */
export const PaginationItem = /* @__PURE__ */ withContext(ArkPagination.Item, 'item');
/** Stands for the pages left out between two page buttons; `index` is its place in the row. */
export const PaginationEllipsis = /* @__PURE__ */ withContext(ArkPagination.Ellipsis, 'ellipsis');
/** Goes one page back; disabled on the first page. */
export const PaginationPrevTrigger = /* @__PURE__ */ withContext(ArkPagination.PrevTrigger, 'prevTrigger');
/** Goes one page on; disabled on the last page. */
export const PaginationNextTrigger = /* @__PURE__ */ withContext(ArkPagination.NextTrigger, 'nextTrigger');
/** Goes to the first page; disabled on it. */
export const PaginationFirstTrigger = /* @__PURE__ */ withContext(ArkPagination.FirstTrigger, 'firstTrigger');
/** Goes to the last page; disabled on it. */
export const PaginationLastTrigger = /* @__PURE__ */ withContext(ArkPagination.LastTrigger, 'lastTrigger');
/** Text such as '1–25 of 500'; the convenience Pagination makes it a polite live region. */
export const PaginationSummary = /* @__PURE__ */ withContext('p', 'summary');
/** Holds a page-size `Select`, its label beside the trigger. */
export const PaginationPageSize = /* @__PURE__ */ withContext('div', 'pageSize');
/** Render prop with the pagination's API (`page`, `pages`, `pageRange`, `setPage`…). */
export const PaginationContext = ArkPagination.Context;

/**
 * The root for state you create yourself with `usePagination()` (Ark's), e.g. to slice rows beside it:
 * `const pagination = usePagination(props)`, then `<PaginationRootProvider value={pagination}>`.
 */
export const PaginationRootProvider = /* @__PURE__ */ withProvider(ArkPagination.RootProvider, 'root');
export { usePagination, usePaginationContext };

export interface PaginationProps
  extends Omit<
      PaginationRootProps,
      'children' | 'onPageChange' | 'onPageSizeChange' | 'type' | 'getPageUrl' | 'translations' | 'count'
    >,
    RefAttributes<HTMLElement> {
  /** How many rows there are in all, across every page. */
  count: number;
  /** The current page, from 1 (controlled: pair it with `onPageChange`, e.g. to fetch that page from a server). */
  page?: number;
  /** The page shown first (uncontrolled). Defaults to 1. */
  defaultPage?: number;
  /** Called with the new page when the user goes to one. */
  onPageChange?: (page: number) => void;
  /** Rows per page (controlled: pair it with `onPageSizeChange`). */
  pageSize?: number;
  /** Rows per page at first (uncontrolled). Defaults to the first of `pageSizeOptions`, else 10. */
  defaultPageSize?: number;
  /**
   * Called with the new size when the user chooses one. An uncontrolled page goes back to 1 (and `onPageChange`
   * hears it); with a controlled `page`, set it here, usually to 1, together with the size.
   */
  onPageSizeChange?: (pageSize: number) => void;
  /** The sizes the user may choose from; shows a translated 'Rows per page' select. Without it there is none. */
  pageSizeOptions?: readonly number[];
  /**
   * Makes each page a link to this URL, rendered by the `RouterLinkProvider`'s link component (a plain `<a>`
   * without one), so a portal can keep the page in its address.
   */
  getPageUrl?: (details: { page: number; pageSize: number }) => string;
  /** Hides the '1–25 of 500' summary. */
  hideSummary?: boolean;
}

/** Ark gives a trigger `href` only in link mode and only when there is a page to go to. */
function LinkOrDisabled(props: ComponentProps<'a'>): ReactElement {
  const { LinkComponent } = useRouterLink();
  const { href, onClick, ...rest } = props;
  if (href === undefined) {
    // A link to nowhere (previous on the first page): still a link to screen readers, disabled, out of the tab order.
    // biome-ignore lint/a11y/useSemanticElements: an <a> without href is no link, and its name would be prohibited
    // biome-ignore lint/a11y/useFocusableInteractive: a disabled link is out of the tab order, as a disabled button is
    return <span role="link" aria-disabled="true" {...rest} />;
  }
  return <LinkComponent href={href} onClick={onClick} {...rest} />;
}

/**
 * Moves through rows that do not fit one page: previous and next (disabled at either end), page buttons with
 * `aria-current="page"` on the current one and ellipses for the pages left out, a summary such as '1–25 of 500'
 * read out politely when it changes, and with `pageSizeOptions` a 'Rows per page' select. A `nav` landmark named
 * 'Pagination'; every name and number in the active language. Controlled (`page`, `pageSize` and their
 * callbacks, for paging on a server) or not (`defaultPage`). With `getPageUrl` the pages are links.
 */
export function Pagination({
  count,
  onPageChange,
  onPageSizeChange,
  pageSizeOptions,
  defaultPageSize,
  getPageUrl,
  hideSummary = false,
  ...rootProps
}: PaginationProps) {
  const { t, formatNumber } = useLanguage();
  const sizes = useMemo<SelectOption[]>(
    () => (pageSizeOptions ?? []).map((size) => ({ value: String(size), label: formatNumber(size) })),
    [pageSizeOptions, formatNumber],
  );
  const asLink = getPageUrl !== undefined;
  return (
    <PaginationRoot
      count={count}
      defaultPageSize={defaultPageSize ?? pageSizeOptions?.[0] ?? 10}
      onPageChange={(details) => onPageChange?.(details.page)}
      onPageSizeChange={(details) => onPageSizeChange?.(details.pageSize)}
      type={asLink ? 'link' : 'button'}
      getPageUrl={getPageUrl}
      translations={{
        rootLabel: t('core.pagination.label'),
        prevTriggerLabel: t('core.pagination.previous'),
        nextTriggerLabel: t('core.pagination.next'),
        itemLabel: ({ page }) => t('core.pagination.page', { page: formatNumber(page) }),
      }}
      {...rootProps}
    >
      <PaginationContext>
        {(api) => (
          <>
            {hideSummary ? null : (
              <PaginationSummary aria-live="polite" aria-atomic="true">
                {api.count === 0
                  ? t('core.pagination.empty')
                  : t('core.pagination.summary', {
                      start: formatNumber(api.pageRange.start + 1),
                      end: formatNumber(api.pageRange.end),
                      total: formatNumber(api.count),
                    })}
              </PaginationSummary>
            )}
            <PaginationList>
              <PaginationPrevTrigger asChild={asLink}>
                {asLink ? (
                  <LinkOrDisabled>
                    <ChevronLeft aria-hidden data-mirror="" />
                  </LinkOrDisabled>
                ) : (
                  <ChevronLeft aria-hidden data-mirror="" />
                )}
              </PaginationPrevTrigger>
              {api.pages.map((page, index) =>
                page.type === 'page' ? (
                  <PaginationItem key={page.value} {...page} asChild={asLink}>
                    {asLink ? <LinkOrDisabled>{formatNumber(page.value)}</LinkOrDisabled> : formatNumber(page.value)}
                  </PaginationItem>
                ) : (
                  <PaginationEllipsis key={`ellipsis-${index}`} index={index}>
                    …
                  </PaginationEllipsis>
                ),
              )}
              <PaginationNextTrigger asChild={asLink}>
                {asLink ? (
                  <LinkOrDisabled>
                    <ChevronRight aria-hidden data-mirror="" />
                  </LinkOrDisabled>
                ) : (
                  <ChevronRight aria-hidden data-mirror="" />
                )}
              </PaginationNextTrigger>
            </PaginationList>
            {sizes.length > 0 ? (
              <PaginationPageSize>
                <Select
                  label={t('core.pagination.pageSize')}
                  size="sm"
                  items={sizes}
                  value={String(api.pageSize)}
                  onValueChange={(value) => {
                    if (!value) return;
                    api.setPageSize(Number(value));
                    // A controlled page is the caller's to reset (in the same handler as the size, so a fetch sees both).
                    if (rootProps.page === undefined) api.setPage(1);
                  }}
                />
              </PaginationPageSize>
            ) : null}
          </>
        )}
      </PaginationContext>
    </PaginationRoot>
  );
}
