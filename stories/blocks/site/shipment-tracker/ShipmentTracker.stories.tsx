import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { trackingSample } from '../../../../app/data/tracking';
import { ShipmentTracker } from '../../../../src';

const meta = {
  title: 'Blocks/Site/ShipmentTracker',
  component: ShipmentTracker,
  args: { shipment: trackingSample, now: new Date(2026, 10, 22, 14, 37), onTrack: fn() },
  parameters: {
    docs: {
      description: {
        component:
          "The tracking page's lookup: `TrackingForm` plus `TrackingResult`. Nothing shows until a non-blank number is submitted; a blank or whitespace-only one is ignored; once shown, the result stays (a later blank submit keeps it, a new number replaces it). `initialNumber` shows a result at once, as `/tracking?number=ABC123` does. The result sits in a polite live region, so screen readers announce it.",
      },
    },
  },
} satisfies Meta<typeof ShipmentTracker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Tracking number' });
    const button = canvas.getByRole('button', { name: 'Track Package' });
    const region = canvasElement.querySelector('[aria-live="polite"]') as HTMLElement;
    await expect(region).toBeEmptyDOMElement();

    // Blank and whitespace-only: ignored, nothing shown.
    await userEvent.click(button);
    await userEvent.type(input, '   ');
    await userEvent.click(button);
    await expect(region).toBeEmptyDOMElement();
    await expect(args.onTrack).not.toHaveBeenCalled();

    // A number shows the result in the live region.
    await userEvent.clear(input);
    await userEvent.type(input, 'ABC123{Enter}');
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Shipment ABC123' })).toBeVisible());
    await expect(region).toContainElement(canvas.getByRole('list', { name: 'Shipment progress' }));
    await expect(args.onTrack).toHaveBeenCalledWith('ABC123');

    // The result stays after a later blank submit.
    await userEvent.clear(input);
    await userEvent.click(button);
    await expect(canvas.getByRole('heading', { name: 'Shipment ABC123' })).toBeVisible();

    // A new number replaces it.
    await userEvent.type(input, 'XYZ789');
    await userEvent.click(button);
    await expect(canvas.getByRole('heading', { name: 'Shipment XYZ789' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Shipment ABC123' })).not.toBeInTheDocument();
  },
};

/** As on `/tracking?number=ABC123`: the result shows at once. */
export const InitialNumber: Story = {
  args: { initialNumber: 'ABC123' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Tracking number' })).toHaveValue('ABC123');
    await expect(canvas.getByRole('heading', { name: 'Shipment ABC123' })).toBeVisible();
    await expect(canvas.getByText('Estimated delivery').nextElementSibling).toHaveTextContent('November 23, 2026');
  },
};

export const BlankInitialNumber: Story = {
  args: { initialNumber: '   ' },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Tracking number' })).toBeVisible();
    await expect(canvasElement.querySelector('[aria-live="polite"]')).toBeEmptyDOMElement();
  },
};
