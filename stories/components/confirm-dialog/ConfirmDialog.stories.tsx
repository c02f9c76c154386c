import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button, ConfirmDialog } from '../../../src';
import { focusInside, focusReturnedTo } from '../../support/overlay';

const meta = {
  title: 'Components/Overlays/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    title: 'Are you sure?',
    description: 'This permanently deletes your account and all of its data. It cannot be undone.',
    confirmLabel: 'Delete Account',
    tone: 'danger',
    trigger: <Button tone="danger">Delete Account</Button>,
    onConfirm: fn(),
    onCancel: fn(),
    onOpenChange: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          'Asks for confirmation before an action, typically a destructive one. It is an `alertdialog` named by its title and described by its text. Focus starts on Cancel, so pressing Enter straight away never confirms; Escape and Cancel cancel (`onCancel`), a click outside does nothing, and Confirm runs `onConfirm` and closes. Focus is trapped inside and returns to the trigger. `tone="danger"` makes the confirm button red.',
      },
    },
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Confirm runs the action and closes; `onOpenChange` gets `{ open }`, as every dialog's does. */
export const Destructive: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: 'Delete Account' });
    await userEvent.click(trigger);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(expect.objectContaining({ open: true }));
    const dialog = await page(canvasElement).findByRole('alertdialog', { name: 'Are you sure?' });
    await expect(dialog).toHaveAccessibleDescription(/cannot be undone/);
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete Account' });
    await waitFor(() => expect(cancel).toHaveFocus());
    await expect(confirm.className).toContain('tone_danger');
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(page(canvasElement).queryByRole('alertdialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(expect.objectContaining({ open: false }));
    await expect(args.onCancel).not.toHaveBeenCalled();
    await focusReturnedTo(trigger);
  },
};

export const EnterCancels: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Account' }));
    const dialog = await page(canvasElement).findByRole('alertdialog');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    // Enter straight away presses Cancel, never the destructive action.
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(page(canvasElement).queryByRole('alertdialog')).toBeNull());
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await focusReturnedTo(canvas.getByRole('button', { name: 'Delete Account' }));
  },
};

export const EscapeCancels: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Account' }));
    await focusInside(await page(canvasElement).findByRole('alertdialog'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('alertdialog')).toBeNull());
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await focusReturnedTo(canvas.getByRole('button', { name: 'Delete Account' }));
  },
};

export const OutsideClickKeepsItOpen: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Account' }));
    const dialog = await page(canvasElement).findByRole('alertdialog');
    await focusInside(dialog);
    // While the dialog is open the page lets no pointer through (pointer-events: none), as for a real click.
    await userEvent.click(dialog.parentElement!, { pointerEventsCheck: 0 });
    await expect(dialog).toBeVisible();
    await expect(args.onCancel).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('alertdialog')).toBeNull());
    await focusReturnedTo(canvas.getByRole('button', { name: 'Delete Account' }));
  },
};

export const NotDestructive: Story = {
  args: {
    title: 'Submit this request?',
    description: 'Our team reviews it within two working days.',
    confirmLabel: undefined,
    tone: 'default',
    trigger: <Button>Submit Request</Button>,
  },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Request' }));
    const dialog = await page(canvasElement).findByRole('alertdialog', { name: 'Submit this request?' });
    await focusInside(dialog);
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    await expect(confirm.className).not.toContain('tone_danger');
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(page(canvasElement).queryByRole('alertdialog')).toBeNull());
    await focusReturnedTo(canvas.getByRole('button', { name: 'Submit Request' }));
  },
};

export const SlowConfirm: Story = {
  args: {
    onConfirm: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 300))),
  },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Account' }));
    const dialog = await page(canvasElement).findByRole('alertdialog');
    await focusInside(dialog);
    const confirm = within(dialog).getByRole('button', { name: 'Delete Account' });
    await userEvent.click(confirm);
    // Busy while the action runs, then closed.
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(page(canvasElement).queryByRole('alertdialog')).toBeNull());
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await focusReturnedTo(canvas.getByRole('button', { name: 'Delete Account' }));
  },
};

export const FailedConfirmStaysOpen: Story = {
  args: { onConfirm: fn(() => Promise.reject(new Error('offline'))) },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Account' }));
    const dialog = await page(canvasElement).findByRole('alertdialog');
    await focusInside(dialog);
    const confirm = within(dialog).getByRole('button', { name: 'Delete Account' });
    await userEvent.click(confirm);
    await waitFor(() => expect(confirm).toBeEnabled());
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await expect(dialog).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('alertdialog')).toBeNull());
    await focusReturnedTo(canvas.getByRole('button', { name: 'Delete Account' }));
  },
};

export const InSwedish: Story = {
  globals: { locale: 'sv' },
  args: { confirmLabel: undefined, tone: 'default' },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Account' }));
    const dialog = await page(canvasElement).findByRole('alertdialog');
    await expect(within(dialog).getByRole('button', { name: 'Avbryt' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Bekräfta' })).toBeVisible();
    await focusInside(dialog);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('alertdialog')).toBeNull());
    await focusReturnedTo(canvas.getByRole('button', { name: 'Delete Account' }));
  },
};
