import { getLocalTimeZone, today } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FormDialog } from '../../../src';
import { ContactDialog, type ContactDialogProps } from '../../examples/ContactDialog';
import contactDialogSource from '../../examples/ContactDialog.tsx?raw';
import { NewOrderDialog } from '../../examples/NewOrderDialog';
import newOrderDialogSource from '../../examples/NewOrderDialog.tsx?raw';
import { expectFocusOn, focusInside, focusReturnedTo } from '../../support/overlay';
import { closedWithFocusOn } from '../../support/select';

const meta = {
  title: 'Components/Overlays/FormDialog',
  // The docs page shows FormDialog's props; the stories render it through a small contact form, since the
  // dialog needs a form from useForm, so their args are the contact form's.
  component: FormDialog as unknown as ComponentType<ContactDialogProps>,
  render: (args) => <ContactDialog onSubmit={args.onSubmit} onOpenChange={args.onOpenChange} />,
  args: { onSubmit: fn(), onOpenChange: fn() },
  parameters: {
    docs: {
      // The contact form as a portal writes it (stories/examples/ContactDialog.tsx).
      source: { code: contactDialogSource, language: 'tsx' },
      description: {
        component:
          "A form in a modal dialog: title, description, the fields, and Cancel and submit buttons in the footer. Pass the `form` from `useForm` (with `resetOnSubmit`). Submitting runs the form: problems appear next to their fields, in each field's description, and focus moves to the first one; a successful submit closes the dialog and focus returns to the trigger. If `onSubmit` returns a promise, the submit button is busy until it settles; if it rejects, the dialog stays open with everything typed. Cancel, Escape, the × and a click outside close it and discard what was typed. A double click submits once.",
      },
    },
  },
} satisfies Meta<ContactDialogProps>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/**
 * Problems first (focus on the first), then a valid double-clicked submit: one call, closed, focus back.
 * `onOpenChange` gets `{ open }`, as Dialog's and ConfirmDialog's do.
 */
export const SubmitAndClose: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: 'Add Contact' });
    await userEvent.click(trigger);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith({ open: true });
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Add Contact' });
    await focusInside(dialog);
    const d = within(dialog);
    const name = d.getByRole('textbox', { name: 'Name' });
    const email = d.getByRole('textbox', { name: 'Email' });
    await userEvent.type(email, 'anna');
    await userEvent.click(d.getByRole('button', { name: 'Add Contact' }));
    await expect(name).toHaveFocus();
    await expect(name).toHaveAccessibleDescription('Enter a name.');
    await expect(email).toHaveAccessibleDescription('Enter an e-mail address.');
    await expect(email).toHaveValue('anna');
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.type(name, 'Anna Lindqvist');
    await expect(d.queryByText('Enter a name.')).toBeNull();
    await userEvent.type(email, '@nordic.se');
    await userEvent.dblClick(d.getByRole('button', { name: 'Add Contact' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith({ name: 'Anna Lindqvist', email: 'anna@nordic.se' });
    await expect(args.onOpenChange).toHaveBeenLastCalledWith({ open: false });
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await focusReturnedTo(trigger);
  },
};

/** Cancel closes without submitting, and the dialog opens empty again. */
export const CancelDiscards: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: 'Add Contact' });
    await userEvent.click(trigger);
    let dialog = await page(canvasElement).findByRole('dialog', { name: 'Add Contact' });
    await focusInside(dialog);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Someone');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await focusReturnedTo(trigger);

    await userEvent.click(trigger);
    dialog = await page(canvasElement).findByRole('dialog', { name: 'Add Contact' });
    await focusInside(dialog);
    await expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('');
  },
};

/**
 * A save, then the dialog opened again and submitted empty: the form answers as it did the first time. The
 * save's guard against a double click's second click is over once the dialog has closed.
 */
export const SubmitEmptyAfterASave: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: 'Add Contact' });
    await userEvent.click(trigger);
    let dialog = await page(canvasElement).findByRole('dialog', { name: 'Add Contact' });
    await focusInside(dialog);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Anna Lindqvist');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'anna@nordic.se');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Contact' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await focusReturnedTo(trigger);

    await userEvent.click(trigger);
    dialog = await page(canvasElement).findByRole('dialog', { name: 'Add Contact' });
    await focusInside(dialog);
    const d = within(dialog);
    const name = d.getByRole('textbox', { name: 'Name' });
    await expect(name).toHaveValue('');
    await userEvent.click(d.getByRole('button', { name: 'Add Contact' }));
    await expectFocusOn(name);
    await expect(name).toHaveAccessibleDescription('Enter a name.');
    await expect(d.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Enter an e-mail address.');
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

/**
 * A Select, a DatePicker and a TextField, all required: a save, then the dialog opened again and submitted
 * empty shows every error, each with the Field's mark and icon, and focus moves to the first (the Select).
 * 'Show code' gives the whole example, as a portal would paste it (stories/examples/NewOrderDialog.tsx).
 */
export const SelectAndDateAfterASave: Story = {
  render: (args) => <NewOrderDialog onSubmit={args.onSubmit} />,
  parameters: { docs: { source: { code: newOrderDialogSource, language: 'tsx' } } },
  play: async ({ args, canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: 'New Order' });
    await userEvent.click(trigger);
    let dialog = await page(canvasElement).findByRole('dialog', { name: 'New Order' });
    await focusInside(dialog);
    let d = within(dialog);
    await userEvent.click(d.getByRole('combobox', { name: 'Package Type' }));
    const listbox = await d.findByRole('listbox', { name: 'Package Type' });
    await userEvent.click(within(listbox).getByRole('option', { name: 'Glass' }));
    await closedWithFocusOn(listbox, d.getByRole('combobox', { name: 'Package Type' }));
    await userEvent.click(d.getByRole('button', { name: 'Open calendar' }));
    const calendar = await d.findByRole('application', { name: 'Shipping date' });
    // The 20th of the month on show, today's (a browsed Storybook has no fixed 'today').
    const day = today(getLocalTimeZone()).set({ day: 20 });
    const cell = calendar.querySelector<HTMLElement>(`[data-part="table-cell-trigger"][data-view="day"][data-value="${day}"]`);
    if (!cell) throw new Error(`No cell for ${day}`);
    await userEvent.click(cell);
    await waitFor(() => expect(calendar).not.toBeVisible());
    await userEvent.type(d.getByRole('textbox', { name: 'Reference' }), 'PO-1042');
    await userEvent.click(d.getByRole('button', { name: 'Save Order' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      packageType: 'glass',
      shippingDate: day,
      reference: 'PO-1042',
    });
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await focusReturnedTo(trigger);

    await userEvent.click(trigger);
    dialog = await page(canvasElement).findByRole('dialog', { name: 'New Order' });
    await focusInside(dialog);
    d = within(dialog);
    await userEvent.click(d.getByRole('button', { name: 'Save Order' }));
    const select = d.getByRole('combobox', { name: 'Package Type' });
    await expectFocusOn(select);
    await expect(select).toHaveAccessibleDescription('Choose a package type.');
    await expect(d.getByRole('textbox', { name: 'Shipping date' })).toHaveAccessibleDescription('Choose a shipping date.');
    await expect(d.getByRole('textbox', { name: 'Reference' })).toHaveAccessibleDescription('Enter your reference.');
    await expect(dialog.querySelectorAll('[data-part="required-indicator"]')).toHaveLength(3);
    await expect(dialog.querySelectorAll('[data-part="error-text"] svg')).toHaveLength(3);
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    select.blur();
  },
};
