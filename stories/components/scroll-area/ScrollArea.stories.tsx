import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { css } from 'styled-system/css';
import { Stack } from 'styled-system/jsx';
import { Button, Dialog, Link, ScrollArea, ScrollAreaRootProvider, useScrollArea } from '../../../src';
import { focusInside, focusReturnedTo } from '../../support/overlay';

const EVENTS = [
  'Order PO-1042 placed',
  'Artwork approved',
  'Deposit received',
  'Raw materials ordered',
  'Production started',
  'Filling line booked',
  'Quality check passed',
  'Labels printed',
  'Packaging done',
  'Pallets wrapped',
  'Truck booked',
  'Picked up in Gothenburg',
  'Crossed into Denmark',
  'Arrived in Hamburg',
  'Delivered',
];

const box = css({ height: 'xs', width: 'xs', borderWidth: 'thin', borderColor: 'border.default', borderRadius: 'md' });

// The log as an element, not a component of this file: "Show code" then writes it out.
const log = (
  <ol className={css({ p: '3', display: 'grid', gap: '2', fontSize: 'sm', color: 'fg.default' })}>
    {EVENTS.map((event, index) => (
      <li key={event}>
        {index + 1}. {event}
      </li>
    ))}
  </ol>
);

const meta = {
  title: 'Components/Layout/ScrollArea',
  component: ScrollArea,
  args: { label: 'Shipment log', className: box, children: log },
  parameters: {
    docs: {
      description: {
        component:
          "A scrollable region (Ark ScrollArea) whose scrollbars are drawn by the package, the same in every browser and in both themes, on one axis or both; the thumb can be dragged. Give it a height (or max height) with `className`. The viewport is a region named by `label`. While it scrolls and holds nothing focusable it is in the Tab order with a visible focus ring, so a keyboard user can reach it and scroll it with the arrow keys, Page Up/Down, Home and End (the browser scrolls a focused scroller); this is what axe's `scrollable-region-focusable` asks. When it holds links or buttons, those take focus instead and the browser scrolls each into view. A scrollbar is drawn only for an axis that overflows. `useScrollArea` with `ScrollAreaRootProvider` scrolls it from outside.",
      },
    },
  },
} satisfies Meta<typeof ScrollArea>;

export default meta;
type Story = StoryObj<typeof meta>;

const scrollbar = (region: HTMLElement, orientation: 'vertical' | 'horizontal') =>
  region.parentElement!.querySelector<HTMLElement>(`[data-part="scrollbar"][data-orientation="${orientation}"]`)!;

/** A long log: the region takes focus from the keyboard; only the vertical scrollbar is drawn. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Shipment log' });
    // Ark assumes both axes overflow until it has measured the viewport: wait for the measured state.
    await waitFor(() => expect(scrollbar(region, 'horizontal')).not.toBeVisible());
    await expect(region).toHaveAttribute('tabindex', '0');
    await userEvent.tab();
    await expect(region).toHaveFocus();
    await expect(getComputedStyle(region).outlineStyle).toBe('solid');
    await expect(scrollbar(region, 'vertical')).toBeVisible();
    // Scrolling moves the thumb down the drawn scrollbar.
    const thumb = scrollbar(region, 'vertical').querySelector<HTMLElement>('[data-part="thumb"]')!;
    const top = thumb.getBoundingClientRect().top;
    region.scrollTop = region.scrollHeight;
    await waitFor(() => expect(thumb.getBoundingClientRect().top).toBeGreaterThan(top + 20));
    region.scrollTop = 0;
    region.blur();
  },
};

/** A table wider and taller than the area: it scrolls both ways, both scrollbars and the corner are drawn. */
export const BothAxes: Story = {
  render: function Shipments() {
    const columns = ['Reference', 'Product', 'Origin', 'Destination', 'Pallets', 'Carrier', 'Pick-up', 'Delivery', 'Status'];
    const events = [
      'Order PO-1042 placed',
      'Artwork approved',
      'Deposit received',
      'Raw materials ordered',
      'Production started',
      'Filling line booked',
      'Quality check passed',
      'Labels printed',
      'Packaging done',
      'Pallets wrapped',
      'Truck booked',
      'Picked up in Gothenburg',
      'Crossed into Denmark',
      'Arrived in Hamburg',
      'Delivered',
    ];
    const cell = css({ px: '3', py: '2', whiteSpace: 'nowrap', textAlign: 'start', fontSize: 'sm' });
    return (
      <ScrollArea
        label="Shipments"
        className={css({ height: 'xs', width: 'xs', borderWidth: 'thin', borderColor: 'border.default', borderRadius: 'md' })}
      >
        <table className={css({ borderCollapse: 'collapse', color: 'fg.default' })}>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column} className={cell}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {events.map((event, row) => (
              <tr key={event}>
                {columns.map((column) => (
                  <td key={column} className={cell}>
                    {column === 'Reference' ? `PO-${1040 + row}` : column === 'Status' ? event : `${column} ${row + 1}`}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollArea>
    );
  },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Shipments' });
    await waitFor(() => expect(scrollbar(region, 'horizontal')).toBeVisible());
    await expect(scrollbar(region, 'vertical')).toBeVisible();
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    await userEvent.tab();
    await expect(region).toHaveFocus();
    region.scrollLeft = region.scrollWidth;
    await waitFor(() => expect(canvas.getByRole('columnheader', { name: 'Status' })).toBeVisible());
    region.scrollLeft = 0;
    region.blur();
  },
};

/** Links inside: they take focus in turn, so the region itself stays out of the Tab order. */
export const WithLinks: Story = {
  args: {
    label: 'Projects',
    children: (
      <ul className={css({ p: '3', display: 'grid', gap: '2' })}>
        {EVENTS.map((event, index) => (
          <li key={event}>
            <Link href={`#project-${index}`}>{event}</Link>
          </li>
        ))}
      </ul>
    ),
  },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Projects' });
    await waitFor(() => expect(scrollbar(region, 'vertical')).toBeVisible());
    await expect(region).toHaveAttribute('tabindex', '-1');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: EVENTS[0] })).toHaveFocus();
    canvas.getByRole('link', { name: EVENTS[0] }).blur();
  },
};

