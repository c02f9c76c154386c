import { getLocalTimeZone, today } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { shipments } from '../../../../app/data/shipping';
import { ShippingTable } from '../../../../src';
import { focusInside, focusReturnedTo } from '../../../support/overlay';
import { loadFailedStory, loadingStory } from '../../../support/remote-data';

const meta = {
  title: 'Blocks/Dashboard/ShippingTable',
  component: ShippingTable,
  args: { shipments, onBook: fn(), onComplete: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'The “Shipping Status” table of the logistics screen: Product, Units, Trucks Required, Status (a labelled progress bar with its percent) and Actions (Track, Book Logistics, Complete). Each product name is a disclosure button: it opens a detail row with the pallet, box and unit totals (trucks × 33, × 7,920, × 98,000), and opening one row closes the other. Track is a link to `/tracking?number=<tracking number>`; Book Logistics opens the “Schedule Logistics” panel for that product, whose Confirm books the day and returns focus to the row’s “Change Booking”; Complete marks the shipment complete and moves focus to the “Completed” note. The table saves and confirms nothing itself: it reports `onBook` and `onComplete`, and a page that keeps the data passes `bookings` and `completedIds` back (without them the table keeps its own copy for the visit). It is a DataTable: the first four columns sort from their headers, a polite line says how many shipments there are, and past 25 it pages. Keyboard: Tab reaches the scrollable table region, the headers’ sort buttons, then each disclosure and action; Enter or Space toggles a row. Screen readers hear “<product>, button, collapsed/expanded”, and each action’s name includes the product.',
      },
    },
  },
} satisfies Meta<typeof ShippingTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Shipping Status' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    await expect(headers).toEqual(['Product', 'Units', 'Trucks Required', 'Status', 'Actions']);
    const energy = canvas.getByRole('button', { name: 'Energy Drink - Tropical' });
    await expect(energy).toHaveAttribute('aria-expanded', 'false');
    const row = energy.closest('tr') as HTMLElement;
    await expect(row).toHaveTextContent('100,000 units');
    // The product is the row's header; Trucks Required is the second cell after it.
    await expect(within(row).getByRole('rowheader')).toHaveTextContent('Energy Drink - Tropical');
    await expect(within(row).getAllByRole('cell')[1]).toHaveTextContent('2');
    await expect(canvas.getByRole('status')).toHaveTextContent('3 shipments');
    const bar = within(row).getByRole('progressbar', { name: 'In Transit' });
    await expect(bar).toHaveAttribute('aria-valuenow', '75');
    await expect(row).toHaveTextContent('75%');
    await expect(canvas.getByRole('link', { name: 'Track Energy Drink - Tropical' })).toHaveAttribute(
      'href',
      '/tracking?number=LP-4827-1935',
    );
    await expect(canvas.getByRole('progressbar', { name: 'Packaging' })).toHaveAttribute('aria-valuenow', '40');
    await expect(canvas.getByRole('progressbar', { name: 'Delivered' })).toHaveAttribute('aria-valuenow', '100');
    await expect(canvas.getByRole('button', { name: 'Book Logistics Collagen Gummies' })).toHaveTextContent('Book Logistics');
    await expect(canvas.getByRole('button', { name: 'Complete Vitamin Water - Citrus' })).toHaveTextContent('Complete');
  },
};

export const ExpandOneRowAtATime: Story = {
  play: async ({ canvas }) => {
    const energy = canvas.getByRole('button', { name: 'Energy Drink - Tropical' });
    const gummies = canvas.getByRole('button', { name: 'Collagen Gummies' });
    await expect(energy).not.toHaveAttribute('aria-controls');
    await expect(canvas.queryByText('Total pallets')).toBeNull();

    await userEvent.click(energy);
    await expect(energy).toHaveAttribute('aria-expanded', 'true');
    const energyDetails = controlledBy(energy);
    await expect(energyDetails).toBeVisible();
    // 2 trucks: 66 pallets, 15,840 boxes, 196,000 units.
    await expect(energyDetails).toHaveTextContent('Total pallets66');
    await expect(energyDetails).toHaveTextContent('Total boxes15,840');
    await expect(energyDetails).toHaveTextContent('196,000');

    await userEvent.click(gummies);
    const gummiesDetails = controlledBy(gummies);
    await expect(gummies).toHaveAttribute('aria-expanded', 'true');
    await expect(energy).toHaveAttribute('aria-expanded', 'false');
    await expect(energyDetails).not.toBeInTheDocument();
    await expect(gummiesDetails).toHaveTextContent('Total pallets33');
    await expect(gummiesDetails).toHaveTextContent('Total boxes7,920');
    await expect(gummiesDetails).toHaveTextContent('98,000');

    // The open row closes again.
    await userEvent.click(gummies);
    await expect(gummies).toHaveAttribute('aria-expanded', 'false');
    await expect(gummiesDetails).not.toBeInTheDocument();
  },
};

/** The details an open disclosure button points at with `aria-controls`. */
function controlledBy(button: HTMLElement): HTMLElement {
  const id = button.getAttribute('aria-controls');
  const element = id ? button.ownerDocument.getElementById(id) : null;
  if (!element) throw new Error('aria-controls does not point at an element');
  return element;
}

