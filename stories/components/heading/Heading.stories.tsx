import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stack } from 'styled-system/jsx';
import { Heading } from '../../../src';

const meta = {
  title: 'Components/Data display/Heading',
  component: Heading,
  args: { children: 'Your Profile' },
  argTypes: {
    as: { control: 'select', options: ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] },
    size: { control: 'select', options: ['display', 'h1', 'h2', 'h3', 'h4', 'body', 'small'] },
  },
  parameters: {
    docs: {
      description: {
        component:
          'A real `<h1>`–`<h6>`, so screen-reader users can list and jump between headings. `as` sets the level in the page outline and `size` the look (a text style from tokens/typography.ts); they vary independently, so a card title can be an `h3` that looks small. Keep one `h1` per page and do not skip levels.',
      },
    },
  },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { name: 'Your Profile' });
    await expect(heading.tagName).toBe('H2');
    await expect(heading).toBeVisible();
  },
};

export const Levels: Story = {
  render: () => (
    <Stack gap="3">
      <Heading as="h1">Streamline Your Shipping Operations</Heading>
      <Heading as="h2">Simple, Transparent Pricing</Heading>
      <Heading as="h3">My Productions</Heading>
      <Heading as="h4">Shipment Summary</Heading>
      <Heading as="h5">Delivery Routes</Heading>
      <Heading as="h6">Recent Activity</Heading>
    </Stack>
  ),
  play: async ({ canvas }) => {
    const sizes: number[] = [];
    for (const level of [1, 2, 3, 4, 5, 6]) {
      const heading = canvas.getByRole('heading', { level });
      await expect(heading).toBeVisible();
      sizes.push(Number.parseFloat(getComputedStyle(heading).fontSize));
    }
    // Each level is at least as small as the one above it.
    for (let i = 1; i < sizes.length; i++) await expect(sizes[i]).toBeLessThanOrEqual(sizes[i - 1]);
    await expect(sizes[0]).toBeGreaterThan(sizes[5]);
  },
};

export const SizeIndependentOfLevel: Story = {
  render: () => (
    <Stack gap="3">
      <Heading as="h2" size="display">
        2,547 active shipments
      </Heading>
      <Heading as="h2">Track Your Shipment</Heading>
      <Heading as="h2" size="h4">
        Company Information
      </Heading>
    </Stack>
  ),
  play: async ({ canvas }) => {
    const [display, regular, small] = canvas.getAllByRole('heading', { level: 2 });
    const size = (element: HTMLElement) => Number.parseFloat(getComputedStyle(element).fontSize);
    await expect(size(display)).toBeGreaterThan(size(regular));
    await expect(size(small)).toBeLessThan(size(regular));
  },
};
