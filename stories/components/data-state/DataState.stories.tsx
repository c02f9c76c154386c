import type { Meta, StoryObj } from '@storybook/react-vite';
import { Inbox } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Stack } from 'styled-system/jsx';
import { Button, DataState, EmptyState, Skeleton, Text } from '../../../src';

const meta = {
  title: 'Components/Feedback/DataState',
  component: DataState,
  args: { label: 'orders', skeleton: <Skeleton shape="text" lines={4} />, children: <Text>Order 1042 · Energy Drink</Text> },
  parameters: {
    docs: {
      description: {
        component:
          "The states of an area whose data comes from outside, in one place: while `loading`, the `skeleton` stands in, the area is `aria-busy` and a polite status says 'Loading {label}…'; with `error`, a danger Alert says \"Couldn't load {label}\" and what to do, with a Retry button calling `onRetry` (the error's own text is never shown: it is for developers); with `isEmpty`, the `empty` content (an EmptyState); otherwise the content. Every text is in the active language. The failure is polite (`role=\"status\"`), as the rest of the page goes on working. The package's data blocks (ProjectsTable, ShippingTable…) take `loading`, `error` and `onRetry` and show their states through it.",
      },
    },
  },
} satisfies Meta<typeof DataState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Loading: the skeleton, `aria-busy`, and 'Loading orders…' for screen readers; the content is not there yet. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading orders…');
    await expect(canvas.getByRole('status').parentElement).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByText('Order 1042 · Energy Drink')).toBeNull();
  },
};

/** An area that fails to load the first time and loads on Retry, as a flaky connection does. */
function FlakyOrders({ onRetry }: { onRetry: () => void }) {
  const [state, setState] = useState<'failed' | 'loading' | 'loaded'>('failed');
  return (
    <DataState
      label="orders"
      loading={state === 'loading'}
      error={state === 'failed' ? new Error('502 Bad Gateway') : undefined}
      onRetry={() => {
        onRetry();
        setState('loading');
        setTimeout(() => setState('loaded'), 300);
      }}
      skeleton={<Skeleton shape="text" lines={4} />}
    >
      <Text>Order 1042 · Energy Drink</Text>
    </DataState>
  );
}

/**
 * Failed, then Retry: "Couldn't load orders" with what to do (not the server's '502'), Retry (a real
 * button) loads again, the skeleton shows, then the content. Focus stays in the area.
 */
export const FailedThenRetry: Story = {
  args: { onRetry: fn() },
  parameters: {
    docs: {
      source: {
        code: `import { DataState, Skeleton, Text } from '@labelport/ui';
import { useCallback, useEffect, useState } from 'react';

interface Order {
  id: string;
  product: string;
}

// Retry loads again: the skeleton shows meanwhile, then the orders (or the message again).
export function Orders() {
  const [orders, setOrders] = useState<Order[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<Error | null>(null);
  const load = useCallback(async () => {
    setLoading(true);
    setError(null);
    try {
      const response = await fetch('/api/orders');
      if (!response.ok) throw new Error(String(response.status));
      setOrders(await response.json());
    } catch (failure) {
      setError(failure as Error);
    } finally {
      setLoading(false);
    }
  }, []);
  useEffect(() => {
    load();
  }, [load]);
  return (
    <DataState label="orders" loading={loading} error={error} onRetry={load} skeleton={<Skeleton shape="text" lines={4} />}>
      {orders.map((order) => (
        <Text key={order.id}>
          Order {order.id} · {order.product}
        </Text>
      ))}
    </DataState>
  );
}`,
        language: 'tsx',
      },
    },
  },
  render: (args) => <FlakyOrders onRetry={() => args.onRetry?.()} />,
  play: async ({ args, canvas }) => {
    // A polite message: the tone is said in words before the title.
    const message = canvas.getAllByRole('status').find((status) => status.textContent?.includes("Couldn't load orders"));
    await expect(message).toHaveTextContent("Error: Couldn't load orders");
    await expect(canvas.getByText('Check your connection and try again.')).toBeVisible();
    await expect(canvas.queryByText(/502/)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.getByText('Loading orders…')).toBeInTheDocument());
    await waitFor(() => expect(canvas.getByText('Order 1042 · Energy Drink')).toBeVisible());
    await expect(canvas.queryByRole('button', { name: 'Retry' })).toBeNull();
  },
};

/** Failed, in Swedish and without `onRetry`: the message alone, no button. */
export const FailedInSwedish: Story = {
  globals: { locale: 'sv' },
  args: { label: 'beställningar', error: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Det gick inte att läsa in beställningar')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Loaded with nothing in it: the `empty` content, here an EmptyState with its own way out. */
export const Empty: Story = {
  args: {
    isEmpty: true,
    empty: (
      <EmptyState
        icon={<Inbox />}
        title="No orders yet"
        description="Orders you place show here."
        action={<Button>New order</Button>}
      />
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No orders yet')).toBeVisible();
    await expect(canvas.queryByText('Order 1042 · Energy Drink')).toBeNull();
    await expect(
      within(canvas.getByText('No orders yet').parentElement as HTMLElement).getByRole('button', { name: 'New order' }),
    ).toBeVisible();
  },
};

/**
 * Loaded, in a layout: with `loading={false}` (as a page that reads through a query passes it) the content
 * sits in the parent's flex gap exactly as without DataState. The region stays, empty and quiet, so that it
 * is in place before it next says 'Loading…'.
 */
export const LoadedInALayout: Story = {
  args: { loading: false },
  render: (args) => (
    <Stack gap="6" data-testid="layout">
      <Text>Filters</Text>
      <DataState {...args}>
        <Text>Order 1042 · Energy Drink</Text>
        <Text>Order 1043 · Iced Tea</Text>
      </DataState>
    </Stack>
  ),
  play: async ({ canvas }) => {
    const gap = Number.parseFloat(getComputedStyle(canvas.getByTestId('layout')).rowGap);
    const rows = ['Filters', 'Order 1042 · Energy Drink', 'Order 1043 · Iced Tea'].map((text) =>
      canvas.getByText(text).getBoundingClientRect(),
    );
    for (let index = 1; index < rows.length; index++) await expect(rows[index].top - rows[index - 1].bottom).toBeCloseTo(gap, 0);
    await expect(canvas.getByRole('status', { hidden: true }).parentElement).toHaveAttribute('aria-busy', 'false');
  },
};
