import {
  type ColumnDef,
  type ColumnFiltersState,
  type ColumnVisibilityState,
  columnFilteringFeature,
  columnVisibilityFeature,
  createFilteredRowModel,
  createPaginatedRowModel,
  createSortedRowModel,
  type ExpandedState,
  functionalUpdate,
  globalFilteringFeature,
  type PaginationState,
  type Row,
  type RowData,
  type RowSelectionState,
  rowExpandingFeature,
  rowPaginationFeature,
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
  type Updater,
  useTable,
} from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { ArrowDown, ArrowUp, ArrowUpDown, ChevronRight, Columns3, SearchX } from 'lucide-react';
import {
  type ComponentProps,
  memo,
  type ReactNode,
  type RefObject,
  startTransition,
  useCallback,
  useDeferredValue,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { cx } from 'styled-system/css';
import { dataTable } from 'styled-system/recipes';
import { useLanguage } from '../../i18n/LanguageProvider';
import { addEnglish } from '../../i18n/messages';
import { enDataTable } from '../../i18n/messages/en-data-table';
import { idleAfterPaint } from '../../lib/idle';
import { useControllableState } from '../../lib/use-controllable-state';
import { measureOrEstimate } from '../../lib/virtual-rows';
import { Button, IconButton } from '../button';
import { LoadFailed } from '../data-state/LoadFailed';
import { DateRangePicker } from '../date-picker';
import { EmptyState, type EmptyStateTitleLevel } from '../empty-state';
import { TextField } from '../field';
import { Menu, type MenuEntry } from '../menu';
import { Pagination } from '../pagination';
import { Portal } from '../portal';
import { Select } from '../select';
import { Skeleton } from '../skeleton';
import { TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRoot, TableRow } from '../table';
import { MultiChoiceFilter } from './MultiChoiceFilter';
import {
  compareValues,
  type DataTableColumn,
  type DataTableDateRange,
  type DataTableFilterValue,
  type DataTableRowDetails,
  type DataTableValue,
  includesText,
  isChoices,
  isoDay,
  isSortable,
  matchesFilter,
  nextSorting,
  parseIsoDay,
} from './model';
import { SelectionCheckbox } from './SelectionCheckbox';

addEnglish(enDataTable);

export type {
  DataTableColumn,
  DataTableColumnFilter,
  DataTableDateRange,
  DataTableFilterValue,
  DataTableRowDetails,
  DataTableValue,
} from './model';

/** One key of the sort order: a column and its direction. The first key sorts first. */
export interface DataTableSort {
  /** The column's id. */
  id: string;
  /** Descending (Z to A, newest first) when true. */
  desc: boolean;
}

/** How many rows the virtual layout renders before it has measured its box. */
const FIRST_ROWS = 20;

/** From how many rows of `data` a sort, the filters and the search apply after the frame that shows them. */
const DEFER_FROM_ROWS = 1000;

/** What `bulkActions` gets: the selected rows, and a way to clear the selection after acting on them. */
export interface DataTableSelection<T> {
  /** The ids of every selected row, loaded or not (a server table may hold ids of other pages). */
  ids: string[];
  /** The selected rows among those loaded. */
  rows: T[];
  /** Clears the selection. */
  clear: () => void;
}

// Every feature the table can use. Registered once: TanStack Table keys its models off this object.
const features = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  columnFilteringFeature,
  globalFilteringFeature,
  filteredRowModel: createFilteredRowModel(),
  rowPaginationFeature,
  paginatedRowModel: createPaginatedRowModel(),
  rowSelectionFeature,
  rowExpandingFeature,
  columnVisibilityFeature,
});
type Features = typeof features;

export interface DataTableProps<T extends RowData> extends Omit<ComponentProps<'div'>, 'children' | 'onChange' | 'defaultValue'> {
  /** The rows: all of them, or in server mode (`serverSide`) the current page. Keep the array stable between renders. */
  data: readonly T[];
  /** The columns, in order. Keep the array stable (module scope or `useMemo`): a new one re-sorts every row. */
  columns: readonly DataTableColumn<T>[];
  /** A row's stable id: selection and expansion hold ids, so they survive sorting, paging and new data. */
  getRowId: (row: T) => string;
  /** The table's name for screen readers (its scrolling region, and the table itself without a `caption`). Pass it translated. */
  'aria-label': string;
  /** A title shown above the rows, as the table's caption, which then names the table. Without it the caption is `aria-label`, for screen readers only. */
  caption?: ReactNode;
  /** Cell padding. `sm` for dense data. */
  size?: 'sm' | 'md';

  /** `paged` (default) shows one page at a time with the Pagination; `virtual` scrolls every row inside a box of `height`, rendering only those in view. */
  layout?: 'paged' | 'virtual';
  /** The scroll box's height in `virtual` layout, any CSS length (default 32rem). The header stays in view. */
  height?: string;

  /**
   * Server mode: the table neither sorts, filters nor pages `data` itself. It reports what the user asks for
   * (`onSortingChange`, `onFiltersChange`, `onSearchChange`, `onPageChange`, `onPageSizeChange`) so the portal
   * fetches that page, and shows `data` as it comes, with `rowCount` rows in all.
   */
  serverSide?: boolean;
  /** How many rows match in all, in server mode (for the pages and the count). */
  rowCount?: number;

  /** The sort order (controlled). */
  sorting?: DataTableSort[];
  /** The sort order at first (uncontrolled). */
  defaultSorting?: DataTableSort[];
  /** Called with the new sort order when the user clicks a header (Shift adds a second key). */
  onSortingChange?: (sorting: DataTableSort[]) => void;

