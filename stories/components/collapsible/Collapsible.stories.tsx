import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Stack } from 'styled-system/jsx';
import { Button, Collapsible, Dialog, TextField, useForm } from '../../../src';
import { animationUnderReducedMotion } from '../../support/motion';
import { expectFocusOn, focusInside, focusReturnedTo } from '../../support/overlay';

const meta = {
  title: 'Components/Layout/Collapsible',
  component: Collapsible,
  args: {
    trigger: 'Shipping details',
    children: 'Two pallets leave Gothenburg on Monday and reach the warehouse within three working days.',
    onOpenChange: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          "A disclosure on Ark Collapsible: a button that shows and hides the content under it, e.g. 'Shipping details' or 'More options'. The trigger is a native button: Tab reaches it, Enter and Space toggle it, and it carries `aria-expanded` and `aria-controls` (the content's id), so screen readers announce 'collapsed' or 'expanded'. The content grows open and shrinks closed; under `prefers-reduced-motion` it simply appears and disappears. Closed content is `hidden`, so it is neither seen nor read, but fields in it still submit with a form; `lazyMount` renders it only at the first opening and `unmountOnExit` removes it again once closed. `disabled` makes the trigger a disabled button. Compose `Collapsible.Root`, `Trigger`, `Indicator`, `Content` and `Body` for another layout.",
      },
    },
  },
} satisfies Meta<typeof Collapsible>;

export default meta;
type Story = StoryObj<typeof meta>;

const CONTENT = /Two pallets leave Gothenburg/;

/** The trigger's `aria-controls` names the content. */
const contentOf = (trigger: HTMLElement) =>
  trigger.ownerDocument.getElementById(trigger.getAttribute('aria-controls') ?? '') as HTMLElement | null;

/**
 * A click opens it: `aria-expanded` turns true and the content grows open (not under reduced motion); Enter
 * and Space close and open it again from the keyboard.
 */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Shipping details' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    const content = contentOf(trigger);
    await expect(content).not.toBeNull();
    await expect(content).not.toBeVisible();
    await expect(canvas.getByText(CONTENT)).not.toBeVisible();

    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith({ open: true });
    await expect(canvas.getByText(CONTENT)).toBeVisible();
    // It grows open, and does not for a user who asked for less motion.
    await expect(getComputedStyle(content as HTMLElement).animationName).toBe('expandHeight');
    await expect(animationUnderReducedMotion(content as HTMLElement)).toBe('none');

    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith({ open: false });
    // Shown while it shrinks, then hidden.
    await waitFor(() => expect(canvas.getByText(CONTENT)).not.toBeVisible());
    await userEvent.keyboard(' ');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(CONTENT)).toBeVisible();
    await expect(trigger).toHaveFocus();
  },
};

/** `defaultOpen`: open from the start, with nothing to animate; a click closes it. */
export const DefaultOpen: Story = {
  args: { defaultOpen: true },
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Shipping details' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(CONTENT)).toBeVisible();
    await userEvent.click(trigger);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith({ open: false });
    await waitFor(() => expect(canvas.getByText(CONTENT)).not.toBeVisible());
  },
};

/** `lazyMount` and `unmountOnExit`: the content is in the page only while open (and while it shrinks). */
export const LazyMount: Story = {
  args: { lazyMount: true, unmountOnExit: true },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Shipping details' });
    await expect(canvas.queryByText(CONTENT)).toBeNull();
    await userEvent.click(trigger);
    await expect(canvas.getByText(CONTENT)).toBeVisible();
    await expect(contentOf(trigger)).toContainElement(canvas.getByText(CONTENT));
    await userEvent.click(trigger);
    await waitFor(() => expect(canvas.queryByText(CONTENT)).toBeNull());
  },
};

/** Disabled: the trigger is a disabled button, out of the tab order, and the content stays as it is. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Shipping details' });
    await expect(trigger).toBeDisabled();
    await userEvent.click(trigger, { pointerEventsCheck: 0 });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await userEvent.tab();
    await expect(trigger).not.toHaveFocus();
  },
};

/** What the form stories report. */
const submitted = fn();

/**
 * In a native `<form>`: the fields of a closed section still submit (the content is only `hidden`); with
 * `lazyMount` and `unmountOnExit`, a closed section's fields are not in the page and do not.
 */
