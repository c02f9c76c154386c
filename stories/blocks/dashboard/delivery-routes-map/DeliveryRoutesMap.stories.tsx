import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { deliveryRoute } from '../../../../app/data/shipping';
import { DeliveryRoutesMap } from '../../../../src';

const meta = {
  title: 'Blocks/Dashboard/DeliveryRoutesMap',
  component: DeliveryRoutesMap,
  // The network is closed in Storybook's tests: the frame shows a blank page instead of the map service.
  args: { route: deliveryRoute, mapSrc: 'about:blank' },
  parameters: {
    docs: {
      description: {
        component:
          'The “Delivery Routes” card of the logistics screen: an embedded OpenStreetMap of a route between two European cities (Hamburg → Rotterdam in the samples), 400 px high (`sizes.map`). The frame loads lazily, sends no referrer and is sandboxed (`allow-scripts allow-same-origin`). Screen readers: the card is a region named “Delivery Routes”; the frame has a title naming the route; a text summary gives the cities, road distance and driving time, and a plain link (announced as opening in a new tab) opens the route on OpenStreetMap, so the card still makes sense when the frame cannot load. Keyboard: Tab reaches the frame and then the link. Pass `mapSrc` to override the frame address (e.g. `about:blank` offline).',
      },
    },
  },
} satisfies Meta<typeof DeliveryRoutesMap>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Delivery Routes' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Delivery Routes' })).toBeVisible();
    const frame = canvas.getByTitle('Map of the delivery route from Hamburg to Rotterdam');
    await expect(frame.tagName).toBe('IFRAME');
    await expect(frame).toHaveAttribute('src', 'about:blank');
    await expect(frame).toHaveAttribute('loading', 'lazy');
    await expect(frame).toHaveAttribute('referrerpolicy', 'no-referrer');
    await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin');
    // 400 px high: the sizes.map token.
    await expect(frame.parentElement?.getBoundingClientRect().height).toBe(400);
    await expect(canvas.getByText('Hamburg → Rotterdam: about 490 km by road, 5 hours driving.')).toBeVisible();
    const link = canvas.getByRole('link', { name: /Open the route map on OpenStreetMap/ });
    await expect(link).toHaveAttribute('href', deliveryRoute.mapUrl);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAccessibleName('Open the route map on OpenStreetMap (opens in a new tab)');
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Itinéraires de livraison' })).toBeVisible();
    await expect(canvas.getByText(/Hamburg → Rotterdam : environ 490\s*km par la route, 5\s*heures de trajet\./)).toBeVisible();
    await expect(canvas.getByTitle('Carte de l’itinéraire de livraison de Hamburg à Rotterdam')).toBeVisible();
  },
};
