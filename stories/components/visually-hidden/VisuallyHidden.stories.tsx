import type { Meta, StoryObj } from '@storybook/react-vite';
import { Trash2 } from 'lucide-react';
import { expect } from 'storybook/test';
import { VisuallyHidden } from '../../../src';

const meta = {
  title: 'Components/Layout/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'Delete file' },
  parameters: {
    docs: {
      description: {
        component:
          'Text for screen readers only. It takes no space on screen but is part of the accessible name of what holds it, e.g. the name of an icon-only button or "(opens in a new tab)" after a link. With `asChild` it hides its child element instead of wrapping it.',
      },
    },
  },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InIconButton: Story = {
  render: (args) => (
    <button type="button">
      <Trash2 aria-hidden />
      <VisuallyHidden {...args} />
    </button>
  ),
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Delete file' });
    await expect(button).toBeVisible();
    // The text is in the page for screen readers but takes a single pixel at most.
    const text = canvas.getByText('Delete file');
    const box = text.getBoundingClientRect();
    await expect(box.width).toBeLessThanOrEqual(1);
    await expect(box.height).toBeLessThanOrEqual(1);
  },
};

export const AsChild: Story = {
  render: () => (
    <VisuallyHidden asChild>
      <h2>Only for screen readers</h2>
    </VisuallyHidden>
  ),
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 2, name: 'Only for screen readers' });
    // asChild hides the heading itself instead of wrapping it in a span.
    await expect(heading.parentElement?.tagName).not.toBe('SPAN');
    await expect(heading.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};
