import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Box, HStack, Stack } from 'styled-system/jsx';
import { Button, Card, Skeleton, SkeletonRegion, Text } from '../../../src';
import { animationUnderReducedMotion } from '../../support/motion';

const meta = {
  title: 'Components/Feedback/Skeleton',
  component: Skeleton,
  args: { shape: 'block' },
  argTypes: { shape: { control: 'inline-radio', options: ['block', 'text', 'circle'] }, lines: { control: 'number' } },
  parameters: {
    docs: {
      description: {
        component:
          'Grey placeholders in the shape of content that is loading: `shape="block"` (a box), `"text"` (`lines` lines, the last of several shorter) and `"circle"` (an avatar); `width` and `height` take CSS sizes. A light band sweeps across them; under `prefers-reduced-motion` they stand still. The shapes are hidden from screen readers (`aria-hidden`): wrap the area in `SkeletonRegion`, which is `aria-busy="true"` while `loading` and says \'Loading…\' (or \'Loading {label}…\', translated) in a polite live region, then shows its children. Nothing in it is focusable while it loads.',
      },
    },
  },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Shapes: Story = {
  render: () => (
    <Stack gap="6" maxW="md">
      <Skeleton data-testid="block" />
      <HStack gap="3" alignItems="flex-start">
        <Skeleton shape="circle" data-testid="circle" />
        <Skeleton shape="text" lines={3} data-testid="text" />
      </HStack>
    </Stack>
  ),
  play: async ({ canvas }) => {
    const block = canvas.getByTestId('block');
    const circle = canvas.getByTestId('circle');
    const text = canvas.getByTestId('text');
    for (const shape of [block, circle, text]) await expect(shape).toHaveAttribute('aria-hidden', 'true');
    const lines = [...text.children] as HTMLElement[];
    await expect(lines).toHaveLength(3);
    const width = (element: Element) => element.getBoundingClientRect().width;
    await expect(width(lines[2])).toBeLessThan(width(lines[0]) * 0.8);
    await expect(width(lines[1])).toBe(width(lines[0]));
    await expect(width(circle)).toBe(circle.getBoundingClientRect().height);
    await expect(Number.parseFloat(getComputedStyle(circle).borderRadius)).toBeGreaterThan(0);
    // It shimmers, and stands still for a user who asks for reduced motion.
    await expect(getComputedStyle(block).animationName).toBe('shimmer');
    await expect(animationUnderReducedMotion(block)).toBe('none');
    await expect(animationUnderReducedMotion(lines[0])).toBe('none');
  },
};

function RecentActivity() {
  const [loading, setLoading] = useState(false);
  const refresh = () => {
    setLoading(true);
    setTimeout(() => setLoading(false), 400);
  };
  return (
    <Box maxW="md">
      <Card.Root>
        <Card.Header>
          <Card.Title>Recent activity</Card.Title>
        </Card.Header>
        <Card.Body>
          <SkeletonRegion
            data-testid="region"
            loading={loading}
            label="recent activity"
            fallback={<Skeleton shape="text" lines={2} />}
          >
            <Text>Artwork approved for Energy Drink - Tropical.</Text>
            <Text tone="muted">Label proof sent to Nordic Brands AB.</Text>
          </SkeletonRegion>
        </Card.Body>
        <Card.Footer>
          <Button variant="outline" onClick={refresh} disabled={loading}>
            Refresh
          </Button>
        </Card.Footer>
      </Card.Root>
    </Box>
  );
}

export const BusyRegion: Story = {
  render: () => <RecentActivity />,
  play: async ({ canvas }) => {
    const region = canvas.getByTestId('region');
    const status = canvas.getByRole('status');
    await expect(region).toHaveAttribute('aria-busy', 'false');
    await expect(status).toHaveTextContent('');
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh' }));
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(status).toHaveTextContent('Loading recent activity…');
    await expect(canvas.queryByText(/Artwork approved/)).toBeNull();
    // The refresh ends after 400 ms, which a loaded machine can stretch past waitFor's default second.
    await waitFor(() => expect(region).toHaveAttribute('aria-busy', 'false'), { timeout: 5000 });
    await expect(canvas.getByText(/Artwork approved/)).toBeVisible();
    await expect(status).toHaveTextContent('');
  },
};

export const Translated: Story = {
  globals: { locale: 'sv' },
  render: () => (
    <SkeletonRegion loading fallback={<Skeleton shape="text" lines={2} />}>
      <Text>Klart</Text>
    </SkeletonRegion>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Laddar…');
  },
};
