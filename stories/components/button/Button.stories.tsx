import type { Meta, StoryObj } from '@storybook/react-vite';
import { Plus, Trash2 } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { HStack } from 'styled-system/jsx';
import { Button, IconButton } from '../../../src';

const meta = {
  title: 'Components/Forms/Button',
  component: Button,
  args: { children: 'Save changes', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['solid', 'outline', 'ghost', 'subtle'] },
    tone: { control: 'inline-radio', options: ['default', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
  parameters: {
    docs: {
      description: {
        component:
          'The action button. It is a native `<button type="button">`, so Enter and Space press it and it joins the tab order. `loading` disables it and sets `aria-busy`. With `asChild` it styles a link instead, which stays a link for screen readers.',
      },
    },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Solid: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Save changes' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    // Keyboard: focus it with Tab and press it with Enter and Space.
    button.blur();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(3);
  },
};

export const Variants: Story = {
  render: (args) => (
    <HStack gap="3" flexWrap="wrap">
      <Button {...args} variant="solid">
        Solid
      </Button>
      <Button {...args} variant="outline">
        Outline
      </Button>
      <Button {...args} variant="ghost">
        Ghost
      </Button>
      <Button {...args} variant="subtle">
        Subtle
      </Button>
      <Button {...args} tone="danger">
        Delete
      </Button>
    </HStack>
  ),
  play: async ({ canvas }) => {
    for (const name of ['Solid', 'Outline', 'Ghost', 'Subtle', 'Delete']) {
      await expect(canvas.getByRole('button', { name })).toBeEnabled();
    }
  },
};

/**
 * `tone="danger"` marks an action that deletes or cannot be undone, in any weight: a solid one for the
 * dialog that confirms it, an outline or ghost one beside other actions.
 */
export const Danger: Story = {
  args: { tone: 'danger' },
  render: (args) => (
    <HStack gap="3" flexWrap="wrap">
      <Button {...args} variant="solid">
        Delete account
      </Button>
      <Button {...args} variant="outline">
        Remove file
      </Button>
      <Button {...args} variant="ghost">
        <Trash2 aria-hidden />
        Clear
      </Button>
      <Button {...args} variant="subtle">
        Discard draft
      </Button>
    </HStack>
  ),
  play: async ({ canvas }) => {
    const red = (element: Element, property: 'color' | 'backgroundColor') => {
      const [r, g, b] = getComputedStyle(element)[property].match(/\d+/g)?.map(Number) ?? [];
      return r > 150 && r > 2 * g && r > 2 * b;
    };
    const solid = canvas.getByRole('button', { name: 'Delete account' });
    await expect(red(solid, 'backgroundColor')).toBe(true);
    for (const name of ['Remove file', 'Clear', 'Discard draft']) {
      await expect(red(canvas.getByRole('button', { name }), 'color')).toBe(true);
    }
  },
};

export const Sizes: Story = {
  render: (args) => (
    <HStack gap="3">
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="md">
        Medium
      </Button>
      <Button {...args} size="lg">
        Large
      </Button>
    </HStack>
  ),
  play: async ({ canvas }) => {
    const small = canvas.getByRole('button', { name: 'Small' }).getBoundingClientRect().height;
    const large = canvas.getByRole('button', { name: 'Large' }).getBoundingClientRect().height;
    await expect(large).toBeGreaterThan(small);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Save changes' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Save changes' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

export const AsLink: Story = {
  args: { asChild: true, children: <a href="#pricing">See pricing</a> },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'See pricing' });
    await expect(link).toHaveAttribute('href', '#pricing');
    await expect(link).not.toHaveAttribute('type');
  },
};

export const WithIcon: Story = {
  args: { children: [<Plus key="icon" aria-hidden />, 'Start New Project'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Start New Project' })).toBeVisible();
  },
};

export const IconOnly: Story = {
  render: (args) => (
    <IconButton aria-label="Delete file" onClick={args.onClick}>
      <Trash2 aria-hidden />
    </IconButton>
  ),
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Delete file' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};
