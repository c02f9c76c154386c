import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Tabs } from '../../../src';
import { expectRightOf, expectRightToLeft } from '../../support/direction';

/**
 * As the WAI-ARIA tabs pattern has it, every tab, selected or not, names its panel in `aria-controls`, and
 * that panel is there: a `tabpanel` labelled by the tab.
 */
async function expectEveryTabControlsItsPanel(canvasElement: HTMLElement) {
  for (const tab of within(canvasElement).getAllByRole('tab')) {
    const id = tab.getAttribute('aria-controls');
    await expect(id, `aria-controls of the tab ${tab.textContent}`).toBeTruthy();
    const panel = canvasElement.ownerDocument.getElementById(id as string);
    await expect(panel, `the panel of the tab ${tab.textContent}`).not.toBeNull();
    await expect(panel).toHaveAttribute('role', 'tabpanel');
    await expect(panel).toHaveAttribute('aria-labelledby', tab.id);
  }
}

const items = [
  { value: 'appearance', label: 'Appearance', content: 'Light or dark theme, with a preview.' },
  { value: 'notifications', label: 'Notifications', content: 'E-mail and SMS notifications.' },
  { value: 'billing', label: 'Billing', content: 'Saved card, invoice e-mail and statements.' },
  { value: 'account', label: 'Account', content: 'Password and account deletion.' },
];

const meta = {
  title: 'Components/Navigation/Tabs',
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
  play: async ({ args, canvas, canvasElement }) => {
    const list = canvas.getByRole('tablist', { name: 'Settings' });
    await expect(list).toBeVisible();
    const appearance = canvas.getByRole('tab', { name: 'Appearance' });
    await expect(appearance).toHaveAttribute('aria-selected', 'true');
    await expectEveryTabControlsItsPanel(canvasElement);
    await expect(canvas.getByRole('tabpanel', { name: 'Appearance' })).toHaveTextContent('Light or dark theme');
    await userEvent.click(canvas.getByRole('tab', { name: 'Billing' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(expect.objectContaining({ value: 'billing' }));
    await expect(canvas.getByRole('tabpanel', { name: 'Billing' })).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('tabpanel', { name: 'Appearance' })).toBeNull());
    await expectEveryTabControlsItsPanel(canvasElement);
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

/**
 * `lazyMount`: a panel's content mounts when its tab is first selected, and stays. The panel elements are
 * there from the start, hidden, so that every tab's `aria-controls` points at one.
 */
export const LazyMount: Story = {
  args: { lazyMount: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('tabpanel', { name: 'Appearance' })).toHaveTextContent('Light or dark theme');
    await expect(canvas.queryByText('Saved card, invoice e-mail and statements.')).toBeNull();
    await expectEveryTabControlsItsPanel(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Billing' }));
    await expect(canvas.getByRole('tabpanel', { name: 'Billing' })).toHaveTextContent('Saved card');
    await userEvent.click(canvas.getByRole('tab', { name: 'Appearance' }));
    // Ark hides the panel left a render after the click (its presence), so wait for what the user sees.
    await waitFor(() => expect(canvas.getByRole('tabpanel', { name: 'Appearance' })).toBeVisible());
    // Billing's content stays, hidden; Account's has never been shown.
    await waitFor(() => expect(canvas.getByText('Saved card, invoice e-mail and statements.')).not.toBeVisible());
    await expect(canvas.queryByText('Password and account deletion.')).toBeNull();
    await expectEveryTabControlsItsPanel(canvasElement);
  },
};

/** `unmountOnExit`: a panel's content goes when its tab is left; the panel element stays, hidden. */
export const UnmountOnExit: Story = {
  args: { unmountOnExit: true },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Notifications' }));
    await expect(canvas.getByRole('tabpanel', { name: 'Notifications' })).toHaveTextContent('E-mail and SMS');
    await waitFor(() => expect(canvas.queryByText('Light or dark theme, with a preview.')).toBeNull());
    await expectEveryTabControlsItsPanel(canvasElement);
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
  play: async ({ canvas, canvasElement }) => {
    await expectEveryTabControlsItsPanel(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Annual Billing' }));
    await expect(canvas.getByRole('tabpanel', { name: 'Annual Billing' })).toHaveTextContent('saving 20%');
  },
};

/**
 * Right to left, in Arabic: the first tab is at the right, and the arrows follow the reading direction as
 * the APG says: ArrowLeft moves to the next tab, ArrowRight to the previous one.
 */
export const RightToLeft: Story = {
  globals: { locale: 'ar' },
  args: {
    label: 'الإعدادات',
    items: [
      { value: 'appearance', label: 'المظهر', content: 'مظهر فاتح أو داكن، مع معاينة.' },
      { value: 'notifications', label: 'الإشعارات', content: 'إشعارات البريد الإلكتروني والرسائل القصيرة.' },
      { value: 'billing', label: 'الفوترة', content: 'البطاقة المحفوظة وبريد الفواتير والكشوف.' },
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    const list = canvas.getByRole('tablist', { name: 'الإعدادات' });
    await expectRightToLeft(list);
    const [appearance, notifications, billing] = canvas.getAllByRole('tab');
    await expectRightOf(appearance, notifications);
    await expectRightOf(notifications, billing);
    await userEvent.tab();
    // Ark has taken note of the focus (it ignores arrows until then).
    await waitFor(() => expect(appearance).toHaveAttribute('data-focus'));
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(notifications).toHaveFocus());
    await waitFor(() => expect(notifications).toHaveAttribute('aria-selected', 'true'));
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(appearance).toHaveFocus());
    // Wraps around: before the first is the last.
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(billing).toHaveFocus());
    // The indicator slides under the tab chosen, at the left end.
    const indicator = canvasElement.querySelector('[data-part=indicator]') as HTMLElement;
    await waitFor(() =>
      expect(Math.abs(indicator.getBoundingClientRect().left - billing.getBoundingClientRect().left)).toBeLessThan(2),
    );
  },
};
