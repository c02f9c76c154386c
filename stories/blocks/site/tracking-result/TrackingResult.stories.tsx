import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { trackingSample } from '../../../../app/data/tracking';
import { buildTrackingResult, TrackingResult } from '../../../../src';

/** A fixed "now", so the sample dates in these stories never change. */
const now = new Date(2026, 10, 22, 14, 37);

const meta = {
  title: 'Blocks/Site/TrackingResult',
  component: TrackingResult,
  args: { result: buildTrackingResult('ABC123', trackingSample, now) },
  parameters: {
    docs: {
      description: {
        component:
          "The result card of a tracking lookup: the number, the current status, the estimated delivery date and the four events as an ordered list (Order Processed, In Transit, Out for Delivery done; Delivered pending). Each event states 'Completed' or 'Pending' in words and has its own icon, so the state never rests on colour. Each has its location and a date written for the locale. Build the data with `buildTrackingResult(number, template, now)`.",
      },
    },
  },
} satisfies Meta<typeof TrackingResult>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Shipment ABC123' })).toBeVisible();
    const list = canvas.getByRole('list', { name: 'Shipment progress' });
    await expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Order Processed\(Completed\)Gothenburg, SwedenNovember 19, 2026/),
      expect.stringMatching(/^In Transit\(Completed\)Hamburg, GermanyNovember 20, 2026/),
      expect.stringMatching(/^Out for Delivery\(Completed\)Lyon, FranceNovember 22, 2026/),
      expect.stringMatching(/^Delivered\(Pending\)Lyon, FranceNovember 23, 2026/),
    ]);
    await expect(within(items[0]).getByText('(Completed)')).toBeVisible();
    await expect(within(items[3]).getByText('(Pending)')).toBeVisible();
    await expect(canvas.getByText('Estimated delivery').nextElementSibling).toHaveTextContent('November 23, 2026');
    await expect(canvas.getByText('Current status').nextElementSibling).toHaveTextContent('Out for Delivery');
  },
};

export const German: Story = {
  globals: { locale: 'de' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Sendung ABC123' })).toBeVisible();
    await expect(canvas.getByText('Voraussichtliche Zustellung').nextElementSibling).toHaveTextContent('23. November 2026');
    await expect(canvas.getByText('In Zustellung', { selector: 'dd' })).toBeVisible();
    await expect(canvas.getAllByText('(Abgeschlossen)')).toHaveLength(3);
  },
};

export const NoEvents: Story = {
  args: { result: { number: 'NEW-001', events: [], estimatedDelivery: new Date(2026, 10, 25) } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Shipment NEW-001' })).toBeVisible();
    await expect(canvas.getByText('No tracking events yet.')).toBeVisible();
    await expect(canvas.getByText('Current status').nextElementSibling).toHaveTextContent('Pending');
  },
};
