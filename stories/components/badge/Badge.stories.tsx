import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bell, MessageSquare } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { Box, HStack, Stack } from 'styled-system/jsx';
import { Badge, type BadgeTone, IconButton } from '../../../src';

const TONES: BadgeTone[] = ['neutral', 'accent', 'success', 'danger', 'warning', 'purple', 'info'];

const meta = {
  title: 'Components/Data display/Badge',
  component: Badge,
  args: { children: 'In Production', tone: 'accent' },
  argTypes: {
    tone: { control: 'select', options: TONES },
    variant: { control: 'inline-radio', options: ['subtle', 'solid'] },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
  parameters: {
    docs: {
      description: {
        component:
          'A short status or count, e.g. a project status or the unread count next to Messages. It is plain text, not focusable. Colour is never the only signal: the words carry the meaning. As a count badge (`count`), give `label` (e.g. "3 unread messages"): screen readers read the label instead of the bare number. Counts above `max` (99) show as "99+"; numbers are formatted for the active language.',
      },
    },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Subtle: Story = {
  play: async ({ canvas }) => {
    const badge = canvas.getByText('In Production');
    await expect(badge).toBeVisible();
    await expect(badge.className).toContain('badge--variant_subtle');
  },
};

export const Solid: Story = {
  args: { variant: 'solid', children: 'Completed', tone: 'success' },
  play: async ({ canvas }) => {
    const badge = canvas.getByText('Completed');
    await expect(badge).toBeVisible();
    await expect(badge.className).toContain('badge--variant_solid');
  },
};

export const Tones: Story = {
  render: () => (
    <Stack gap="3">
      {(['subtle', 'solid'] as const).map((variant) => (
        <HStack key={variant} gap="2" flexWrap="wrap" data-testid={variant}>
          {(['neutral', 'accent', 'success', 'danger', 'warning', 'purple', 'info'] as const).map((tone) => (
            <Badge key={tone} tone={tone} variant={variant}>
              {tone}
            </Badge>
          ))}
        </HStack>
      ))}
    </Stack>
  ),
  play: async ({ canvas, canvasElement }) => {
    // The story's root has no background of its own: this is what "transparent" computes to.
    const none = getComputedStyle(canvasElement).backgroundColor;
    for (const variant of ['subtle', 'solid']) {
      const row = within(canvas.getByTestId(variant));
      const backgrounds = TONES.map((tone) => getComputedStyle(row.getByText(tone)).backgroundColor);
      // Every tone has its own fill, and the fill is never transparent.
      await expect(new Set(backgrounds).size).toBeGreaterThanOrEqual(TONES.length - 1);
      await expect(backgrounds).not.toContain(none);
    }
  },
};

export const Sizes: Story = {
  render: (args) => (
    <HStack gap="2">
      <Badge {...args} size="sm">
        Small
      </Badge>
      <Badge {...args} size="md">
        Medium
      </Badge>
    </HStack>
  ),
  play: async ({ canvas }) => {
    const small = canvas.getByText('Small').getBoundingClientRect().height;
    const medium = canvas.getByText('Medium').getBoundingClientRect().height;
    await expect(medium).toBeGreaterThan(small);
  },
};

export const Count: Story = {
  args: { count: 3, label: '3 unread messages', tone: 'danger', variant: 'solid', children: undefined },
  render: (args) => (
    <a href="#messages">
      <HStack gap="2" display="inline-flex">
        <MessageSquare aria-hidden />
        Messages
        <Badge {...args} />
      </HStack>
    </a>
  ),
  play: async ({ canvas }) => {
    // Sighted users see the number; screen readers hear what it counts.
    await expect(canvas.getByText('3')).toBeVisible();
    await expect(canvas.getByText('3')).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.getByRole('link')).toHaveAccessibleName('Messages 3 unread messages');
  },
};

export const CountOverMax: Story = {
  args: { count: 120, label: '120 new notifications', tone: 'danger', variant: 'solid', children: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('99+')).toBeVisible();
    await expect(canvas.getByText('120 new notifications')).toBeInTheDocument();
  },
};

export const CountLocalized: Story = {
  args: { count: 2547, max: 9999, tone: 'neutral', children: undefined },
  globals: { locale: 'de' },
  play: async ({ canvas }) => {
    // Without a label the number itself is read, formatted for the language.
    await expect(canvas.getByText('2.547')).toBeVisible();
  },
};

export const OnIconButton: Story = {
  args: { count: 2, tone: 'danger', variant: 'solid', size: 'sm', children: undefined },
  render: (args) => (
    <Box position="relative" display="inline-flex">
      <IconButton aria-label="Notifications, 2 new">
        <Bell aria-hidden />
      </IconButton>
      <Box position="absolute" top="-1" right="-1">
        <Badge {...args} aria-hidden />
      </Box>
    </Box>
  ),
  play: async ({ canvas }) => {
    // The button's name carries the count; the badge is decoration for sighted users.
    await expect(canvas.getByRole('button', { name: 'Notifications, 2 new' })).toBeVisible();
    await expect(canvas.getByText('2')).toBeVisible();
  },
};
