import { getLocalTimeZone, today } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { shipments } from '../../../../app/data/shipping';
import { Button, LogisticsScheduler, type LogisticsSchedulerProps } from '../../../../src';
import { focusInside } from '../../../support/overlay';

const gummies = shipments[1];

/** Holds the open state like a page does: the button opens the panel, close and Confirm shut it. */
function Harness(props: LogisticsSchedulerProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Book Logistics</Button>
      <LogisticsScheduler
        {...props}
        open={open}
        onOpenChange={(details) => {
          setOpen(details.open);
          props.onOpenChange(details);
        }}
      />
    </>
  );
}

/**
 * "Show code" for the stories: the page's Book Logistics button and the panel it opens, as a portal writes them
 * (the stories' Harness, with the portal's own shipment and booking). `open` is whether the panel is open at
 * first, `defaultDate` the day already booked.
 */
function schedulerSnippet({ open = true, defaultDate }: { open?: boolean; defaultDate?: string } = {}) {
  const code = `import { useState } from 'react';
import { Button, LogisticsScheduler, type ScheduledShipment } from '@labelport/ui';

const shipment: ScheduledShipment = { id: 'ship-2', product: 'Collagen Gummies', units: 50_000, trucks: 1 };

// \`onConfirm\` gets the chosen day as an ISO date ('2030-06-14'): the portal books the trucks for it.
export function BookLogistics({ onConfirm }: { onConfirm: (date: string) => void }) {
  const [open, setOpen] = useState(${open});
  return (
    <>
      <Button onClick={() => setOpen(true)}>Book Logistics</Button>
      <LogisticsScheduler
        shipment={shipment}
        open={open}
        onOpenChange={(details) => setOpen(details.open)}
        onConfirm={onConfirm}${defaultDate ? `\n        defaultDate="${defaultDate}"` : ''}
      />
    </>
  );
}
`;
  return { docs: { source: { code, language: 'tsx' } } };
}

const meta = {
  title: 'Blocks/Dashboard/LogisticsScheduler',
  component: LogisticsScheduler,
  args: { shipment: gummies, open: true, onOpenChange: fn(), onConfirm: fn() },
  render: (args) => <Harness {...args} />,
  parameters: {
    docs: {
      // The panel is open from the start: on the docs page each story gets its own frame, as tall as the panel.
      story: { inline: false, iframeHeight: 760 },
      source: schedulerSnippet().docs.source,
      description: {
        component:
          '“Schedule Logistics”, opened by Book Logistics for one product: a side panel (modal dialog) with an inline single-date calendar (days before today are disabled; picking the chosen day again clears it), the Shipment Summary (product, quantity, trucks required, total pallets = trucks × 33, total boxes = trucks × 7,920, and the shipping date in the locale’s long format or “Not selected”), a “Ready for shipping” note once a day is chosen, and “Change Shipment” (clears the day and puts focus back on the calendar) and “Confirm”. Confirm without a day says what is missing; with one it calls `onConfirm` with the ISO day and closes. No request is made. Keyboard: focus is trapped in the panel; Tab reaches the close button, the calendar’s navigation and its focused day (arrows move, Enter or Space picks), then the buttons; Escape closes and focus returns to the opener. Screen readers hear the dialog’s title and description, “Ready for shipping” as a status and the missing-date message as an alert.',
      },
    },
  },
} satisfies Meta<typeof LogisticsScheduler>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const dayCell = (root: HTMLElement, iso: string) => {
  const cell = root.querySelector<HTMLElement>(`[data-part="table-cell-trigger"][data-view="day"][data-value="${iso}"]`);
  if (!cell) throw new Error(`No visible cell for ${iso}`);
  return cell;
};
const summaryValue = (dialog: HTMLElement, term: string) =>
  within(dialog).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

export const PickAndConfirm: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Schedule Logistics' });
    await expect(dialog).toHaveAccessibleDescription('Choose the day the trucks collect Collagen Gummies.');
    const summary = within(dialog).getByRole('region', { name: 'Shipment Summary' });
    await expect(summaryValue(summary, 'Product')).toBe('Collagen Gummies');
    await expect(summaryValue(summary, 'Quantity')).toBe('50,000 units');
    await expect(summaryValue(summary, 'Trucks Required')).toBe('1');
    await expect(summaryValue(summary, 'Total Pallets')).toBe('33');
    await expect(summaryValue(summary, 'Total Boxes')).toBe('7,920');
    await expect(summaryValue(summary, 'Shipping Date')).toBe('Not selected');
    await expect(within(dialog).queryByText('Ready for shipping')).toBeNull();
    // No shipping date in the past, so the calendar cannot go back before this month.
    await expect(within(dialog).getByRole('button', { name: 'Previous month' })).toBeDisabled();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Next month' }));
    const day = today(getLocalTimeZone()).add({ months: 1 }).set({ day: 15 });
    await userEvent.click(dayCell(dialog, day.toString()));
    const long = new Intl.DateTimeFormat('en', { year: 'numeric', month: 'long', day: '2-digit' }).format(
      day.toDate(getLocalTimeZone()),
    );
    await waitFor(() => expect(summaryValue(summary, 'Shipping Date')).toBe(long));
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Ready for shipping');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expect(args.onConfirm).toHaveBeenCalledWith(day.toString());
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    // The panel closes itself on Confirm, and says so once, with `{ open }` as Drawer and Dialog do.
    await expect(args.onOpenChange).toHaveBeenCalledOnce();
    await expect(args.onOpenChange).toHaveBeenCalledWith({ open: false });
  },
};

