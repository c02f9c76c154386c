import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OrdersPage } from '../examples/OrdersPage';
import ordersPageSource from '../examples/OrdersPage.tsx?raw';

const meta = {
  title: 'Docs/Page layout',
  parameters: { docs: { source: { code: ordersPageSource, language: 'tsx' } } },
} satisfies Meta;

export default meta;

const box = (element: Element) => element.getBoundingClientRect();

/** How many columns a grid of `columns` per breakpoint has at this window's width. */
function columnsAt(columns: Record<string, number>) {
  const from = { base: 0, sm: 640, md: 768, lg: 1024, xl: 1280 };
  let count = 1;
  for (const [breakpoint, width] of Object.entries(from)) if (window.innerWidth >= width) count = columns[breakpoint] ?? count;
  return count;
}

export const Orders: StoryObj = {
  render: () => <OrdersPage />,
  play: async ({ canvas }) => {
    const main = canvas.getByRole('main');
    // The page's column: at most 1280 px, centred, with gutters.
    await expect(box(main).width).toBeLessThanOrEqual(1280);
    const heading = canvas.getByRole('heading', { level: 1, name: 'Orders' });
    await expect(box(heading).left).toBeGreaterThan(box(main).left);
    // The title and the actions share a row, the actions at its end.
    const newOrder = canvas.getByRole('button', { name: 'New order' });
    await expect(box(newOrder).top).toBeLessThan(box(heading).bottom);
    const contentEnd = box(main).right - Number.parseFloat(getComputedStyle(main).paddingRight);
    await expect(box(newOrder).right).toBeCloseTo(contentEnd, 0);
    // The key figures in as many columns as the window's width gives, then the table, then the details.
    const figures = ['Open orders', 'Units this quarter', 'On-time deliveries'].map((label) =>
      box(canvas.getByText(label).closest('.card__root') as Element),
    );
    const perRow = figures.filter((figure) => figure.top === figures[0].top).length;
    await expect(perRow).toBe(columnsAt({ base: 1, sm: 2, lg: 3 }));
    const table = canvas.getByRole('table', { name: 'Orders' });
    await expect(box(table).top).toBeGreaterThan(Math.max(...figures.map((figure) => figure.bottom)));
    const latest = canvas.getByRole('heading', { level: 2, name: 'Latest order' });
    const delivery = canvas.getByRole('heading', { level: 2, name: 'Delivery' });
    await expect(box(latest).top).toBeGreaterThan(box(table).bottom);
    if (columnsAt({ base: 1, md: 2 }) === 2) await expect(box(delivery).top).toBe(box(latest).top);
    else await expect(box(delivery).top).toBeGreaterThan(box(latest).bottom);
    // An order's details: each label with its value.
    const terms = within(main).getAllByRole('term');
    await expect(terms.map((term) => term.textContent)).toEqual(['Order', 'Status', 'Units', 'Ship to', 'Carrier']);
  },
};