export const InForm: Story = {
  render: () => (
    <form
      aria-label="Delivery"
      onSubmit={(event) => {
        event.preventDefault();
        submitted(Object.fromEntries(new FormData(event.currentTarget)));
      }}
    >
      <Stack gap="3" alignItems="flex-start">
        <TextField label="Reference" name="reference" defaultValue="PO-1042" />
        <Collapsible trigger="Delivery notes">
          <TextField label="Gate code" name="gate" defaultValue="4711" />
        </Collapsible>
        <Collapsible trigger="Invoice address" lazyMount unmountOnExit>
          <TextField label="Invoice email" name="invoice" defaultValue="billing@example.com" />
        </Collapsible>
        <Button type="submit">Send</Button>
      </Stack>
    </form>
  ),
  parameters: {
    docs: {
      source: {
        language: 'tsx',
        // The story's form reports what it would send; a portal's form sends it.
        code: `<form aria-label="Delivery" action="/deliveries" method="post">
  <Stack gap="3" alignItems="flex-start">
    <TextField label="Reference" name="reference" defaultValue="PO-1042" />
    <Collapsible trigger="Delivery notes">
      <TextField label="Gate code" name="gate" defaultValue="4711" />
    </Collapsible>
    <Collapsible trigger="Invoice address" lazyMount unmountOnExit>
      <TextField label="Invoice email" name="invoice" defaultValue="billing@example.com" />
    </Collapsible>
    <Button type="submit">Send</Button>
  </Stack>
</form>`,
      },
    },
  },
  beforeEach: () => submitted.mockClear(),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(submitted).toHaveBeenLastCalledWith({ reference: 'PO-1042', gate: '4711' });
    await userEvent.click(canvas.getByRole('button', { name: 'Invoice address' }));
    await expect(canvas.getByRole('textbox', { name: 'Invoice email' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(submitted).toHaveBeenLastCalledWith({ reference: 'PO-1042', gate: '4711', invoice: 'billing@example.com' });
    await userEvent.click(canvas.getByRole('button', { name: 'Invoice address' }));
    await waitFor(() => expect(canvas.queryByRole('textbox', { name: 'Invoice email' })).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(submitted).toHaveBeenLastCalledWith({ reference: 'PO-1042', gate: '4711' });
  },
};

interface Delivery {
  reference: string;
  gate: string;
}
const EMPTY_DELIVERY: Delivery = { reference: '', gate: '' };

function DeliveryForm() {
  const [open, setOpen] = useState(false);
  const form = useForm<Delivery>({
    initialValues: EMPTY_DELIVERY,
    validate: ({ gate }) => ({ gate: gate.trim() ? undefined : 'Enter the gate code for the driver.' }),
    onSubmit: submitted,
  });
  const gateError = form.errors.gate;
  return (
    <form
      aria-label="Delivery"
      {...form.formProps}
      onSubmit={(event) => {
        if (!open && !form.values.gate.trim()) {
          // A field in hidden content cannot take focus: open the section, and submit once it shows (Ark opens
          // it a moment later), so useForm puts focus on the field with the problem.
          event.preventDefault();
          setOpen(true);
          requestAnimationFrame(() => form.submit());
          return;
        }
        form.formProps.onSubmit(event);
      }}
    >
      <Stack gap="3" alignItems="flex-start">
        <TextField label="Reference" {...form.input('reference')} />
        <Collapsible trigger="Delivery notes" open={open} onOpenChange={(details) => setOpen(details.open)}>
          <TextField label="Gate code" required errorText={gateError} {...form.input('gate')} />
        </Collapsible>
        <Button type="submit">Send</Button>
      </Stack>
    </form>
  );
}

/**
 * With `useForm`: a problem in a closed section opens it, shows the error by its field and moves focus there;
 * once fixed, the form submits.
 */
export const WithUseForm: Story = {
  render: () => <DeliveryForm />,
  parameters: {
    docs: {
      source: {
        language: 'tsx',
        code: `interface Delivery {
  reference: string;
  gate: string;
}

function DeliveryForm({ onSubmit }: { onSubmit: (delivery: Delivery) => void }) {
  const [open, setOpen] = useState(false);
  const form = useForm<Delivery>({
    initialValues: { reference: '', gate: '' },
    validate: ({ gate }) => ({ gate: gate.trim() ? undefined : 'Enter the gate code for the driver.' }),
    onSubmit,
  });
  return (
    <form
      aria-label="Delivery"
      {...form.formProps}
      onSubmit={(event) => {
        if (!open && !form.values.gate.trim()) {
          // A field in hidden content cannot take focus: open the section, and submit once it shows (Ark opens
          // it a moment later), so useForm puts focus on the field with the problem.
          event.preventDefault();
          setOpen(true);
          requestAnimationFrame(() => form.submit());
          return;
        }
        form.formProps.onSubmit(event);
      }}
    >
      <Stack gap="3" alignItems="flex-start">
        <TextField label="Reference" {...form.input('reference')} />
        <Collapsible trigger="Delivery notes" open={open} onOpenChange={(details) => setOpen(details.open)}>
          <TextField label="Gate code" required errorText={form.errors.gate} {...form.input('gate')} />
        </Collapsible>
        <Button type="submit">Send</Button>
      </Stack>
    </form>
  );
}`,
      },
    },
  },
  beforeEach: () => submitted.mockClear(),
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Delivery notes' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(submitted).not.toHaveBeenCalled();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const gate = canvas.getByRole('textbox', { name: /Gate code/ });
    await waitFor(() => expect(gate).toHaveAccessibleDescription(/Enter the gate code for the driver\./));
    await expectFocusOn(gate);
    await userEvent.type(gate, '4711');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(submitted).toHaveBeenLastCalledWith({ reference: '', gate: '4711' });
  },
};

/** Inside a Dialog: it opens and closes there, and Escape closes the dialog, focus back on its opener. */
export const InDialog: Story = {
  render: () => (
    <Dialog title="Order PO-1042" trigger={<Button variant="outline">View order</Button>}>
      <Collapsible trigger="Shipping details">
        Two pallets leave Gothenburg on Monday and reach the warehouse within three working days.
      </Collapsible>
    </Dialog>
  ),
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const opener = canvas.getByRole('button', { name: 'View order' });
    await userEvent.click(opener);
    const dialog = await body.findByRole('dialog', { name: 'Order PO-1042' });
    await focusInside(dialog);
    const trigger = within(dialog).getByRole('button', { name: 'Shipping details' });
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(within(dialog).getByText(CONTENT)).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await focusReturnedTo(opener);
  },
};