/** A double click on Confirm books once. */
export const DoubleClickConfirmsOnce: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Schedule Logistics' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next month' }));
    const day = today(getLocalTimeZone()).add({ months: 1 }).set({ day: 15 });
    await userEvent.click(dayCell(dialog, day.toString()));
    await expect(await within(dialog).findByText('Ready for shipping')).toBeVisible();
    // Both clicks of a fast double click reach the panel: in the app it is still sliding out at the second.
    const confirm = () => within(dialog).getByRole('button', { name: 'Confirm' });
    confirm().click();
    confirm().click();
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).toHaveBeenCalledWith(day.toString());
  },
};

export const ConfirmWithoutDate: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Schedule Logistics' });
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    await userEvent.click(confirm);
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose a shipping date first.');
    await expect(confirm).toHaveAccessibleDescription('Choose a shipping date first.');
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(dialog).toBeVisible();
  },
};

export const ChangeAndClear: Story = {
  args: { defaultDate: '2030-06-14' },
  parameters: schedulerSnippet({ defaultDate: '2030-06-14' }),
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Schedule Logistics' });
    const summary = within(dialog).getByRole('region', { name: 'Shipment Summary' });
    await expect(summaryValue(summary, 'Shipping Date')).toBe('June 14, 2030');
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Ready for shipping');

    // Change Shipment clears the day and puts focus back on the calendar.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change Shipment' }));
    await expect(summaryValue(summary, 'Shipping Date')).toBe('Not selected');
    await expect(within(dialog).getByRole('status')).toHaveTextContent('');
    await waitFor(() => expect(canvasElement.ownerDocument.activeElement).toHaveAttribute('data-part', 'table-cell-trigger'));

    // Picking a day and picking it again clears it too.
    const cell = dayCell(dialog, '2030-06-20');
    await userEvent.click(cell);
    await waitFor(() => expect(summaryValue(summary, 'Shipping Date')).toBe('June 20, 2030'));
    await userEvent.click(cell);
    await waitFor(() => expect(summaryValue(summary, 'Shipping Date')).toBe('Not selected'));
  },
};

export const KeyboardOnly: Story = {
  args: { open: false },
  parameters: schedulerSnippet({ open: false }),
  play: async ({ args, canvas, canvasElement }) => {
    const opener = canvas.getByRole('button', { name: 'Book Logistics' });
    opener.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Schedule Logistics' });
    await waitFor(() => expect(dialog).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement));
    // Tab until the calendar's focused day (today) has focus, then take tomorrow.
    for (let i = 0; i < 6 && canvasElement.ownerDocument.activeElement?.getAttribute('data-part') !== 'table-cell-trigger'; i++) {
      await userEvent.tab();
    }
    const start = today(getLocalTimeZone());
    await expect(canvasElement.ownerDocument.activeElement).toHaveAttribute('data-value', start.toString());
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() =>
      expect(canvasElement.ownerDocument.activeElement).toHaveAttribute('data-value', start.add({ days: 1 }).toString()),
    );
    await userEvent.keyboard('{Enter}');
    await expect(await within(dialog).findByText('Ready for shipping')).toBeVisible();
    // Tab on to Confirm (past Change Shipment) and press it.
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    for (let i = 0; i < 4 && canvasElement.ownerDocument.activeElement !== confirm; i++) await userEvent.tab();
    await expect(confirm).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledWith(start.add({ days: 1 }).toString());
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

export const EscapeCloses: Story = {
  play: async ({ args, canvasElement }) => {
    await focusInside(await body(canvasElement).findByRole('dialog', { name: 'Schedule Logistics' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith({ open: false });
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const CloseButton: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Schedule Logistics' });
    // As a user would: once the dialog has taken focus, not in the frame it mounts.
    await focusInside(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith({ open: false });
  },
};

export const Swedish: Story = {
  globals: { locale: 'sv' },
  args: { defaultDate: '2030-12-01' },
  // In Swedish (the portal's language, LabelportProvider's locale): the snippet is the same.
  parameters: schedulerSnippet({ defaultDate: '2030-12-01' }),
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Planera logistik' });
    const summary = within(dialog).getByRole('region', { name: 'Sammanfattning av leveransen' });
    await expect(summaryValue(summary, 'Leveransdatum')).toBe('01 december 2030');
    await expect(summaryValue(summary, 'Antal')).toMatch(/^50\s000 enheter$/);
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Redo för leverans');
  },
};
