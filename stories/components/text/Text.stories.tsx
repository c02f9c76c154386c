import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stack } from 'styled-system/jsx';
import { Text } from '../../../src';

const meta = {
  title: 'Components/Data display/Text',
  component: Text,
  args: { children: 'Brands commission contract manufacturing of beverages and supplements.' },
  argTypes: {
    as: { control: 'inline-radio', options: ['p', 'span', 'div'] },
    size: { control: 'inline-radio', options: ['lg', 'body', 'small', 'caption'] },
    tone: { control: 'inline-radio', options: ['default', 'muted'] },
    weight: { control: 'inline-radio', options: ['normal', 'medium', 'semibold'] },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Body copy in the type scale of tokens/typography.ts: a paragraph by default, or an inline `span` or a `div`. `tone="muted"` is for secondary text and still meets AA contrast on every surface in both themes. It adds no semantics of its own, so screen readers read it as ordinary text.',
      },
    },
  },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Paragraph: Story = {
  play: async ({ canvas }) => {
    const text = canvas.getByText(/contract manufacturing/);
    await expect(text.tagName).toBe('P');
    await expect(text).toBeVisible();
  },
};

export const Muted: Story = {
  render: (args) => (
    <Stack gap="2">
      <Text tone="default">Energy Drink - Tropical</Text>
      <Text {...args} tone="muted">
        Submitted March 15, 2025
      </Text>
    </Stack>
  ),
  play: async ({ canvas }) => {
    const main = getComputedStyle(canvas.getByText('Energy Drink - Tropical')).color;
    const muted = getComputedStyle(canvas.getByText('Submitted March 15, 2025')).color;
    await expect(muted).not.toBe(main);
  },
};

export const Sizes: Story = {
  render: () => (
    <Stack gap="2">
      <Text size="lg">Lead paragraph</Text>
      <Text size="body">Body text</Text>
      <Text size="small">Small text</Text>
      <Text size="caption">Caption text</Text>
    </Stack>
  ),
  play: async ({ canvas }) => {
    const sizes = ['Lead paragraph', 'Body text', 'Small text', 'Caption text'].map((label) =>
      Number.parseFloat(getComputedStyle(canvas.getByText(label)).fontSize),
    );
    for (let i = 1; i < sizes.length; i++) await expect(sizes[i]).toBeLessThan(sizes[i - 1]);
  },
};

export const InlineSpan: Story = {
  render: () => (
    <Text>
      Status:{' '}
      <Text as="span" weight="semibold">
        In Production
      </Text>
    </Text>
  ),
  play: async ({ canvas }) => {
    const span = canvas.getByText('In Production');
    await expect(span.tagName).toBe('SPAN');
    await expect(span.parentElement?.tagName).toBe('P');
    await expect(Number(getComputedStyle(span).fontWeight)).toBeGreaterThanOrEqual(600);
  },
};