  /** The column filters' values by column id (controlled). */
  filters?: Record<string, DataTableFilterValue>;
  /** The column filters' values at first (uncontrolled). */
  defaultFilters?: Record<string, DataTableFilterValue>;
  /** Called with every column filter's value when one changes. */
  onFiltersChange?: (filters: Record<string, DataTableFilterValue>) => void;

  /** Shows a search box that looks in every searchable column, case and accents aside ('lumiere' finds 'Lumière'). */
  searchable?: boolean;
  /** The search text (controlled). */
  search?: string;
  /** The search text at first (uncontrolled). */
  defaultSearch?: string;
  /** Called with the search text as the user types. */
  onSearchChange?: (search: string) => void;

  /** The page shown, from 1 (controlled). */
  page?: number;
  /** The page shown first (uncontrolled). Default 1. */
  defaultPage?: number;
  /** Called with the page the user goes to. Sorting, filtering and searching go back to page 1. */
  onPageChange?: (page: number) => void;
  /** Rows per page (controlled). */
  pageSize?: number;
  /** Rows per page at first (uncontrolled). Default: the first of `pageSizeOptions`, else 25. */
  defaultPageSize?: number;
  /** Called with the rows per page the user chooses. */
  onPageSizeChange?: (pageSize: number) => void;
  /** The page sizes the user may choose from. */
  pageSizeOptions?: readonly number[];

  /** Adds a checkbox to each row and a 'select all' in the header, and shows `bulkActions` while rows are selected. */
  selectable?: boolean;
  /** The selected rows' ids (controlled). */
  selectedIds?: string[];
  /** The selected rows' ids at first (uncontrolled). */
  defaultSelectedIds?: string[];
  /** Called with every selected id when the selection changes. */
  onSelectedIdsChange?: (ids: string[]) => void;
  /**
   * The buttons of the bar that shows while rows are selected, e.g. 'Export' or 'Archive'. The bar comes beside
   * the row count, or in its place where the table is narrower than 40rem, and keeps to one line: buttons that
   * do not fit scroll sideways.
   */
  bulkActions?: (selection: DataTableSelection<T>) => ReactNode;

  /** A row's actions: a '⋯' menu at the end of the row, named after the row. */
  rowActions?: (row: T) => MenuEntry[];

  /** Makes rows expandable: a details button at the start of each row opens this under it. */
  renderDetail?: (row: T) => ReactNode;
  /**
   * Whether each row starts with the details button (default true). Pass false when a cell's own button opens
   * the details instead, e.g. the row's name as a disclosure button: its `cell` gets `toggleExpanded`.
   */
  detailsButton?: boolean;
  /** Opening a row's details closes the others. */
  singleExpand?: boolean;
  /** The rows whose details are open (controlled). */
  expandedIds?: string[];
  /** The rows whose details are open at first (uncontrolled). */
  defaultExpandedIds?: string[];
  /** Called with the ids of the rows whose details are open. */
  onExpandedIdsChange?: (ids: string[]) => void;

  /** Adds a 'Columns' menu that hides and shows the hideable columns. */
  columnsMenu?: boolean;
  /** The hidden columns' ids (controlled). */
  hiddenColumns?: string[];
  /** The hidden columns' ids at first (uncontrolled). */
  defaultHiddenColumns?: string[];
  /** Called with the hidden columns' ids when the user hides or shows one. */
  onHiddenColumnsChange?: (ids: string[]) => void;

  /** The rows are loading: skeleton rows stand in for them under the header. */
  loading?: boolean;
  /** The rows could not be loaded: a message with Retry (when `onRetry` is given) stands in for them. */
  error?: ReactNode | boolean;
  /** Called by the error's Retry button. */
  onRetry?: () => void;
  /**
   * What shows when there are no rows at all (an EmptyState: title, and optionally text and an action).
   * `titleLevel` is the heading level of its title and of the 'No rows match' one (default 3): the level
   * under the page's heading the table sits in, e.g. 2 right under the page's `h1`.
   */
  empty?: { title?: ReactNode; description?: ReactNode; action?: ReactNode; icon?: ReactNode; titleLevel?: EmptyStateTitleLevel };
  /** What shows when filters or the search leave no row (default 'No rows match'), above 'Clear filters'. */
  noMatches?: ReactNode;
  /**
   * The line that says how many rows there are, read out politely when it changes. Default '120 rows', or
   * '15 rows of 120 match' while filtered. `shown` is how many match, `total` how many there are in all
   * (in server mode both are `rowCount`).
   */
  countText?: (counts: { shown: number; total: number; filtered: boolean }) => ReactNode;
  /** Content at the start of the toolbar, before the filters (e.g. a 'New order' button). */
  toolbar?: ReactNode;
}

const idsToRecord = (ids: readonly string[]): Record<string, true> => Object.fromEntries(ids.map((id) => [id, true] as const));
const recordToIds = (record: Record<string, boolean>) => Object.keys(record).filter((id) => record[id]);
const EMPTY: never[] = [];
const NO_FILTERS: Record<string, DataTableFilterValue> = {};
const ALL = '__all__';

/**
 * A table for a portal's data: columns that sort by clicking their header (Shift adds a second key; `aria-sort`
 * says the order), a search box and column filters with the matching row count read out politely, one page at a
 * time with the Pagination or every row in a scrolling box that renders only those in view, rows selected with
 * checkboxes ('select all' on the page, then across pages) and acted on from a bar that says how many, a '⋯' menu
 * of actions per row, details that open under a row, and a Columns menu. In `serverSide` mode the portal sorts,
 * filters and pages on its server from what the table reports. While `loading` skeleton rows keep the header in
 * place; an `error` shows a message with Retry; no rows show an EmptyState. Built on TanStack Table and TanStack
 * Virtual; every word in the active language.
 */
