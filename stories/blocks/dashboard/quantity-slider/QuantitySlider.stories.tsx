import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Box } from 'styled-system/jsx';
import { QuantitySlider } from '../../../../src';

const meta = {
  title: 'Blocks/Dashboard/QuantitySlider',
  component: QuantitySlider,
  parameters: {
    docs: {
      description: {
        component:
          "The order quantity of the request form: five positions, 15,000 / 50,000 / 100,000 / 150,000 / 250,000 units, built on the core Slider with marks. The label shows the amount formatted for the locale plus 'units'. Keyboard: arrow keys move one step, Home/End jump to the ends. Screen readers hear the amount ('100,000 units') as `aria-valuetext`, not the position.",
      },
    },
  },
  decorators: [(Story) => <Box maxW="md">{Story()}</Box>],
  args: { onValueChange: fn() },
} satisfies Meta<typeof QuantitySlider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const slider = canvas.getByRole('slider', { name: 'Quantity' });
    await expect(slider).toHaveAttribute('aria-valuetext', '15,000 units');
    await expect(canvas.getByText('15,000 units')).toBeVisible();

    slider.focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(slider).toHaveAttribute('aria-valuetext', '50,000 units'));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(1, 50_000);

    await userEvent.keyboard('{End}');
    await waitFor(() => expect(slider).toHaveAttribute('aria-valuetext', '250,000 units'));
    await expect(canvas.getByText('250,000 units')).toBeVisible();
    await expect(args.onValueChange).toHaveBeenLastCalledWith(4, 250_000);

    await userEvent.keyboard('{ArrowRight}');
    await expect(slider).toHaveAttribute('aria-valuenow', '4');

    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(slider).toHaveAttribute('aria-valuetext', '150,000 units'));

    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(slider).toHaveAttribute('aria-valuetext', '15,000 units'));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(0, 15_000);
  },
};

/** Controlled by a parent, starting at position 2 (100,000 units). */
export const Controlled: Story = {
  render: (args) => {
    const [position, setPosition] = useState(2);
    return (
      <QuantitySlider
        {...args}
        value={position}
        onValueChange={(next, quantity) => {
          setPosition(next);
          args.onValueChange?.(next, quantity);
        }}
      />
    );
  },
  play: async ({ canvas }) => {
    const slider = canvas.getByRole('slider', { name: 'Quantity' });
    await expect(slider).toHaveAttribute('aria-valuetext', '100,000 units');
    slider.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(slider).toHaveAttribute('aria-valuetext', '50,000 units'));
  },
};

/** Amounts follow the locale: German groups with dots. */
export const German: Story = {
  globals: { locale: 'de' },
  args: { defaultValue: 3 },
  play: async ({ canvas }) => {
    const slider = canvas.getByRole('slider', { name: 'Menge' });
    await expect(slider).toHaveAttribute('aria-valuetext', '150.000 Einheiten');
    await expect(canvas.getByText('150.000 Einheiten')).toBeVisible();
  },
};
