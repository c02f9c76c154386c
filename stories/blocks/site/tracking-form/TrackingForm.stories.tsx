import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { TrackingForm } from '../../../../src';

const meta = {
  title: 'Blocks/Site/TrackingForm',
  component: TrackingForm,
  args: { onTrack: fn() },
  parameters: {
    docs: {
      description: {
        component:
          "The tracking-number input with its visible label and hint, and the 'Track Package' submit button. Enter in the input submits. A blank or whitespace-only number is ignored (`onTrack` is not called); any other number is passed on trimmed, with no format check. What was typed is never cleared.",
      },
    },
  },
} satisfies Meta<typeof TrackingForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Tracking number' });
    await expect(input).toHaveAccessibleDescription(/shipping confirmation/);
    await userEvent.type(input, '  ABC123 ');
    await userEvent.click(canvas.getByRole('button', { name: 'Track Package' }));
    await expect(args.onTrack).toHaveBeenCalledWith('ABC123');
    await expect(input).toHaveValue('  ABC123 ');
    // Enter submits too.
    await userEvent.clear(input);
    await userEvent.type(input, 'XYZ789{Enter}');
    await expect(args.onTrack).toHaveBeenLastCalledWith('XYZ789');
    await expect(args.onTrack).toHaveBeenCalledTimes(2);
  },
};

/** A blank or whitespace-only number is ignored: there is nothing to look up. */
export const BlankIsIgnored: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Track Package' });
    await userEvent.click(button);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Tracking number' }), '    {Enter}');
    await userEvent.click(button);
    await expect(args.onTrack).not.toHaveBeenCalled();
    await expect(canvas.getByRole('textbox', { name: 'Tracking number' })).toHaveValue('    ');
  },
};

export const Prefilled: Story = {
  args: { defaultNumber: 'ABC123' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('textbox', { name: 'Tracking number' })).toHaveValue('ABC123');
    await userEvent.click(canvas.getByRole('button', { name: 'Track Package' }));
    await expect(args.onTrack).toHaveBeenCalledWith('ABC123');
  },
};

export const Swedish: Story = {
  globals: { locale: 'sv' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Spårningsnummer' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Spåra paket' })).toBeVisible();
  },
};