export function DataTable<T extends RowData>({
  data,
  columns,
  getRowId,
  'aria-label': ariaLabel,
  caption,
  size = 'md',
  layout = 'paged',
  height = 'var(--sizes-lg)',
  serverSide = false,
  rowCount,
  sorting: sortingProp,
  defaultSorting = EMPTY,
  onSortingChange,
  filters: filtersProp,
  defaultFilters = NO_FILTERS,
  onFiltersChange,
  searchable = false,
  search: searchProp,
  defaultSearch = '',
  onSearchChange,
  page: pageProp,
  defaultPage = 1,
  onPageChange,
  pageSize: pageSizeProp,
  defaultPageSize,
  onPageSizeChange,
  pageSizeOptions,
  selectable = false,
  selectedIds: selectedIdsProp,
  defaultSelectedIds = EMPTY,
  onSelectedIdsChange,
  bulkActions,
  rowActions,
  renderDetail,
  detailsButton = true,
  singleExpand = false,
  expandedIds: expandedIdsProp,
  defaultExpandedIds = EMPTY,
  onExpandedIdsChange,
  columnsMenu = false,
  hiddenColumns: hiddenColumnsProp,
  defaultHiddenColumns = EMPTY,
  onHiddenColumnsChange,
  loading = false,
  error,
  onRetry,
  empty,
  noMatches,
  countText,
  toolbar,
  className,
  ...props
}: DataTableProps<T>) {
  const { t, locale, formatNumber } = useLanguage();
  const styles = useMemo(() => dataTable({ size }), [size]);
  const baseId = useId();
  const virtual = layout === 'virtual';

  const [sorting, setSorting] = useControllableState<DataTableSort[]>(sortingProp, defaultSorting, onSortingChange);
  const [filters, setFilters] = useControllableState(filtersProp, defaultFilters, onFiltersChange);
  const [search, setSearch] = useControllableState(searchProp, defaultSearch, onSearchChange);
  const firstPageSize = defaultPageSize ?? pageSizeOptions?.[0] ?? 25;
  const [pageSize, setPageSize] = useControllableState(pageSizeProp, firstPageSize, onPageSizeChange);
  const [page, setPage] = useControllableState(pageProp, defaultPage, onPageChange);
  const [selectedIds, setSelectedIds] = useControllableState(selectedIdsProp, defaultSelectedIds, onSelectedIdsChange);
  const [expandedIds, setExpandedIds] = useControllableState(expandedIdsProp, defaultExpandedIds, onExpandedIdsChange);
  const [hiddenColumns, setHiddenColumns] = useControllableState(hiddenColumnsProp, defaultHiddenColumns, onHiddenColumnsChange);

  const rowHeaderId = columns.find((column) => column.rowHeader)?.id;
  const byId = useMemo(() => new Map(columns.map((column) => [column.id, column])), [columns]);

  const globalFilterFn = useCallback(
    (row: Row<Features, T>, columnId: string, query: string) => {
      const column = byId.get(columnId);
      const value = column?.value?.(row.original);
      if (value === null || value === undefined || value instanceof Date) return false;
      if (column?.searchable === undefined && typeof value !== 'string') return false;
      return includesText(String(value), query, locale);
    },
    [byId, locale],
  );

  // TanStack Table's state, from ours. Pages count from 0 there, from 1 here (as in the Pagination).
  const columnFilters = useMemo<ColumnFiltersState>(
    () => Object.entries(filters).map(([id, value]) => ({ id, value })),
    [filters],
  );
  // Sorting or filtering a long table and rendering its new page can take longer than a frame. The headers,
  // the search box and the filters show what was clicked, typed or picked at once; the rows and the count
  // follow in a render React can interrupt, so the click or the key is painted first. A short table applies
  // them at once, with no frame of stale rows.
  const query = useMemo(() => ({ sorting, columnFilters, search }), [sorting, columnFilters, search]);
  const deferredQuery = useDeferredValue(query);
  const applied = data.length >= DEFER_FROM_ROWS ? deferredQuery : query;
  const rowSelection = useMemo(() => idsToRecord(selectedIds), [selectedIds]);
  const expanded = useMemo(() => idsToRecord(expandedIds), [expandedIds]);
  const columnVisibility = useMemo(
    () => Object.fromEntries(hiddenColumns.map((id) => [id, false])) as ColumnVisibilityState,
    [hiddenColumns],
  );
  const pagination = useMemo<PaginationState>(
    () => ({ pageIndex: virtual ? 0 : page - 1, pageSize: virtual ? Number.MAX_SAFE_INTEGER : pageSize }),
    [virtual, page, pageSize],
  );

  // TanStack Table makes a row (an object and a few maps) for every item of `data`: 10,000 of them at 10,000
  // rows, 100,000 at 100,000. Until something needs them (a sort, a filter, the search, a selection) the rows
  // are `data` in its order, and the table shows those in view straight from it: a page, or those in the
  // scrolling box. So the first paint does not wait for every row. They are made in the first idle moment
  // after that paint, so that a first sort or filter does not wait for them either; as a transition, so that
  // a click or a key pressed meanwhile goes first.
  const [everyRow, setEveryRow] = useState(false);
  const inOrder =
    !serverSide &&
    !everyRow &&
    applied.sorting.length === 0 &&
    applied.columnFilters.length === 0 &&
    applied.search === '' &&
    selectedIds.length === 0;
  useEffect(() => (inOrder ? idleAfterPaint(() => startTransition(() => setEveryRow(true))) : undefined), [inOrder]);
  const tableData = (inOrder ? EMPTY : data) as T[];
  // A sort compares about n·log₂ n pairs of rows (130,000 at 10,000 rows), and reading two values through
  // TanStack's rows cost more than comparing them. Each column's values are read once per data instead, into
  // an array by row index (its place in `tableData`).
  const columnDefs = useMemo<ColumnDef<Features, T>[]>(() => {
    // Made at the first sort, as making one is not free: a table that is never sorted never pays for it.
    let collator: Intl.Collator | undefined;
    const sortValues = new Map<string, DataTableValue[]>();
    const sortValuesOf = (column: DataTableColumn<T>) => {
      let values = sortValues.get(column.id);
      if (!values) {
        values = tableData.map((row) => column.value?.(row));
        sortValues.set(column.id, values);
      }
      return values;
    };
    return columns.map((column) => ({
      id: column.id,
      accessorFn: (row: T) => column.value?.(row),
      header: column.header,
      enableSorting: isSortable(column),
      sortDescFirst: false,
      // compareValues puts an empty value last (first, descending). TanStack's own check of it read both
      // values through the rows again on every comparison, and took a column with only a `compare` (no
      // value: undefined in every row) as all ties, so it never sorted.
      sortUndefined: false,
      sortFn: column.compare
        ? (a: Row<Features, T>, b: Row<Features, T>) => column.compare!(a.original, b.original)
        : (a: Row<Features, T>, b: Row<Features, T>) => {
            const values = sortValuesOf(column);
            collator ??= new Intl.Collator(locale, { numeric: true, sensitivity: 'base' });
            return compareValues(values[a.index], values[b.index], collator);
          },
      enableColumnFilter: Boolean(column.filter),
      filterFn: (row: Row<Features, T>, columnId: string, wanted: DataTableFilterValue) =>
        column.filter
          ? matchesFilter(
              column.filterValue ? column.filterValue(row.original) : row.getValue(columnId),
              column.filter,
              wanted,
              locale,
            )
          : true,
      enableGlobalFilter: column.searchable ?? true,
      enableHiding: column.hideable ?? !column.rowHeader,
    }));
  }, [columns, locale, tableData]);

  // TanStack Table closes every row's details when its data changes; here only when `data` does (not when
  // the table goes from one page of it to all of it).
  const seenData = useRef(data);
  useEffect(() => {
    if (seenData.current === data) return;
    seenData.current = data;
    if (expandedIds.length) setExpandedIds([]);
  }, [data, expandedIds, setExpandedIds]);

  const toPage = (next: number) => {
    if (next !== page) setPage(next);
  };
  const table = useTable({
    features,
    columns: columnDefs,
    data: tableData,
    getRowId: (row: T) => getRowId(row),
    state: {
      sorting: applied.sorting,
      columnFilters: applied.columnFilters,
      globalFilter: applied.search,
      pagination,
      rowSelection,
      expanded,
      columnVisibility,
    },
    onColumnFiltersChange: (updater: Updater<ColumnFiltersState>) => {
      const next = functionalUpdate(updater, columnFilters);
      setFilters(Object.fromEntries(next.map(({ id, value }) => [id, value as DataTableFilterValue])));
      toPage(1);
    },
    onGlobalFilterChange: (updater: Updater<string>) => {
      setSearch(functionalUpdate(updater, search));
      toPage(1);
    },
    onRowSelectionChange: (updater: Updater<RowSelectionState>) =>
      setSelectedIds(recordToIds(functionalUpdate(updater, rowSelection))),
    onExpandedChange: (updater: Updater<ExpandedState>) => {
      const next = functionalUpdate(updater, expanded);
      setExpandedIds(next === true ? [] : recordToIds(next));
    },
    onColumnVisibilityChange: (updater: Updater<ColumnVisibilityState>) => {
      const next = functionalUpdate(updater, columnVisibility);
      setHiddenColumns(Object.keys(next).filter((id) => next[id] === false));
    },
    globalFilterFn,
    getColumnCanGlobalFilter: (column) => byId.get(column.id)?.searchable !== false && Boolean(byId.get(column.id)?.value),
    getRowCanExpand: () => Boolean(renderDetail),
    manualSorting: serverSide,
    manualFiltering: serverSide,
    manualPagination: serverSide,
    rowCount: serverSide ? rowCount : undefined,
    autoResetPageIndex: false,
    autoResetExpanded: false,
  });

  const rows = table.getRowModel().rows;
  const matching = serverSide ? (rowCount ?? data.length) : inOrder ? data.length : table.getPrePaginatedRowModel().rows.length;
  // The rows the layout lays out (a page, or every row of the scrolling box): `data`'s own while in order.
  const pageStart = (page - 1) * pageSize;
  const inOrderRows = useMemo(
    () => (!inOrder ? undefined : virtual ? data : data.slice(pageStart, pageStart + pageSize)),
    [inOrder, virtual, data, pageStart, pageSize],
  );
  const rowTotal = inOrderRows ? inOrderRows.length : rows.length;
  const idAt = useCallback(
    (index: number) => (inOrderRows ? getRowId(inOrderRows[index]) : rows[index].id),
    [inOrderRows, rows, getRowId],
  );
  const filtered =
    Boolean(applied.search.trim()) || applied.columnFilters.some(({ value }) => isActiveFilter(value as DataTableFilterValue));
  const visibleColumns = table.getVisibleLeafColumns();
  const detailsColumn = Boolean(renderDetail) && detailsButton;
  const columnCount = visibleColumns.length + (selectable ? 1 : 0) + (detailsColumn ? 1 : 0) + (rowActions ? 1 : 0);

  const toggleSelected = useCallback(
    (id: string, selected: boolean) =>
      setSelectedIds((ids) => (selected ? [...ids.filter((other) => other !== id), id] : ids.filter((other) => other !== id))),
    [setSelectedIds],
  );
  const toggleExpanded = useCallback(
    (id: string, open: boolean) =>
      setExpandedIds((ids) => (open ? (singleExpand ? [id] : [...ids, id]) : ids.filter((other) => other !== id))),
    [setExpandedIds, singleExpand],
  );

  // The virtual layout's scrolling box (the table's region), and its rows' estimated height: a row of one
  // line of text, its cell padding and the border under it.
  const scroller = useRef<HTMLElement>(null);
  const rowHeight = size === 'sm' ? 37 : 45;

  // While in order nothing is selected (a selection takes every row).
  const allOnPage = !inOrderRows && rows.length > 0 && rows.every((row) => row.getIsSelected());
  const someOnPage = !inOrderRows && rows.some((row) => row.getIsSelected());
  const togglePage = () => {
    const pageIds = new Set(Array.from({ length: rowTotal }, (_, index) => idAt(index)));
    const others = selectedIds.filter((id) => !pageIds.has(id));
    setSelectedIds(allOnPage ? others : [...others, ...pageIds]);
  };
  // Finding the selected rows walks every row, so only a table with bulk actions does it.
  const selectedRows = () => (selectedIds.length ? table.getSelectedRowModel().rows.map((row) => row.original) : []);
  const clearSelection = () => setSelectedIds([]);
  const clearFilters = () => {
    setFilters({});
    setSearch('');
    toPage(1);
  };

  const filterColumns = columns.filter((column) => column.filter);
  const hideable = table.getAllLeafColumns().filter((column) => column.getCanHide());
  const showToolbar = toolbar || searchable || filterColumns.length > 0 || columnsMenu;
  const barShown = selectable && selectedIds.length > 0;
  const showPagination =
    !virtual && !loading && !error && (matching > pageSize || Boolean(pageSizeOptions && matching > pageSizeOptions[0]));

  // What every row shares. Rows are memoised on it and on their own state, so that a render that changes no
  // row (a menu or a list closing, a key in the search box before its rows apply, another row's checkbox)
  // does not render every cell of the page again.
  const visibleIds = visibleColumns.map((column) => column.id).join('\n');
  const shownColumns = useMemo(() => visibleIds.split('\n').map((id) => byId.get(id)!), [visibleIds, byId]);
  const shared = useMemo<RowShared<T>>(
    () => ({
      columns: shownColumns,
      rowHeaderId,
      styles,
      selectable,
      detailsColumn,
      rowActions,
      renderDetail,
      columnCount,
      virtual,
      baseId,
      toggleExpanded,
      toggleSelected,
    }),
    [
      shownColumns,
      rowHeaderId,
      styles,
      selectable,
      detailsColumn,
      rowActions,
      renderDetail,
      columnCount,
      virtual,
      baseId,
      toggleExpanded,
      toggleSelected,
    ],
  );

  // The row at a place among those laid out: TanStack's row, or while the rows are in order `data`'s item.
  const renderRow = (position: number, rowShared: RowShared<T>) => {
    const row = inOrderRows ? undefined : rows[position];
    const item = row ? row.original : inOrderRows![position];
    const id = row ? row.id : getRowId(item);
    const header = rowHeaderId ? byId.get(rowHeaderId)?.value?.(item) : undefined;
    return (
      <BodyRow
        key={id}
        id={id}
        item={item}
        position={position}
        name={header === null || header === undefined ? id : String(header)}
        selected={Boolean(rowSelection[id])}
        expanded={Boolean(expanded[id])}
        shared={rowShared}
      />
    );
  };

  const body = (() => {
    if (loading) {
      return Array.from({ length: Math.min(pageSize, 5) }, (_, index) => (
        <TableRow key={index}>
          {Array.from({ length: columnCount }, (_, cell) => (
            <TableCell key={cell}>
              <Skeleton shape="text" height="var(--sizes-4)" />
            </TableCell>
          ))}
        </TableRow>
      ));
    }
    if (error) {
      return (
        <TableRow>
          <TableCell colSpan={columnCount} className={styles.message}>
            <LoadFailed title={error === true ? t('core.dataTable.error') : error} onRetry={onRetry} />
          </TableCell>
        </TableRow>
      );
    }
    if (rowTotal === 0) {
      return (
        <TableRow>
          <TableCell colSpan={columnCount} className={styles.message}>
            {filtered ? (
              <EmptyState
                icon={<SearchX aria-hidden />}
                title={noMatches ?? t('core.dataTable.noMatches')}
                titleLevel={empty?.titleLevel ?? 3}
                action={
                  <Button size="sm" variant="outline" onClick={clearFilters}>
                    {t('core.dataTable.clearFilters')}
                  </Button>
                }
              />
            ) : (
              <EmptyState
                icon={empty?.icon}
                title={empty?.title ?? t('core.table.empty')}
                description={empty?.description}
                action={empty?.action}
                titleLevel={empty?.titleLevel ?? 3}
              />
            )}
          </TableCell>
        </TableRow>
      );
    }
    if (virtual) {
      return (
        <VirtualRows
          count={rowTotal}
          rowHeight={rowHeight}
          scroller={scroller}
          idAt={idAt}
          shared={shared}
          renderRow={renderRow}
        />
      );
    }
    return Array.from({ length: rowTotal }, (_, position) => renderRow(position, shared));
  })();

  return (
    <div className={cx(styles.root, className)} {...props}>
      {showToolbar && (
        <div className={styles.toolbar}>
          {toolbar}
          {searchable && (
            <TextField
              type="search"
              label={t('core.dataTable.search')}
              value={search}
              onChange={(event) => table.setGlobalFilter(event.currentTarget.value)}
              rootProps={{ className: styles.search }}
            />
          )}
          {filterColumns.map((column) => (
            <ColumnFilter
              key={column.id}
              column={column}
              value={filters[column.id]}
              onChange={(value) => table.getColumn(column.id)?.setFilterValue(isActiveFilter(value) ? value : undefined)}
              className={styles.filter}
            />
          ))}
          {/* The columns menu's items mount on first open: a table's first render builds no menu nobody opened. */}
          {columnsMenu && hideable.length > 0 && (
            <Menu.Root closeOnSelect={false} lazyMount unmountOnExit>
              <Menu.Trigger asChild>
                <Button variant="outline" className={styles.columnsButton}>
                  <Columns3 aria-hidden />
                  {t('core.dataTable.columns')}
                </Button>
              </Menu.Trigger>
              <Portal>
                <Menu.Positioner>
                  <Menu.Content>
                    {hideable.map((column) => (
                      <Menu.CheckboxItem
                        key={column.id}
                        value={column.id}
                        checked={column.getIsVisible()}
                        onCheckedChange={(checked) => column.toggleVisibility(checked)}
                      >
                        <Menu.ItemIndicator>
                          <Menu.Check />
                        </Menu.ItemIndicator>
                        <Menu.ItemText>{byId.get(column.id)?.header}</Menu.ItemText>
                      </Menu.CheckboxItem>
                    ))}
                  </Menu.Content>
                </Menu.Positioner>
              </Portal>
            </Menu.Root>
          )}
        </div>
      )}
      <div className={styles.summary} data-selectable={selectable || undefined}>
        <p role="status" className={styles.count} data-covered={barShown || undefined}>
          {/* Failed, the table has no count to give: its alert says what happened. */}
          {error
            ? null
            : loading
              ? t('core.dataTable.loading')
              : countText
                ? countText({ shown: matching, total: serverSide ? matching : data.length, filtered })
                : filtered && !serverSide
                  ? t('core.dataTable.matching', { shown: matching, total: data.length })
                  : t('core.dataTable.rows', { count: matching })}
        </p>
        {barShown && (
          <div
            role="toolbar"
            aria-label={t('core.dataTable.bulkActions')}
            className={styles.actionBar}
            // In a narrow box the bar scrolls sideways; Chrome leaves a half-hidden button where it is on focus.
            onFocus={(event) => event.target.scrollIntoView({ block: 'nearest', inline: 'nearest' })}
          >
            <span className={styles.selectedCount}>{t('core.dataTable.selected', { count: selectedIds.length })}</span>
            {!serverSide && !virtual && allOnPage && selectedIds.length < matching && (
              <Button size="sm" variant="ghost" onClick={() => table.toggleAllRowsSelected(true)}>
                {t('core.dataTable.selectAll', { count: matching })}
              </Button>
            )}
            {bulkActions?.({ ids: selectedIds, rows: selectedRows(), clear: clearSelection })}
            <Button size="sm" variant="ghost" onClick={clearSelection}>
              {t('core.dataTable.clearSelection')}
            </Button>
          </div>
        )}
      </div>
      <TableRoot
        size={size}
        interactive
        aria-label={ariaLabel}
        aria-rowcount={virtual ? rowTotal + 1 : undefined}
        aria-busy={loading || undefined}
        data-selectable={selectable || undefined}
        data-details={detailsColumn || undefined}
        regionProps={{
          ref: scroller,
          className: cx(styles.region, virtual && styles.scroller),
          style: virtual ? { maxHeight: height } : undefined,
          'aria-busy': loading || undefined,
        }}
        className={cx(styles.table, virtual && styles.fixedTable)}
      >
        {/* Without a title, names the table itself (the region around it has the same name) for screen readers only. */}
        <TableCaption className={caption ? undefined : styles.hiddenText}>{caption ?? ariaLabel}</TableCaption>
        <TableHead className={styles.head}>
          <TableRow aria-rowindex={virtual ? 1 : undefined}>
            {selectable && (
              <TableHeader className={styles.selectCell}>
                <SelectionCheckbox
                  label={t('core.dataTable.selectPage')}
                  checked={allOnPage ? true : someOnPage ? 'indeterminate' : false}
                  disabled={loading || rowTotal === 0}
                  onChange={togglePage}
                />
              </TableHeader>
            )}
            {detailsColumn && (
              <TableHeader className={styles.expandCell}>
                <span className={styles.hiddenText}>{t('core.dataTable.detailsColumn')}</span>
              </TableHeader>
            )}
            {table.getHeaderGroups()[0]?.headers.map((header) => {
              const column = byId.get(header.column.id)!;
              // From the sort as clicked, not as applied: a long table's rows follow a moment later.
              const order = sorting.findIndex((key) => key.id === column.id);
              const direction = order === -1 ? false : sorting[order].desc ? 'desc' : 'asc';
              const primary = order === 0;
              return (
                <TableHeader
                  key={header.id}
                  data-align={column.align}
                  data-sticky={column.id === rowHeaderId || undefined}
                  style={column.width ? { width: column.width } : undefined}
                  aria-sort={
                    header.column.getCanSort()
                      ? primary
                        ? direction === 'asc'
                          ? 'ascending'
                          : 'descending'
                        : 'none'
                      : undefined
                  }
                  className={styles.header}
                >
                  {header.column.getCanSort() ? (
                    <button
                      type="button"
                      className={styles.sortButton}
                      data-sorted={direction || undefined}
                      onClick={(event) => {
                        setSorting((current) => nextSorting(current, column.id, event.shiftKey));
                        toPage(1);
                      }}
                    >
                      {column.header}
                      {direction === 'asc' ? (
                        <ArrowUp aria-hidden />
                      ) : direction === 'desc' ? (
                        <ArrowDown aria-hidden />
                      ) : (
                        <ArrowUpDown aria-hidden className={styles.sortHint} />
                      )}
                      {direction && sorting.length > 1 && (
                        <>
                          <span className={styles.sortOrder} aria-hidden>
                            {formatNumber(order + 1)}
                          </span>
                          <span className={styles.hiddenText}>{t('core.dataTable.sortOrder', { order: order + 1 })}</span>
                        </>
                      )}
                    </button>
                  ) : (
                    column.header
                  )}
                </TableHeader>
              );
            })}
            {rowActions && (
              <TableHeader className={styles.actionsCell}>
                <span className={styles.hiddenText}>{t('core.dataTable.actions')}</span>
              </TableHeader>
            )}
          </TableRow>
        </TableHead>
        {/* The virtual layout's rows are each a body of their own (see DataTableRowGroup). */}
        {virtual && rowTotal > 0 && !loading && !error ? body : <TableBody>{body}</TableBody>}
      </TableRoot>
      {showPagination && (
        <Pagination
          count={matching}
          page={page}
          onPageChange={setPage}
          pageSize={pageSize}
          onPageSizeChange={(next) => {
            setPageSize(next);
            toPage(1);
          }}
          pageSizeOptions={pageSizeOptions}
          // Named after its table: a page with two tables has two of these landmarks.
          aria-label={t('core.dataTable.pagination', { table: ariaLabel })}
          className={styles.pagination}
        />
      )}
    </div>
  );
}

