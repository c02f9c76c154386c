import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bold, Italic, Star, Underline } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Group, Stack, Text, Toggle } from '../../../src';

const meta = {
  title: 'Components/Forms/Toggle',
  component: Toggle.Root,
  args: { variant: 'outline', size: 'md', onPressedChange: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['outline', 'ghost'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
  parameters: {
    docs: {
      description: {
        component:
          'One button that stays pressed (Ark\'s toggle), as the WAI-ARIA toggle button: a `<button>` with `aria-pressed`, which Space or Enter presses and unpresses. Its name says what it turns on and stays the same in both states ("Show archived", not "Show"/"Hide"); an icon alone needs an `aria-label`. `pressed`, `defaultPressed` and `onPressedChange` hold its state, `disabled` stops it. `Toggle.Indicator` shows its children while pressed and `fallback` while not (a filled star and an outlined one). For several toggles that belong together, use ToggleGroup; for an on/off setting a form submits, Switch or Checkbox.',
      },
    },
  },
} satisfies Meta<typeof Toggle.Root>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => <Toggle.Root {...args}>Show archived</Toggle.Root>,
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Show archived' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onPressedChange).toHaveBeenLastCalledWith(true);
    // The keys of the APG's toggle button: Space and Enter each flip it.
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onPressedChange).toHaveBeenLastCalledWith(true);
    // Pressed, it is drawn in the accent; the focus ring shows for the keyboard.
    await expect(getComputedStyle(toggle).outlineStyle).toBe('solid');
    await userEvent.click(toggle);
    const off = getComputedStyle(toggle).backgroundColor;
    await userEvent.click(toggle);
    // (after the colour's short transition)
    await waitFor(() => expect(getComputedStyle(toggle).backgroundColor).not.toBe(off));
  },
};

/** An icon alone, named by `aria-label`; the indicator swaps the outlined star for a filled one. */
export const IconWithIndicator: Story = {
  args: { variant: 'ghost' },
  render: (args) => (
    <Toggle.Root {...args} aria-label="Favourite">
      <Toggle.Indicator fallback={<Star aria-hidden data-testid="outlined" />}>
        <Star aria-hidden fill="currentColor" data-testid="filled" />
      </Toggle.Indicator>
    </Toggle.Root>
  ),
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Favourite' });
    await expect(canvas.getByTestId('outlined')).toBeVisible();
    await expect(canvas.queryByTestId('filled')).toBeNull();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByTestId('filled')).toBeVisible();
    await expect(canvas.queryByTestId('outlined')).toBeNull();
  },
};

export const Controlled: Story = {
  render: function ArchivedOrders(args) {
    const [showArchived, setShowArchived] = useState(false);
    return (
      <Stack gap="3" align="start">
        <Toggle.Root {...args} pressed={showArchived} onPressedChange={setShowArchived}>
          Show archived
        </Toggle.Root>
        <Text>{showArchived ? 'Showing 42 orders, archived ones too.' : 'Showing 30 open orders.'}</Text>
      </Stack>
    );
  },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Show archived' });
    await expect(canvas.getByText('Showing 30 open orders.')).toBeVisible();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByText('Showing 42 orders, archived ones too.')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultPressed: true },
  render: (args) => <Toggle.Root {...args}>Show archived</Toggle.Root>,
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Show archived' });
    await expect(toggle).toBeDisabled();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onPressedChange).not.toHaveBeenCalled();
  },
};

/** Ghost toggles of icons side by side, each with its own name, at each size. */
export const VariantsAndSizes: Story = {
  render: (args) => (
    <Stack gap="4">
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <Group key={size} gap="1" role="group" aria-label={`Text style, ${size}`}>
          <Toggle.Root {...args} size={size} variant="ghost" aria-label="Bold" defaultPressed>
            <Bold aria-hidden />
          </Toggle.Root>
          <Toggle.Root {...args} size={size} variant="ghost" aria-label="Italic">
            <Italic aria-hidden />
          </Toggle.Root>
          <Toggle.Root {...args} size={size} aria-label="Underline">
            <Underline aria-hidden />
          </Toggle.Root>
        </Group>
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    const height = (size: string) =>
      canvas
        .getByRole('group', { name: `Text style, ${size}` })
        .querySelector('button')
        ?.getBoundingClientRect().height ?? 0;
    await expect(height('sm')).toBeLessThan(height('md'));
    await expect(height('md')).toBeLessThan(height('lg'));
    await expect(canvas.getAllByRole('button', { name: 'Bold', pressed: true })).toHaveLength(3);
    await expect(canvas.getAllByRole('button', { name: 'Italic', pressed: false })).toHaveLength(3);
  },
};