/** Content that fits: no scrollbar is drawn and nothing extra is in the Tab order. */
export const ContentThatFits: Story = {
  args: { label: 'Short log', children: <p className={css({ p: '3', fontSize: 'sm' })}>Delivered in Hamburg.</p> },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Short log' });
    // Ark assumes overflow until it has measured the viewport, a frame after mounting.
    await waitFor(() => expect(region).toHaveAttribute('tabindex', '-1'));
    await expect(scrollbar(region, 'vertical')).not.toBeVisible();
    await expect(scrollbar(region, 'horizontal')).not.toBeVisible();
  },
};

/** `useScrollArea` with the parts: a button outside scrolls the log to its latest event. */
export const ScrolledFromOutside: Story = {
  render: function JumpToEnd() {
    const area = useScrollArea();
    const events = [
      'Order PO-1042 placed',
      'Artwork approved',
      'Deposit received',
      'Raw materials ordered',
      'Production started',
      'Filling line booked',
      'Quality check passed',
      'Labels printed',
      'Packaging done',
      'Pallets wrapped',
      'Truck booked',
      'Picked up in Gothenburg',
      'Crossed into Denmark',
      'Arrived in Hamburg',
      'Delivered',
    ];
    return (
      <Stack gap="3" alignItems="start">
        <ScrollAreaRootProvider
          value={area}
          className={css({ height: 'xs', width: 'xs', borderWidth: 'thin', borderColor: 'border.default', borderRadius: 'md' })}
        >
          <ScrollArea.Viewport role="region" aria-label="Shipment log" tabIndex={0}>
            <ScrollArea.Content>
              <ol className={css({ p: '3', display: 'grid', gap: '2', fontSize: 'sm', color: 'fg.default' })}>
                {events.map((event, index) => (
                  <li key={event}>
                    {index + 1}. {event}
                  </li>
                ))}
              </ol>
            </ScrollArea.Content>
          </ScrollArea.Viewport>
          <ScrollArea.Scrollbar>
            <ScrollArea.Thumb />
          </ScrollArea.Scrollbar>
        </ScrollAreaRootProvider>
        <Button variant="outline" onClick={() => area.scrollToEdge({ edge: 'bottom', behavior: 'instant' })}>
          Latest event
        </Button>
      </Stack>
    );
  },
  play: async ({ canvas }) => {
    const last = canvas.getByText(/Delivered/);
    const region = canvas.getByRole('region', { name: 'Shipment log' });
    await expect(last.getBoundingClientRect().top).toBeGreaterThan(region.getBoundingClientRect().bottom);
    await userEvent.click(canvas.getByRole('button', { name: 'Latest event' }));
    await waitFor(() => expect(last.getBoundingClientRect().bottom).toBeLessThanOrEqual(region.getBoundingClientRect().bottom));
    region.scrollTop = 0;
  },
};

/** Long terms in a Dialog: Tab reaches the text area after the close button, and Escape closes the dialog. */
export const InDialog: Story = {
  args: { label: 'Delivery terms text', className: css({ maxHeight: 'xs' }) },
  render: (args) => (
    <Dialog title="Delivery terms" trigger={<Button variant="outline">Read terms</Button>}>
      <ScrollArea {...args} />
    </Dialog>
  ),
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const opener = canvas.getByRole('button', { name: 'Read terms' });
    await userEvent.click(opener);
    const dialog = await body.findByRole('dialog', { name: 'Delivery terms' });
    await focusInside(dialog);
    const region = within(dialog).getByRole('region', { name: 'Delivery terms text' });
    await waitFor(() => expect(region).toHaveAttribute('tabindex', '0'));
    // The dialog's close button and the text area are its only tab stops: Tab reaches the area within two presses.
    for (let press = 0; press < 2 && region.ownerDocument.activeElement !== region; press++) await userEvent.tab();
    await expect(region).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await focusReturnedTo(opener);
  },
};