/** Whether a filter value filters anything: text, a chosen option, or a range with an end. */
function isActiveFilter(value: DataTableFilterValue | undefined): boolean {
  if (value === undefined || value === '') return false;
  if (isChoices(value)) return value.length > 0;
  return typeof value === 'string' || Boolean(value.start || value.end);
}

/** A row's heading cell: a `<th scope="row">` that looks like the other cells. */
function RowHeaderCell(props: Omit<ComponentProps<'th'>, 'scope'>) {
  return <TableHeader scope="row" {...props} />;
}

/** What every body row of one table shares (see `shared` in DataTable). */
interface RowShared<T> {
  /** The visible columns, in order. */
  columns: DataTableColumn<T>[];
  rowHeaderId: string | undefined;
  styles: ReturnType<typeof dataTable>;
  selectable: boolean;
  detailsColumn: boolean;
  rowActions: ((row: T) => MenuEntry[]) | undefined;
  renderDetail: ((row: T) => ReactNode) | undefined;
  columnCount: number;
  virtual: boolean;
  /** Measures a row's height in the virtual layout (added by VirtualRows). */
  measure?: (element: HTMLElement | null) => void;
  baseId: string;
  toggleExpanded: (id: string, open: boolean) => void;
  toggleSelected: (id: string, selected: boolean) => void;
}

