import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { applyTheme, LanguageProvider, type Theme, ThemeProvider, ThemeToggle } from '../../../src';
import { hydrateForReturningVisitor } from '../../support/server-render';

const meta = {
  title: 'Components/Forms/ThemeToggle',
  // Reads the theme in JavaScript: rendered and played in each theme (.storybook/story-tests.ts).
  tags: ['theme-dependent'],
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

/**
 * Server HTML cannot know a returning visitor's stored theme: hydration must find the same markup and
 * report no mismatch, and the toggle settles to the stored theme right after.
 */
export const HydratesForAReturningDarkVisitor: Story = {
  tags: ['!autodocs'],
  render: () => <div data-testid="server-rendered" />,
  play: async ({ canvas, globals }) => {
    const container = canvas.getByTestId('server-rendered');
    const tree = (
      <ThemeProvider>
        <LanguageProvider locale="en">
          <ThemeToggle />
        </LanguageProvider>
      </ThemeProvider>
    );
    const { errors, cleanup } = hydrateForReturningVisitor(container, tree, { theme: 'dark' });
    try {
      const button = within(container).getByRole('button');
      await waitFor(() => expect(button).toHaveAccessibleName('Switch to light theme'));
      await expect(button).toHaveAttribute('aria-pressed', 'true');
      // The provider takes over the root's class right after hydration (a transition).
      await waitFor(() => expect(document.documentElement).toHaveClass('dark'));
      await expect(errors).toEqual([]);
    } finally {
      cleanup();
      applyTheme(globals.theme as Theme);
    }
  },
};
