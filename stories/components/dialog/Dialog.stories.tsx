import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button, Dialog, DialogCloseTrigger } from '../../../src';
import { clickOutsideCloses, clickWhileClosingKeepsFocus, focusInside, focusReturnedTo } from '../../support/overlay';

const meta = {
  title: 'Components/Overlays/Dialog',
  component: Dialog,
  args: {
    title: 'Energy Drink - Tropical',
    description: 'Current progress: 40% complete',
    trigger: <Button>View project</Button>,
    children: <p>Contract signed. Production starts next.</p>,
    onOpenChange: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          'A modal dialog (Ark Dialog), rendered in a portal over a dimmed backdrop. It has role `dialog` with `aria-modal`, is named by its title and described by its description; the page behind is hidden from screen readers and does not scroll. Focus moves into the dialog and is trapped there (Tab and Shift+Tab cycle); Escape, a click outside and the × button (named by the translated "Close") close it, and focus returns to the trigger. On narrow screens it is as wide as the screen minus a margin.',
      },
    },
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Default: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: 'View project' });
    await userEvent.click(trigger);
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Energy Drink - Tropical' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(dialog).toHaveAccessibleDescription('Current progress: 40% complete');
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(within(dialog).getByText('Contract signed. Production starts next.')).toBeVisible();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(expect.objectContaining({ open: true }));
    // Focus moved into the dialog.
    await waitFor(() => expect(dialog.contains(canvasElement.ownerDocument.activeElement)).toBe(true));
    // Escape closes it and focus returns to the trigger.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await focusReturnedTo(trigger);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(expect.objectContaining({ open: false }));
  },
};

export const CloseButton: Story = {
  play: async ({ canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: 'View project' });
    await userEvent.click(trigger);
    const dialog = await page(canvasElement).findByRole('dialog');
    await focusInside(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await focusReturnedTo(trigger);
  },
};

// A double-clicked button that closes the dialog: the second click comes while the dialog fades out,
// after focus went back to the trigger. It lands on the fading backdrop and must leave focus there.
export const ClickWhileClosing: Story = {
  parameters: {
    docs: {
      source: {
        code: `<Dialog
  title="Energy Drink - Tropical"
  description="Current progress: 40% complete"
  trigger={<Button>View project</Button>}
  footer={
    <Dialog.CloseTrigger asChild>
      <Button>Done</Button>
    </Dialog.CloseTrigger>
  }
>
  <p>Contract signed. Production starts next.</p>
</Dialog>`,
      },
    },
  },
  args: {
    footer: (
      <DialogCloseTrigger asChild>
        <Button>Done</Button>
      </DialogCloseTrigger>
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: 'View project' });
    await userEvent.click(trigger);
    const dialog = await page(canvasElement).findByRole('dialog');
    await focusInside(dialog);
    await clickWhileClosingKeepsFocus(trigger, dialog, () =>
      userEvent.click(within(dialog).getByRole('button', { name: 'Done' })),
    );
    await focusReturnedTo(trigger);
  },
};

export const OutsideClick: Story = {
  play: async ({ canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: 'View project' });
    await userEvent.click(trigger);
    const dialog = await page(canvasElement).findByRole('dialog');
    await focusInside(dialog);
    // A click on the backdrop area, outside the dialog box.
    await clickOutsideCloses(dialog.parentElement!, () => page(canvasElement).queryByRole('dialog'));
    await focusReturnedTo(trigger);
  },
};

export const FocusTrap: Story = {
  args: {
    footer: (
      <>
        <Button variant="outline">Back</Button>
        <Button>Save</Button>
      </>
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'View project' }));
    const dialog = await page(canvasElement).findByRole('dialog');
    const inside = () => dialog.contains(canvasElement.ownerDocument.activeElement);
    await waitFor(() => expect(inside()).toBe(true));
    // However often Tab or Shift+Tab is pressed, focus stays within the dialog.
    for (let n = 0; n < 5; n += 1) {
      await userEvent.tab();
      await expect(inside()).toBe(true);
    }
    for (let n = 0; n < 5; n += 1) {
      await userEvent.tab({ shift: true });
      await expect(inside()).toBe(true);
    }
    await userEvent.keyboard('{Escape}');
    await focusReturnedTo(canvas.getByRole('button', { name: 'View project' }));
  },
};

export const Narrow: Story = {
  args: {
    size: 'lg',
    children: <p>On a phone the dialog fills the width of the screen, leaving the same margin on both sides.</p>,
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'View project' }));
    const dialog = await page(canvasElement).findByRole('dialog');
    const view = canvasElement.ownerDocument.defaultView!;
    const margin = Number.parseFloat(view.getComputedStyle(dialog.parentElement!).paddingLeft);
    await expect(margin).toBeGreaterThan(0);
    await waitFor(() => {
      const box = dialog.getBoundingClientRect();
      const maxWidth = Number.parseFloat(view.getComputedStyle(dialog).maxWidth);
      // As wide as it may be: the whole screen minus a margin each side, or its maximum width.
      expect(box.width).toBeCloseTo(Math.min(view.innerWidth - 2 * margin, maxWidth), 0);
      expect(box.left).toBeCloseTo((view.innerWidth - box.width) / 2, 0);
    });
  },
};

export const Controlled: Story = {
  args: { trigger: undefined },
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button onClick={() => setOpen(true)}>Open timeline</Button>
        <Dialog
          {...args}
          open={open}
          onOpenChange={(details) => {
            setOpen(details.open);
            args.onOpenChange?.(details);
          }}
          footer={<Button onClick={() => setOpen(false)}>Done</Button>}
        />
      </>
    );
  },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open timeline' }));
    const dialog = await page(canvasElement).findByRole('dialog');
    await focusInside(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    // Closing from outside is not a user dismissal, so onOpenChange is not called for it.
    await expect(args.onOpenChange).not.toHaveBeenCalledWith(expect.objectContaining({ open: false }));
    await focusReturnedTo(canvas.getByRole('button', { name: 'Open timeline' }));
  },
};

export const InGerman: Story = {
  globals: { locale: 'de' },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'View project' }));
    const dialog = await page(canvasElement).findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: 'Schließen' })).toBeInTheDocument();
    await focusInside(dialog);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await focusReturnedTo(canvas.getByRole('button', { name: 'View project' }));
  },
};

/** The compound parts. */
export const Composed: Story = {
  render: () => (
    <Dialog.Root>
      <Dialog.Trigger asChild>
        <Button variant="outline">Book logistics</Button>
      </Dialog.Trigger>
      <Dialog.Backdrop />
      <Dialog.Positioner>
        <Dialog.Content>
          <Dialog.Header>
            <Dialog.Title>Schedule Logistics</Dialog.Title>
            <Dialog.Description>Pick a shipping date for Energy Drink - Tropical.</Dialog.Description>
          </Dialog.Header>
          <Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <Button>Confirm</Button>
            </Dialog.CloseTrigger>
          </Dialog.Footer>
          <Dialog.CloseButton />
        </Dialog.Content>
      </Dialog.Positioner>
    </Dialog.Root>
  ),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Book logistics' }));
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Schedule Logistics' });
    await focusInside(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await focusReturnedTo(canvas.getByRole('button', { name: 'Book logistics' }));
  },
};