interface BodyRowProps<T extends RowData> {
  id: string;
  /** The row's item of `data`. */
  item: T;
  /** The row's place among all rows (0-based), for `aria-rowindex` and the details' id. */
  position: number;
  /** The row's name in its controls' labels: its row header's text. */
  name: string;
  selected: boolean;
  expanded: boolean;
  shared: RowShared<T>;
}

/** One row of the body (and its details, when open). */
const BodyRow = memo(function BodyRow<T extends RowData>({
  id,
  item,
  position,
  name,
  selected,
  expanded,
  shared,
}: BodyRowProps<T>) {
  const { t, formatNumber, formatDate } = useLanguage();
  const { columns, styles, renderDetail, rowActions, virtual } = shared;
  const detailId = `${shared.baseId}-detail-${position}`;
  const toggle = () => shared.toggleExpanded(id, !expanded);
  const details: DataTableRowDetails = { expanded, toggleExpanded: toggle, detailsId: expanded ? detailId : undefined };
  const display = (column: DataTableColumn<T>): ReactNode => {
    if (column.cell) return column.cell(item, details);
    const value = column.value?.(item);
    if (typeof value === 'number') return formatNumber(value);
    // The day it counts as in sorting and filtering (the local one), written as that day in any time zone:
    // a server in UTC and a browser elsewhere then write the same.
    if (value instanceof Date) return formatDate(isoDay(value) ?? value);
    return value ?? '';
  };
  return (
    <DataTableRowGroup virtual={virtual} index={position} measure={shared.measure}>
      <TableRow
        aria-rowindex={virtual ? position + 2 : undefined}
        aria-selected={shared.selectable ? selected : undefined}
        data-selected={selected || undefined}
        className={styles.row}
      >
        {shared.selectable && (
          <TableCell className={styles.selectCell}>
            <SelectionCheckbox
              label={t('core.dataTable.selectRow', { name })}
              checked={selected}
              onChange={(checked) => shared.toggleSelected(id, checked)}
            />
          </TableCell>
        )}
        {shared.detailsColumn && (
          <TableCell className={styles.expandCell}>
            <IconButton
              size="sm"
              variant="ghost"
              aria-label={t('core.dataTable.details', { name })}
              aria-expanded={expanded}
              aria-controls={expanded ? detailId : undefined}
              className={styles.expandButton}
              onClick={toggle}
            >
              <ChevronRight aria-hidden data-mirror="" />
            </IconButton>
          </TableCell>
        )}
        {columns.map((column) => {
          const Cell = column.rowHeader ? RowHeaderCell : TableCell;
          return (
            <Cell
              key={column.id}
              data-align={column.align}
              data-sticky={column.id === shared.rowHeaderId || undefined}
              className={styles.cell}
            >
              {display(column)}
            </Cell>
          );
        })}
        {rowActions && (
          <TableCell className={styles.actionsCell}>
            <Menu actionsFor={name} items={rowActions(item)} />
          </TableCell>
        )}
      </TableRow>
      {expanded && renderDetail && (
        <TableRow className={styles.detailRow}>
          <TableCell id={detailId} colSpan={shared.columnCount} className={styles.detailCell}>
            {renderDetail(item)}
          </TableCell>
        </TableRow>
      )}
    </DataTableRowGroup>
  );
}) as <T extends RowData>(props: BodyRowProps<T>) => ReactNode;

