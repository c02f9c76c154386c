import { type ComponentProps, createContext, type ReactNode, useContext, useId, useLayoutEffect, useMemo, useState } from 'react';
import { cx } from 'styled-system/css';
import { table } from 'styled-system/recipes';
import { useLanguage } from '../../i18n/LanguageProvider';

export type TableSize = 'sm' | 'md';

interface TableContextValue {
  styles: ReturnType<typeof table>;
  captionId: string;
  setHasCaption: (has: boolean) => void;
}

const TableContext = createContext<TableContextValue | null>(null);

function useTableContext(part: string): TableContextValue {
  const context = useContext(TableContext);
  if (!context) throw new Error(`Table.${part} must be used inside Table.Root`);
  return context;
}

export interface TableRootProps extends ComponentProps<'table'> {
  /** Cell padding. `sm` for dense data. */
  size?: TableSize;
  /** Rows highlight under the pointer, for tables whose rows hold actions. */
  interactive?: boolean;
  /**
   * Names the scrollable region when the table has no `Table.Caption` (with a caption, the caption names it).
   * Pass it translated.
   */
  'aria-label'?: string;
  /** Props for the scrollable region around the table, e.g. a `className` for layout. */
  regionProps?: Omit<ComponentProps<'section'>, 'children'>;
}

/**
 * A `<table>` inside a horizontally scrollable region. The region is focusable (`tabIndex` 0, role `region`)
 * and named after the caption, so keyboard users can scroll wide tables on narrow screens.
 */
export function TableRoot({
  size,
  interactive,
  className,
  'aria-label': ariaLabel,
  regionProps,
  children,
  ...props
}: TableRootProps) {
  const styles = useMemo(() => table({ size, interactive }), [size, interactive]);
  const captionId = useId();
  const [hasCaption, setHasCaption] = useState(false);
  const value = useMemo(() => ({ styles, captionId, setHasCaption }), [styles, captionId]);
  return (
    <TableContext.Provider value={value}>
      {/* A <section> with a name is a region; focusable so keyboard users can scroll it sideways. */}
      <section
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region needs keyboard focus (WCAG 2.1.1)
        tabIndex={0}
        aria-label={ariaLabel}
        aria-labelledby={!ariaLabel && hasCaption ? captionId : undefined}
        {...regionProps}
        className={cx(styles.root, regionProps?.className)}
      >
        <table className={cx(styles.table, className)} {...props}>
          {children}
        </table>
      </section>
    </TableContext.Provider>
  );
}

export interface TableCaptionProps extends ComponentProps<'caption'> {}

/** The table's title. It also names the scrollable region around the table. */
export function TableCaption({ className, ...props }: TableCaptionProps) {
  const { styles, captionId, setHasCaption } = useTableContext('Caption');
  useLayoutEffect(() => {
    setHasCaption(true);
    return () => setHasCaption(false);
  }, [setHasCaption]);
  return <caption id={captionId} className={cx(styles.caption, className)} {...props} />;
}

export interface TableHeadProps extends ComponentProps<'thead'> {}
/** The `<thead>` with the column headers. */
export function TableHead({ className, ...props }: TableHeadProps) {
  return <thead className={cx(useTableContext('Head').styles.head, className)} {...props} />;
}

export interface TableBodyProps extends ComponentProps<'tbody'> {}
/** The `<tbody>` with the data rows. */
export function TableBody({ className, ...props }: TableBodyProps) {
  return <tbody className={cx(useTableContext('Body').styles.body, className)} {...props} />;
}

export interface TableFooterProps extends ComponentProps<'tfoot'> {}
/** The `<tfoot>`, e.g. for totals. */
export function TableFooter({ className, ...props }: TableFooterProps) {
  return <tfoot className={cx(useTableContext('Footer').styles.footer, className)} {...props} />;
}

export interface TableRowProps extends ComponentProps<'tr'> {}
/** A `<tr>`. */
export function TableRow({ className, ...props }: TableRowProps) {
  return <tr className={cx(useTableContext('Row').styles.row, className)} {...props} />;
}

export interface TableHeaderProps extends ComponentProps<'th'> {
  /** What the header labels: `col` (default) for a column, `row` for a row's heading cell in the body. */
  scope?: 'col' | 'row' | 'colgroup' | 'rowgroup';
}
/** A header cell `<th>`. `scope` defaults to `col`; use `scope="row"` for a row's heading cell in the body. */
export function TableHeader({ className, scope = 'col', ...props }: TableHeaderProps) {
  return <th scope={scope} className={cx(useTableContext('Header').styles.header, className)} {...props} />;
}

export interface TableCellProps extends ComponentProps<'td'> {}
/** A data cell `<td>`. */
export function TableCell({ className, ...props }: TableCellProps) {
  return <td className={cx(useTableContext('Cell').styles.cell, className)} {...props} />;
}

export interface TableEmptyProps extends Omit<ComponentProps<'td'>, 'colSpan' | 'children'> {
  /** How many columns the table has, so the message spans them all. */
  colSpan: number;
  /** The message. Defaults to 'No data to show' in the active language. */
  children?: ReactNode;
}

/** A body row that says there is nothing to show, spanning every column. Put it in `Table.Body` instead of rows. */
export function TableEmpty({ colSpan, className, children, ...props }: TableEmptyProps) {
  const { styles } = useTableContext('Empty');
  const { t } = useLanguage();
  return (
    <tr className={styles.row}>
      <td colSpan={colSpan} className={cx(styles.empty, className)} {...props}>
        {children ?? t('core.table.empty')}
      </td>
    </tr>
  );
}
