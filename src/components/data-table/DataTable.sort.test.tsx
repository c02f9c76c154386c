// The order a sorted table renders, read from its server-rendered rows (a default sort sorts on the first render).
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LanguageProvider } from '../../i18n/LanguageProvider';
import { DataTable, type DataTableColumn, type DataTableSort } from '.';

interface Batch {
  id: string;
  name: string;
  priority: 'High' | 'Medium' | 'Low';
  units?: number;
}

const BATCHES: Batch[] = [
  { id: '1', name: 'Apple Soda', priority: 'Low', units: 300 },
  { id: '2', name: 'Berry Tonic', priority: 'High' },
  { id: '3', name: 'Cherry Kombucha', priority: 'Medium', units: 100 },
  { id: '4', name: 'Ginger Shot', priority: 'High', units: 200 },
];
const RANK = { High: 0, Medium: 1, Low: 2 };
const COLUMNS: DataTableColumn<Batch>[] = [
  { id: 'name', header: 'Batch', value: (batch) => batch.name, rowHeader: true },
  // No value: the order is the compare's alone.
  { id: 'priority', header: 'Priority', cell: (batch) => batch.priority, compare: (a, b) => RANK[a.priority] - RANK[b.priority] },
  { id: 'units', header: 'Units', value: (batch) => batch.units },
];

function namesSortedBy(sort: DataTableSort[]) {
  const html = renderToString(
    <LanguageProvider locale="en">
      <DataTable aria-label="Batches" data={BATCHES} columns={COLUMNS} getRowId={(batch) => batch.id} defaultSorting={sort} />
    </LanguageProvider>,
  );
  return [...html.matchAll(/<th[^>]*scope="row"[^>]*>(.*?)<\/th>/g)].map((match) => match[1]);
}

describe('DataTable sorting', () => {
  it('orders a column that has only a compare by it', () => {
    expect(namesSortedBy([{ id: 'priority', desc: false }])).toEqual([
      'Berry Tonic',
      'Ginger Shot',
      'Cherry Kombucha',
      'Apple Soda',
    ]);
    expect(namesSortedBy([{ id: 'priority', desc: true }])).toEqual([
      'Apple Soda',
      'Cherry Kombucha',
      'Berry Tonic',
      'Ginger Shot',
    ]);
  });

  it('puts a row without a value last, and first when descending', () => {
    expect(namesSortedBy([{ id: 'units', desc: false }])).toEqual([
      'Cherry Kombucha',
      'Ginger Shot',
      'Apple Soda',
      'Berry Tonic',
    ]);
    expect(namesSortedBy([{ id: 'units', desc: true }])).toEqual(['Berry Tonic', 'Apple Soda', 'Ginger Shot', 'Cherry Kombucha']);
  });

  it('breaks ties by the next key', () => {
    expect(
      namesSortedBy([
        { id: 'priority', desc: false },
        { id: 'units', desc: true },
      ]),
    ).toEqual(['Berry Tonic', 'Ginger Shot', 'Cherry Kombucha', 'Apple Soda']);
  });
});
