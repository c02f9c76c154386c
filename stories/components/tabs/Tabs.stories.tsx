import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Tabs } from '../../../src';

const items = [
  { value: 'appearance', label: 'Appearance', content: 'Light or dark theme, with a preview.' },
  { value: 'notifications', label: 'Notifications', content: 'E-mail and SMS notifications.' },
  { value: 'billing', label: 'Billing', content: 'Saved card, invoice e-mail and statements.' },
  { value: 'account', label: 'Account', content: 'Password and account deletion.' },
];

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  args: { items, label: 'Settings', onValueChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'Switches between panels (Ark Tabs). The list is a `tablist` named by `label`; each tab has role `tab` with `aria-selected` and controls a `tabpanel`. Keyboard: ArrowLeft/ArrowRight move to the previous/next tab and select it (wrapping around), Home/End go to the first/last, Tab leaves the list for the panel. An indicator bar slides under the selected tab.',
      },
    },
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const list = canvas.getByRole('tablist', { name: 'Settings' });
    await expect(list).toBeVisible();
    const appearance = canvas.getByRole('tab', { name: 'Appearance' });
    await expect(appearance).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Appearance' })).toHaveTextContent('Light or dark theme');
    await userEvent.click(canvas.getByRole('tab', { name: 'Billing' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(expect.objectContaining({ value: 'billing' }));
    await expect(canvas.getByRole('tabpanel', { name: 'Billing' })).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('tabpanel', { name: 'Appearance' })).toBeNull());
  },
};

export const Keyboard: Story = {
  play: async ({ canvas }) => {
    const tab = (name: string) => canvas.getByRole('tab', { name });
    await userEvent.tab();
    await waitFor(() => expect(tab('Appearance')).toHaveFocus());
    // Ark has taken note of the focus (it ignores arrows until then).
    await waitFor(() => expect(tab('Appearance')).toHaveAttribute('data-focus'));
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(tab('Notifications')).toHaveFocus());
    await waitFor(() => expect(tab('Notifications')).toHaveAttribute('aria-selected', 'true'));
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(tab('Account')).toHaveAttribute('aria-selected', 'true'));
    // Wraps around from the last to the first.
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(tab('Appearance')).toHaveFocus());
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(tab('Account')).toHaveFocus());
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(tab('Appearance')).toHaveAttribute('aria-selected', 'true'));
    // Tab moves on into the panel.
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByRole('tabpanel', { name: 'Appearance' })).toHaveFocus());
  },
};

export const Indicator: Story = {
  play: async ({ canvas, canvasElement }) => {
    const indicator = canvasElement.querySelector<HTMLElement>('[data-part="indicator"]')!;
    const billing = canvas.getByRole('tab', { name: 'Billing' });
    await userEvent.click(billing);
    // The bar ends up under the selected tab, as wide as it.
    await waitFor(() => {
      const bar = indicator.getBoundingClientRect();
      const tab = billing.getBoundingClientRect();
      expect(Math.abs(bar.left - tab.left)).toBeLessThan(2);
      expect(Math.abs(bar.width - tab.width)).toBeLessThan(2);
    });
  },
};

export const WithDisabledTab: Story = {
  args: { items: items.map((item) => (item.value === 'billing' ? { ...item, disabled: true } : item)) },
  play: async ({ canvas }) => {
    const billing = canvas.getByRole('tab', { name: 'Billing' });
    await expect(billing).toBeDisabled();
    const notifications = canvas.getByRole('tab', { name: 'Notifications' });
    notifications.focus();
    await waitFor(() => expect(notifications).toHaveAttribute('data-focus'));
    await userEvent.keyboard('{ArrowRight}');
    // The disabled tab is skipped.
    await waitFor(() => expect(canvas.getByRole('tab', { name: 'Account' })).toHaveFocus());
  },
};

export const DefaultValue: Story = {
  args: { defaultValue: 'account' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Account' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Account' })).toHaveTextContent('Password and account deletion.');
  },
};

/** The compound parts. */
export const Composed: Story = {
  render: () => (
    <Tabs.Root defaultValue="monthly">
      <Tabs.List aria-label="Billing period">
        <Tabs.Trigger value="monthly">Monthly Billing</Tabs.Trigger>
        <Tabs.Trigger value="annual">Annual Billing</Tabs.Trigger>
        <Tabs.Indicator />
      </Tabs.List>
      <Tabs.Content value="monthly">Billed every month.</Tabs.Content>
      <Tabs.Content value="annual">Billed once a year, saving 20%.</Tabs.Content>
    </Tabs.Root>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Annual Billing' }));
    await expect(canvas.getByRole('tabpanel', { name: 'Annual Billing' })).toHaveTextContent('saving 20%');
  },
};
