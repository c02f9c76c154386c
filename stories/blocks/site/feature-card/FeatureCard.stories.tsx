import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { homeFeatures } from '../../../../app/data/site';
import { FeatureCard, FeatureGrid, type SiteFeature } from '../../../../src';
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
  render: function HomeFeatures() {
    const features: SiteFeature[] = [
      {
        id: 'tracking',
        icon: 'tracking',
        title: 'Real-Time Shipment Tracking',
        description: 'Follow every parcel and pallet from warehouse to doorstep with live status updates.',
      },
      {
        id: 'analytics',
        icon: 'analytics',
        title: 'Comprehensive Analytics',
        description: 'See delivery times, success rates and costs at a glance, and spot trends before they become problems.',
      },
      {
        id: 'routes',
        icon: 'route',
        title: 'Optimised Route Planning',
        description: 'AI-powered route planning cuts mileage, fuel and delivery times.',
      },
    ];
    return <FeatureGrid features={features} />;
  },
  play: async ({ canvas }) => {
    const items = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    const titles = canvas.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    await expect(titles).toEqual(['Real-Time Shipment Tracking', 'Comprehensive Analytics', 'Optimised Route Planning']);
  },
};

export const FeaturesPageGrid: Story = {
  render: function FeaturesPage() {
    const features: SiteFeature[] = [
      {
        id: 'advanced-analytics',
        icon: 'trend',
        title: 'Advanced Analytics',
        description: 'Dashboards and reports on delivery performance, volumes and regions, ready to share with your team.',
      },
      {
        id: 'secure-tracking',
        icon: 'shield',
        title: 'Secure Tracking',
        description: 'Encrypted tracking links and role-based access keep your shipment data safe.',
      },
      {
        id: 'global-coverage',
        icon: 'globe',
        title: 'Global Coverage',
        description: 'Track shipments across carriers and borders in more than 200 countries.',
      },
      {
        id: 'easy-integration',
        icon: 'plug',
        title: 'Easy Integration',
        description: 'Connect your shop, warehouse and ERP systems through our API in an afternoon.',
      },
      {
        id: 'real-time-updates',
        icon: 'zap',
        title: 'Real-Time Updates',
        description: 'Instant notifications on every status change, so you and your customers are never left guessing.',
      },
      {
        id: 'premium-support',
        icon: 'support',
        title: 'Premium Support',
        description: 'Logistics experts ready to help by e-mail, chat and phone.',
      },
    ];
    return <FeatureGrid features={features} />;
  },
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
  render: function AllPlansInclude() {
    const features: SiteFeature[] = [
      {
        id: 'tracking-links',
        icon: 'link',
        title: 'Unlimited tracking links',
        description: 'Share branded tracking pages with every customer.',
      },
      {
        id: 'monitoring',
        icon: 'monitor',
        title: '24/7 system monitoring',
        description: 'We watch the platform around the clock so your shipments never stop.',
      },
      {
        id: 'api',
        icon: 'plug',
        title: 'API access',
        description: 'Connect Labelport to the tools you already use.',
      },
    ];
    return <FeatureGrid features={features} headingLevel={4} />;
  },
  play: async ({ canvas }) => {
    const titles = canvas.getAllByRole('heading', { level: 4 }).map((heading) => heading.textContent);
    await expect(titles).toEqual(['Unlimited tracking links', '24/7 system monitoring', 'API access']);
  },
};

export const German: Story = {
  globals: { locale: 'de' },
  render: function HomeFeaturesGerman() {
    const features: SiteFeature[] = [
      {
        id: 'tracking',
        icon: 'tracking',
        title: 'Sendungsverfolgung in Echtzeit',
        description: 'Verfolgen Sie jedes Paket und jede Palette vom Lager bis zur Haustür mit Live-Statusmeldungen.',
      },
      {
        id: 'analytics',
        icon: 'analytics',
        title: 'Umfassende Analysen',
        description:
          'Lieferzeiten, Erfolgsquoten und Kosten auf einen Blick – erkennen Sie Trends, bevor sie zum Problem werden.',
      },
      {
        id: 'routes',
        icon: 'route',
        title: 'Optimierte Routenplanung',
        description: 'KI-gestützte Routenplanung spart Kilometer, Kraftstoff und Lieferzeit.',
      },
    ];
    return <FeatureGrid features={features} />;
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Sendungsverfolgung in Echtzeit' })).toBeVisible();
  },
};
