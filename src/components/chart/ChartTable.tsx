// A chart's figures as a table, a chunk of its own: it sits in a closed disclosure, so a page loads it
// after the chart, not before its first paint.
import { useState } from 'react';
import { css } from 'styled-system/css';
import { whenNeeded } from '../../lib/when-needed';
import { TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRoot, TableRow } from '../table';
import type { ChartTableData } from './ChartFrame';
import type { TablePagesProps } from './TablePages';

// Only a table longer than a page has pages: a chart of a few points never loads the Pagination, nor the
// English that names it.
const TablePages = whenNeeded<TablePagesProps>(() => import('./TablePages').then((module) => module.TablePages));

/** The data table's rows per page: a longer table shows one page at a time, with a Pagination. */
const TABLE_PAGE_SIZE = 25;
// Room for the focus ring of its buttons inside the disclosure, which clips what overflows.
const pagination = css({ mt: '2', p: '1' });

export interface ChartTableProps {
  /** The figures: column headers and a row per category or point. */
  table: ChartTableData;
  /** The table's caption, which names it. */
  caption: string;
}

/** The chart's data table: a caption, the column headers, a row header per category or point. */
export function ChartTable({ table, caption }: ChartTableProps) {
  const [tablePage, setTablePage] = useState(1);
  const paged = table.rows.length > TABLE_PAGE_SIZE;
  const page = Math.min(tablePage, Math.max(1, Math.ceil(table.rows.length / TABLE_PAGE_SIZE)));
  const rows = paged ? table.rows.slice((page - 1) * TABLE_PAGE_SIZE, page * TABLE_PAGE_SIZE) : table.rows;
  return (
    <>
      <TableRoot size="sm">
        <TableCaption>{caption}</TableCaption>
        <TableHead>
          <TableRow>
            {table.columns.map((column) => (
              <TableHeader key={column}>{column}</TableHeader>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.header}>
              <TableHeader scope="row">{row.header}</TableHeader>
              {(typeof row.cells === 'function' ? row.cells() : row.cells).map((cell, index) => (
                <TableCell key={table.columns[index + 1] ?? index}>{cell}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </TableRoot>
      {paged && (
        <TablePages
          count={table.rows.length}
          page={page}
          onPageChange={setTablePage}
          pageSize={TABLE_PAGE_SIZE}
          table={caption}
          className={pagination}
        />
      )}
    </>
  );
}