interface VirtualRowsProps<T> {
  /** How many rows the scrolling box holds. */
  count: number;
  rowHeight: number;
  scroller: RefObject<HTMLElement | null>;
  idAt: (position: number) => string;
  shared: RowShared<T>;
  renderRow: (position: number, shared: RowShared<T>) => ReactNode;
}

/**
 * The virtual layout's rows: only those in view (and a few either side) are in the page, with spacers above
 * and below for the height of the others. A paged table never renders it, and so never makes a virtualizer.
 */
function VirtualRows<T>({ count, rowHeight, scroller, idAt, shared, renderRow }: VirtualRowsProps<T>) {
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scroller.current,
    estimateSize: () => rowHeight,
    getItemKey: idAt,
    measureElement: measureOrEstimate(rowHeight),
    overscan: 8,
  });
  const measured = useMemo(() => ({ ...shared, measure: virtualizer.measureElement }), [shared, virtualizer.measureElement]);
  const items = virtualizer.getVirtualItems();
  // Before the virtualizer has measured its box (the first render, the server's, and a frame or two after
  // mounting), the first rows stand in, and a spacer of the others' estimated height keeps the list its full
  // length: without it, a scroll in that moment (to the end, say) only reached the end of the first rows.
  const positions = items.length
    ? items.filter((item) => item.index < count).map((item) => item.index)
    : Array.from({ length: Math.min(FIRST_ROWS, count) }, (_, position) => position);
  const before = items.length ? items[0].start : 0;
  const after = items.length
    ? virtualizer.getTotalSize() - items[items.length - 1].end
    : Math.max(0, count - FIRST_ROWS) * rowHeight;
  return (
    <>
      {before > 0 && <Spacer height={before} columns={shared.columnCount} />}
      {positions.map((position) => renderRow(position, measured))}
      {after > 0 && <Spacer height={after} columns={shared.columnCount} />}
    </>
  );
}

