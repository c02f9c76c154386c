import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { allFeatures, homeFeatures, includedInAllPlans } from '../../../../app/data/site';
import { FeatureCard, FeatureGrid } from '../../../../src';
import { appText } from '../support/copy';

const text = appText('en');

const meta = {
  title: 'Blocks/Site/FeatureCard',
  component: FeatureCard,
  args: { feature: homeFeatures(text)[0] },
  parameters: {
    docs: {
      description: {
        component:
          'A product feature: a decorative lucide icon (hidden from screen readers), a title (a real heading, `<h3>` by default, so users can jump between cards) and a description. `FeatureGrid` lays cards out as a list: one column on phones, two on tablets, three on desktops.',
      },
    },
  },
} satisfies Meta<typeof FeatureCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Single: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Real-Time Shipment Tracking' })).toBeVisible();
    await expect(canvas.getByText(/Follow every parcel and pallet/)).toBeVisible();
    const icon = canvasElement.querySelector('svg');
    await expect(icon).toHaveAttribute('aria-hidden', 'true');
  },
};

export const HomeGrid: Story = {
  render: () => <FeatureGrid features={homeFeatures(text)} />,
  play: async ({ canvas }) => {
    const items = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    const titles = canvas.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    await expect(titles).toEqual(['Real-Time Shipment Tracking', 'Comprehensive Analytics', 'Optimised Route Planning']);
  },
};

export const FeaturesPageGrid: Story = {
  render: () => <FeatureGrid features={allFeatures(text)} />,
  play: async ({ canvas }) => {
    const titles = canvas.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    await expect(titles).toEqual([
      'Advanced Analytics',
      'Secure Tracking',
      'Global Coverage',
      'Easy Integration',
      'Real-Time Updates',
      'Premium Support',
    ]);
  },
};

export const AllPlansInclude: Story = {
  render: () => <FeatureGrid features={includedInAllPlans(text)} headingLevel={4} />,
  play: async ({ canvas }) => {
    const titles = canvas.getAllByRole('heading', { level: 4 }).map((heading) => heading.textContent);
    await expect(titles).toEqual(['Unlimited tracking links', '24/7 system monitoring', 'API access']);
  },
};

export const German: Story = {
  globals: { locale: 'de' },
  render: () => <FeatureGrid features={homeFeatures(appText('de'))} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Sendungsverfolgung in Echtzeit' })).toBeVisible();
  },
};
