// The virtual layout before it has measured its scroll box: on the server, and for a frame or two after
// mounting. A user can scroll in that moment, so the list must already have its full length.
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LanguageProvider } from '../../i18n/LanguageProvider';
import { DataTable, type DataTableColumn } from '.';

interface Item {
  id: string;
  name: string;
}

const ITEMS: Item[] = Array.from({ length: 1000 }, (_, index) => ({ id: String(index + 1), name: `Item ${index + 1}` }));
const COLUMNS: DataTableColumn<Item>[] = [{ id: 'name', header: 'Name', value: (item) => item.name, rowHeader: true }];

describe('DataTable, virtual layout, before measuring', () => {
  const html = renderToString(
    <LanguageProvider locale="en">
      <DataTable aria-label="Items" data={ITEMS} columns={COLUMNS} getRowId={(item) => item.id} layout="virtual" />
    </LanguageProvider>,
  );

  it('renders the first rows, numbered among all', () => {
    expect(html).toContain('aria-rowcount="1001"');
    expect(html.match(/<th[^>]*scope="row"/g)).toHaveLength(20);
    expect(html).toContain('Item 20');
    expect(html).not.toContain('Item 21<');
  });

  it('keeps the list its full length with a spacer for the rows not yet rendered', () => {
    // 980 rows of the estimated 45 px.
    expect(html).toMatch(/<tr style="height:44100px">/);
  });
});

// The paged layout hands TanStack Table only the page shown until the table is first idle (see DataTable):
// the first render, the server's among them, shows that page of all the rows, counted among all.
describe('DataTable, paged layout, before every row is made', () => {
  const render = (props: { defaultPage?: number } = {}) =>
    renderToString(
      <LanguageProvider locale="en">
        <DataTable aria-label="Items" data={ITEMS} columns={COLUMNS} getRowId={(item) => item.id} {...props} />
      </LanguageProvider>,
    );

  it('renders the first page and counts every row', () => {
    const html = render();
    expect(html.match(/<th[^>]*scope="row"/g)).toHaveLength(25);
    expect(html).toContain('Item 1<');
    expect(html).toContain('Item 25<');
    expect(html).not.toContain('Item 26<');
    expect(html).toContain('1,000 rows');
  });

  it('renders the page it starts on', () => {
    const html = render({ defaultPage: 3 });
    expect(html.match(/<th[^>]*scope="row"/g)).toHaveLength(25);
    expect(html).toContain('Item 51<');
    expect(html).toContain('Item 75<');
    expect(html).not.toContain('Item 50<');
    expect(html).not.toContain('Item 76<');
  });
});