export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('region', { name: 'Shipping Status' })).toHaveFocus();
    // The headers' sort buttons come first; Enter on Units sorts by it, fewest first.
    const tabTo = async (name: string) => {
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name })).toHaveFocus();
    };
    await tabTo('Product');
    await tabTo('Units');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('columnheader', { name: 'Units' })).toHaveAttribute('aria-sort', 'ascending');
    const products = canvas.getAllByRole('rowheader').map((cell) => cell.textContent);
    await expect(products).toEqual(['Collagen Gummies', 'Energy Drink - Tropical', 'Vitamin Water - Citrus']);
    await tabTo('Trucks Required');
    await tabTo('Status');
    await userEvent.tab();
    const gummies = canvas.getByRole('button', { name: 'Collagen Gummies' });
    await expect(gummies).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(gummies).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard(' ');
    await expect(gummies).toHaveAttribute('aria-expanded', 'false');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Book Logistics Collagen Gummies' })).toHaveFocus();
  },
};

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const BookLogistics: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Book Logistics Collagen Gummies' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Schedule Logistics' });
    await expect(dialog).toHaveAccessibleDescription('Choose the day the trucks collect Collagen Gummies.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next month' }));
    const day = today(getLocalTimeZone()).add({ months: 1 }).set({ day: 10 });
    const cell = dialog.querySelector<HTMLElement>(`[data-part="table-cell-trigger"][data-view="day"][data-value="${day}"]`);
    if (!cell) throw new Error('day not shown');
    await userEvent.click(cell);
    await expect(await within(dialog).findByText('Ready for shipping')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());

    const long = new Intl.DateTimeFormat('en', { year: 'numeric', month: 'long', day: '2-digit' }).format(
      day.toDate(getLocalTimeZone()),
    );
    // The row says it is booked, and the booking is reported for the page to save.
    await expect(canvas.getByText(`Booked for ${long}`)).toBeVisible();
    await expect(args.onBook).toHaveBeenCalledWith(
      expect.objectContaining({ shipmentId: 'ship-2', date: day.toString() }),
      expect.objectContaining({ id: 'ship-2' }),
    );
    // Focus comes back to the row's action, now 'Change Booking'.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Change Booking Collagen Gummies' })).toHaveFocus());
  },
};

export const Complete: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Complete Vitamin Water - Citrus' }));
    await expect(args.onComplete).toHaveBeenCalledWith(expect.objectContaining({ id: 'ship-3' }));
    const note = canvas.getByText('Completed');
    await waitFor(() => expect(note).toHaveFocus());
    await expect(canvas.queryByRole('button', { name: /^Complete / })).toBeNull();
  },
};

/** A page that holds the data: the table shows what it is given, and a change shows once the page passes it back. */
export const HeldByThePage: Story = {
  args: { completedIds: [] },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Complete Vitamin Water - Citrus' }));
    await expect(args.onComplete).toHaveBeenCalledWith(expect.objectContaining({ id: 'ship-3' }));
    // The page has not saved it (yet), so the row still offers Complete.
    await expect(canvas.getByRole('button', { name: 'Complete Vitamin Water - Citrus' })).toBeVisible();
    await expect(canvas.queryByText('Completed')).toBeNull();
  },
};

export const Booked: Story = {
  args: {
    defaultBookings: { 'ship-2': { shipmentId: 'ship-2', date: '2030-12-01', bookedAt: '2026-11-22T10:00:00.000Z' } },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Booked for December 01, 2030')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Change Booking Collagen Gummies' }));
    // The panel opens on the booked day.
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Schedule Logistics' });
    await expect(within(dialog).getByText('December 01, 2030')).toBeVisible();
    await focusInside(dialog);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await focusReturnedTo(canvas.getByRole('button', { name: 'Change Booking Collagen Gummies' }));
  },
};

export const Empty: Story = {
  args: { shipments: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('cell', { name: 'No shipments yet.' })).toBeVisible();
  },
};

/** A double click on Confirm makes one booking. */
export const DoubleClickBooksOnce: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Book Logistics Collagen Gummies' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Schedule Logistics' });
    await focusInside(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next month' }));
    const day = today(getLocalTimeZone()).add({ months: 1 }).set({ day: 10 });
    const cell = dialog.querySelector<HTMLElement>(`[data-part="table-cell-trigger"][data-view="day"][data-value="${day}"]`);
    if (!cell) throw new Error('day not shown');
    await userEvent.click(cell);
    await expect(await within(dialog).findByText('Ready for shipping')).toBeVisible();
    // Both clicks of a fast double click reach the panel: in the app it is still sliding out at the second,
    // and the booking has already re-opened it on the booked day.
    const confirm = () => within(dialog).getByRole('button', { name: 'Confirm' });
    confirm().click();
    confirm().click();
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(args.onBook).toHaveBeenCalledTimes(1);
    await focusReturnedTo(canvas.getByRole('button', { name: 'Change Booking Collagen Gummies' }));
  },
};

/** Loading: skeletons stand in for the data, the area is busy, and screen readers hear 'Loading shipments…'. */
export const Loading: Story = loadingStory('shipments');

/** Loading failed: "Couldn't load shipments" and what to do, and Retry calls `onRetry`. */
export const LoadFailed: Story = loadFailedStory('shipments');
