import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Stack } from 'styled-system/jsx';
import { Alert, type AlertProps, Button } from '../../../src';

const meta = {
  title: 'Components/Feedback/Alert',
  component: Alert,
  args: { tone: 'info', title: 'New carrier rates', description: 'DHL rates change on 1 February.' },
  argTypes: { tone: { control: 'inline-radio', options: ['info', 'success', 'warning', 'danger'] } },
  parameters: {
    docs: {
      description: {
        component:
          "A message in the page, not a toast: `info`, `success`, `warning` or `danger`, with the tone's icon, a title, a description, an optional action the caller passes (a Retry button) and an optional close button. Colour and icon are not the only cue: screen readers hear the tone in words before the title ('Warning: Label proof overdue'); the icon itself is hidden from them. **Role:** by default the box is `role=\"status\"`, a polite live region: a message that appears after an action is read when the screen reader is idle, without cutting off what the user is hearing. `urgent` makes it `role=\"alert\"` (assertive), which interrupts: keep it for what the user must hear at once, e.g. a failed save they are waiting on; every assertive message interrupts, so overusing it drowns the important ones. **Keyboard:** the action and the close button are ordinary buttons in the tab order; Enter or Space on 'Dismiss message' hides the alert and calls `onDismiss` (move focus somewhere sensible there if the alert held it). Parts for your own layout: `Alert.Root` (set `role` yourself), `Alert.Icon`, `Alert.Content`, `Alert.Title`, `Alert.Description`, `Alert.Actions`, `Alert.CloseTrigger`.",
      },
    },
  },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Tones: Story = {
  render: () => (
    <Stack gap="3" maxW="xl">
      <Alert tone="info" title="New carrier rates" description="DHL rates change on 1 February." />
      <Alert tone="success" title="Artwork approved" description="Production starts on Monday." />
      <Alert tone="warning" title="Label proof overdue" description="Approve the proof to keep your slot." />
      <Alert tone="danger" title="Payment failed" description="Your card was declined." />
    </Stack>
  ),
  play: async ({ canvas }) => {
    const alerts = canvas.getAllByRole('status');
    await expect(alerts).toHaveLength(4);
    await expect(canvas.queryByRole('alert')).toBeNull();
    // The tone in words, before the title, so colour and icon are not the only cue.
    await expect(alerts.map((alert) => alert.querySelector('p')?.textContent)).toEqual([
      'Information: New carrier rates',
      'Success: Artwork approved',
      'Warning: Label proof overdue',
      'Error: Payment failed',
    ]);
    for (const alert of alerts) await expect(alert.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await expect(new Set(alerts.map((alert) => getComputedStyle(alert).backgroundColor)).size).toBe(4);
  },
};

const onDismiss = fn();

export const Dismissible: Story = {
  args: { onDismiss },
  render: (args) => (
    <Stack gap="3" maxW="xl">
      <Alert tone="success" title="Artwork approved" dismissible onDismiss={args.onDismiss} />
      <Alert tone="info" title="New carrier rates" dismissible onDismiss={args.onDismiss} />
    </Stack>
  ),
  play: async ({ args, canvas }) => {
    const [byPointer, byKeyboard] = canvas.getAllByRole('button', { name: 'Dismiss message' });
    await userEvent.click(byPointer);
    await expect(canvas.queryByText('Artwork approved')).toBeNull();
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
    byKeyboard.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.queryByText('New carrier rates')).toBeNull());
    await expect(args.onDismiss).toHaveBeenCalledTimes(2);
    await expect(canvas.queryAllByRole('status')).toHaveLength(0);
  },
};

const onRetry = fn();

// The handler is an arg, so "Show code" leaves the test's spy out of the snippet.
export const UrgentWithRetry: StoryObj<AlertProps & { onRetry: () => void }> = {
  args: { onRetry },
  render: ({ onRetry }) => (
    <Stack maxW="xl">
      <Alert
        tone="danger"
        urgent
        title="The order could not be saved"
        description="The connection was lost. Your changes are kept."
        action={
          <Button size="sm" variant="outline" onClick={onRetry}>
            Retry
          </Button>
        }
      />
    </Stack>
  ),
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Error: The order could not be saved');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Translated: Story = {
  globals: { locale: 'de' },
  render: () => (
    <Stack maxW="xl">
      <Alert tone="warning" title="Korrekturabzug überfällig" dismissible />
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Warnung: Korrekturabzug überfällig');
    await expect(canvas.getByRole('button', { name: 'Meldung schließen' })).toBeVisible();
  },
};