/**
 * In the paged layout, a row (and its details) go straight into the one body. In the virtual layout each row
 * is a `<tbody>` of its own, measured as one with its details, so rows that grow keep the scroll height true.
 */
function DataTableRowGroup({
  virtual,
  index,
  measure,
  children,
}: {
  virtual: boolean;
  index: number;
  measure?: (element: HTMLElement | null) => void;
  children: ReactNode;
}) {
  if (!virtual) return <>{children}</>;
  return (
    <TableBody ref={measure} data-index={index}>
      {children}
    </TableBody>
  );
}

/** The height of the rows out of view, above or below those rendered. Hidden from screen readers. */
function Spacer({ height, columns }: { height: number; columns: number }) {
  return (
    <tbody aria-hidden>
      <tr style={{ height }}>
        <td colSpan={columns} style={{ padding: 0, border: 0 }} />
      </tr>
    </tbody>
  );
}

const NO_CHOICES: readonly string[] = [];

/** A column's filter control: a text field, a select with 'All' of one or several choices, or a date range picker. */
function ColumnFilter<T>({
  column,
  value,
  onChange,
  className,
}: {
  column: DataTableColumn<T>;
  value: DataTableFilterValue | undefined;
  onChange: (value: DataTableFilterValue) => void;
  className?: string;
}) {
  const { t } = useLanguage();
  const filter = column.filter!;
  const label = filter.label ?? column.header;
  if (filter.type === 'text') {
    return (
      <TextField
        type="search"
        label={label}
        value={typeof value === 'string' ? value : ''}
        onChange={(event) => onChange(event.currentTarget.value)}
        rootProps={{ className }}
      />
    );
  }
  if (filter.type === 'select') {
    return (
      <div className={className}>
        <Select
          label={label}
          items={[{ value: ALL, label: filter.allLabel ?? t('core.dataTable.all') }, ...filter.options]}
          value={typeof value === 'string' && value ? value : ALL}
          onValueChange={(next) => onChange(next === ALL ? '' : next)}
        />
      </div>
    );
  }
  if (filter.type === 'multiSelect') {
    return (
      <MultiChoiceFilter
        className={className}
        label={label}
        allLabel={filter.allLabel ?? t('core.dataTable.all')}
        options={filter.options}
        value={value !== undefined && isChoices(value) ? value : NO_CHOICES}
        onChange={onChange}
      />
    );
  }
  const range = value !== undefined && typeof value === 'object' && !isChoices(value) ? value : undefined;
  const start = parseIsoDay(range?.start);
  return (
    <div className={className}>
      <DateRangePicker
        label={label}
        value={start ? { start, end: parseIsoDay(range?.end) } : null}
        onValueChange={(next) =>
          onChange(
            next
              ? ({ start: next.start.toString(), end: next.end ? next.end.toString() : null } satisfies DataTableDateRange)
              : '',
          )
        }
      />
    </div>
  );
}
