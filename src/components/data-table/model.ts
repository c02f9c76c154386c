import { type CalendarDate, parseDate } from '@internationalized/date';
import type { ReactNode } from 'react';
import { foldedPattern, foldForSearch } from '../../lib/fold';

/** What a column's `value` gives: what the column sorts, filters and searches by. */
export type DataTableValue = string | number | Date | null | undefined;

/** A filter above the table for one column. */
export type DataTableColumnFilter =
  /** A text field: rows whose value contains the text (case and accents aside) stay. */
  | { type: 'text'; label?: string }
  /** A select: rows whose value (or `filterValue`) equals the chosen option stay; 'All' (or `allLabel`) shows every row. */
  | { type: 'select'; label?: string; allLabel?: string; options: readonly { value: string; label: string }[] }
  /**
   * A select of several choices: rows whose value (or `filterValue`) equals any chosen option stay; with none
   * chosen, 'All' (or `allLabel`), every row does.
   */
  | { type: 'multiSelect'; label?: string; allLabel?: string; options: readonly { value: string; label: string }[] }
  /** A date range: rows whose value (a Date or an ISO date) falls on or between the two days stay. */
  | { type: 'dateRange'; label?: string };

/** The value a column filter holds: the text, the chosen option or options, or an ISO date range. */
export type DataTableFilterValue = string | readonly string[] | DataTableDateRange;

/** A date range filter's value, as ISO dates ('2026-01-31'); either end may be open. */
export interface DataTableDateRange {
  start: string | null;
  end: string | null;
}

/** What a column's `cell` gets beside its row: the state of the row's details (the table's `renderDetail`). */
export interface DataTableRowDetails {
  /** Whether the row's details are open. */
  expanded: boolean;
  /** Opens the details, or closes them when open. With `singleExpand`, opening closes the other rows'. */
  toggleExpanded: () => void;
  /** The id of the details while they are open, for the button's `aria-controls`. */
  detailsId: string | undefined;
}

/** One column of a DataTable. */
export interface DataTableColumn<T> {
  /** Identifies the column in the sort, filter and visibility state (and a server's query). */
  id: string;
  /** The header text. It names the column's sort button, its filter and its entry in the Columns menu. */
  header: string;
  /**
   * The cell's value: what the column sorts, filters and searches by, and what it shows without `cell`.
   * Text sorts by the active language's rules (Å after Z in Swedish); numbers and dates by value.
   */
  value?: (row: T) => DataTableValue;
  /**
   * What the column's filter compares, when not the value: e.g. a status's key ('In Review') while the value,
   * which sorts and searches, is its translated name.
   */
  filterValue?: (row: T) => DataTableValue;
  /**
   * Renders the cell. Without it the value shows, numbers and dates in the active language's format. `details`
   * lets a cell's own button open the row's details (see the table's `detailsButton`). A row renders again when
   * its item, its selection or details, or the table's `columns` change: a cell that shows other state (a
   * booking kept beside the rows, say) needs that state among the dependencies of the columns' `useMemo`.
   */
  cell?: (row: T, details: DataTableRowDetails) => ReactNode;
  /** Where the cell's content sits. Numbers read best at `end`. */
  align?: 'start' | 'center' | 'end';
  /** The column's width, any CSS length ('12rem', '20%'). Without it the browser shares the width out. */
  width?: string;
  /** Whether the header sorts the rows. Default: when the column has a `value` or a `compare`. */
  sortable?: boolean;
  /** Orders two rows ascending (negative when `a` comes first), for an order the value cannot give. */
  compare?: (a: T, b: T) => number;
  /** A filter for this column above the table. */
  filter?: DataTableColumnFilter;
  /** Whether the search box looks in this column. Default: when its value is text. */
  searchable?: boolean;
  /**
   * Makes the column's cells row headers (`<th scope="row">`): its value names the row for the selection
   * checkbox, the actions menu and the details button. The first such column stays in view when the table
   * scrolls sideways.
   */
  rowHeader?: boolean;
  /** Whether the Columns menu can hide the column. Default true, except for a row header column. */
  hideable?: boolean;
}

/** Orders two values ascending: text by `collator`, numbers and dates by value; empty values come last. */
export function compareValues(a: DataTableValue, b: DataTableValue, collator: Intl.Collator): number {
  const aEmpty = a === null || a === undefined || a === '';
  const bEmpty = b === null || b === undefined || b === '';
  if (aEmpty || bEmpty) return aEmpty === bEmpty ? 0 : aEmpty ? 1 : -1;
  if (a instanceof Date || b instanceof Date) return toTime(a) - toTime(b);
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

const toTime = (value: DataTableValue) => (value instanceof Date ? value.getTime() : new Date(String(value)).getTime());

/** The ISO day ('2026-01-31') of a value, or null when it is no date. Dates count in local time. */
export function isoDay(value: DataTableValue): string | null {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return null;
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
  }
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : null;
}

