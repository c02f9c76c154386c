import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { HStack, Stack } from 'styled-system/jsx';
import { Button, Heading, Separator, Text } from '../../../src';

const meta = {
  title: 'Components/Layout/Separator',
  component: Separator,
  argTypes: {
    orientation: { control: 'inline-radio', options: ['horizontal', 'vertical'] },
    tone: { control: 'inline-radio', options: ['default', 'strong'] },
  },
  parameters: {
    docs: {
      description: {
        component:
          'A thin line between groups of content, across (`horizontal`, the default) or down (`vertical`). It never takes focus, so it has no keyboard. **Decorative by default**: most lines only echo a grouping that headings, lists or landmarks already give, so it is `role="none"` and screen readers skip it. Pass `decorative={false}` where the line itself marks where one part of the content ends: it is then an `<hr>` (role `separator`), with `aria-orientation="vertical"` when it runs down. `tone="strong"` draws it at 3:1 against the page, for a boundary that must be seen.',
      },
    },
  },
} satisfies Meta<typeof Separator>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Decorative: a line for the eye between two paragraphs; screen readers find no separator. */
export const Decorative: Story = {
  render: (args) => (
    <Stack gap="4" maxW="md">
      <Text>Labels ship from the Malmö plant within five working days.</Text>
      <Separator {...args} data-testid="line" />
      <Text>Rush orders ship the next day.</Text>
    </Stack>
  ),
  play: async ({ canvas }) => {
    const line = canvas.getByTestId('line');
    await expect(line).toHaveAttribute('role', 'none');
    await expect(canvas.queryByRole('separator')).toBeNull();
    // A visible line: as wide as its column and one border thick.
    await expect(line.getBoundingClientRect().width).toBeGreaterThan(200);
    await expect(Number.parseFloat(getComputedStyle(line).borderTopWidth)).toBeGreaterThan(0);
  },
};

/** Semantic: an `<hr>` between two groups of settings, announced as a separator. */
export const Semantic: Story = {
  args: { decorative: false },
  render: (args) => (
    <Stack gap="4" maxW="md">
      <Heading as="h3" size="h4">
        Shipping
      </Heading>
      <Text>Default carrier: PostNord</Text>
      <Separator {...args} />
      <Heading as="h3" size="h4">
        Billing
      </Heading>
      <Text>Invoices go to finance@example.com</Text>
    </Stack>
  ),
  play: async ({ canvas }) => {
    const line = canvas.getByRole('separator');
    await expect(line.tagName).toBe('HR');
    await expect(line).toHaveAttribute('data-orientation', 'horizontal');
    await expect(line).not.toHaveAttribute('tabindex');
  },
};

/** Vertical, between groups of toolbar buttons: the line runs the height of the row. */
export const Vertical: Story = {
  args: { orientation: 'vertical', decorative: false },
  render: (args) => (
    <HStack gap="2" role="toolbar" aria-label="Label editor" h="10">
      <Button variant="ghost">Undo</Button>
      <Button variant="ghost">Redo</Button>
      <Separator {...args} />
      <Button variant="ghost">Preview</Button>
    </HStack>
  ),
  play: async ({ canvas }) => {
    const line = canvas.getByRole('separator');
    await expect(line).toHaveAttribute('aria-orientation', 'vertical');
    const toolbar = canvas.getByRole('toolbar', { name: 'Label editor' });
    await expect(line.getBoundingClientRect().height).toBe(toolbar.getBoundingClientRect().height);
    await expect(Number.parseFloat(getComputedStyle(line).borderInlineStartWidth)).toBeGreaterThan(0);
  },
};

/** The two tones side by side: `strong` is darker than `default` in either theme. */
export const Tones: Story = {
  render: () => (
    <Stack gap="6" maxW="md">
      <Separator data-testid="default" />
      <Separator tone="strong" data-testid="strong" />
    </Stack>
  ),
  play: async ({ canvas }) => {
    const colour = (id: string) => getComputedStyle(canvas.getByTestId(id)).borderTopColor;
    await expect(colour('strong')).not.toBe(colour('default'));
  },
};
