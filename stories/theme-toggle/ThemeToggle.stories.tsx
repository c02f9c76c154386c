import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { ThemeToggle } from '../../src';

const meta = {
  title: 'Core/ThemeToggle',
  component: ThemeToggle,
  parameters: {
    docs: {
      description: {
        component:
          'Switches light and dark. It is a toggle button (`aria-pressed` is true in dark), and its name says what pressing it will do. The choice is saved under the `theme` key and applied as a class on `<html>`.',
      },
    },
  },
} satisfies Meta<typeof ThemeToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const root = document.documentElement;
    const startDark = globals.theme === 'dark';
    const button = canvas.getByRole('button', { name: startDark ? 'Switch to light theme' : 'Switch to dark theme' });
    await expect(button).toHaveAttribute('aria-pressed', String(startDark));

    await userEvent.click(button);
    const nowDark = !startDark;
    await waitFor(() => expect(root.classList.contains('dark')).toBe(nowDark));
    await expect(localStorage.getItem('theme')).toBe(nowDark ? 'dark' : 'light');
    await expect(button).toHaveAccessibleName(nowDark ? 'Switch to light theme' : 'Switch to dark theme');

    // Back again from the keyboard, so the story ends in the theme it started in.
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(root.classList.contains('dark')).toBe(startDark));
  },
};