/** A multiple choice filter's value. */
export const isChoices = (wanted: DataTableFilterValue): wanted is readonly string[] => Array.isArray(wanted);

/** Whether a value passes a column filter; an empty filter lets every value pass. */
export function matchesFilter(
  value: DataTableValue,
  filter: DataTableColumnFilter,
  wanted: DataTableFilterValue | undefined,
  locale: string,
): boolean {
  if (wanted === undefined || wanted === '') return true;
  if (isChoices(wanted)) {
    if (wanted.length === 0) return true;
    return (
      value !== null && value !== undefined && wanted.includes(value instanceof Date ? (isoDay(value) ?? '') : String(value))
    );
  }
  if (filter.type === 'dateRange') {
    if (typeof wanted === 'string' || (!wanted.start && !wanted.end)) return true;
    const day = isoDay(value);
    if (!day) return false;
    return (!wanted.start || day >= wanted.start) && (!wanted.end || day <= wanted.end);
  }
  if (typeof wanted !== 'string') return true;
  if (value === null || value === undefined) return false;
  const text = value instanceof Date ? (isoDay(value) ?? '') : String(value);
  if (filter.type === 'select') return text === wanted;
  return includesText(text, wanted, locale);
}

/** Languages whose lower case differs from Unicode's default: Turkish and Azeri dotted I, Lithuanian dot above. */
const SPECIAL_CASING = /^(tr|az|lt)(-|$)/i;

/**
 * The test each search and text filter runs on every row, made once per query and language: accents and
 * case set aside, as the Combobox does. Lowering the text and the query would make two new strings per row
 * and column on every keystroke, which at 100,000 rows is most of a search's time. A pattern allocates
 * nothing per row; only the languages with special casing rules still fold the text.
 */
function textMatcher(query: string, locale: string): (text: string) => boolean {
  const wanted = foldForSearch(query.trim(), locale);
  if (SPECIAL_CASING.test(locale)) return (text) => foldForSearch(text, locale).includes(wanted);
  const pattern = foldedPattern(wanted);
  return (text) => pattern.test(text);
}

/** Matchers by language, then query. Each keystroke of a search is a new query: past 64, the cache starts over. */
const matchers = new Map<string, Map<string, (text: string) => boolean>>();
const MAX_MATCHERS = 64;

/** Whether `text` contains `query` (trimmed), ignoring accents and case in the active language. */
export function includesText(text: string, query: string, locale: string): boolean {
  let byQuery = matchers.get(locale);
  if (!byQuery) {
    byQuery = new Map();
    matchers.set(locale, byQuery);
  }
  let matches = byQuery.get(query);
  if (!matches) {
    if (byQuery.size >= MAX_MATCHERS) byQuery.clear();
    matches = textMatcher(query, locale);
    byQuery.set(query, matches);
  }
  return matches(text);
}

/** Whether a column sorts: told, or when it has a value or a comparator. */
export const isSortable = <T>(column: DataTableColumn<T>) => column.sortable ?? Boolean(column.value || column.compare);

/** A calendar day from an ISO date, or null for none or a malformed one. */
export function parseIsoDay(iso: string | null | undefined): CalendarDate | null {
  if (!iso) return null;
  try {
    return parseDate(iso);
  } catch {
    return null;
  }
}

/**
 * The sort order after a click on a column's header, as TanStack Table orders it (ascending first, removable):
 * a column goes unsorted → ascending → descending → unsorted. With `add` (Shift) it joins the order as a
 * further key, or changes in place. Without, it becomes the only key, unless it is already the last key, which
 * changes in place.
 */
export function nextSorting(sorting: readonly SortKey[], id: string, add: boolean): SortKey[] {
  const index = sorting.findIndex((key) => key.id === id);
  const existing = index === -1 ? undefined : sorting[index];
  const next = { id, desc: existing ? !existing.desc : false };
  if (existing && ((add && sorting.length > 0) || index === sorting.length - 1))
    return existing.desc ? sorting.filter((key) => key.id !== id) : sorting.map((key) => (key.id === id ? next : key));
  return add && sorting.length > 0 ? [...sorting, next] : [next];
}

/** One key of a sort order: a column's id, descending when `desc`. */
interface SortKey {
  id: string;
  desc: boolean;
}
