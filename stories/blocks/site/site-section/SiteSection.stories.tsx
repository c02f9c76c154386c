import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { allFeatures } from '../../../../app/data/site';
import { CtaBanner, FeatureGrid, SiteSection } from '../../../../src';
import { appText } from '../support/copy';
import { navigate, withRouter } from '../support/router';

const text = appText('en');

const meta = {
  title: 'Blocks/Site/SiteSection',
  component: SiteSection,
  decorators: [withRouter('/features')],
  args: { title: text('site.features.title'), description: text('site.features.subtitle'), id: 'features' },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'A titled band of the public site. It is a `<section>` named by its heading, so screen-reader users find it in the landmarks list; `id` gives it an anchor (`/#features`). `level={1}` makes the title the page’s one `<h1>`. `CtaBanner` is a section with one button-styled link.',
      },
    },
  },
} satisfies Meta<typeof SiteSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithContent: Story = {
  args: { children: <FeatureGrid features={allFeatures(text).slice(0, 3)} /> },
  play: async ({ canvas, canvasElement }) => {
    const region = canvas.getByRole('region', { name: 'Everything you need to ship smarter' });
    await expect(region).toHaveAttribute('id', 'features');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Everything you need to ship smarter' })).toBeVisible();
    await expect(canvas.getByText('One platform for tracking, analytics and route planning.')).toBeVisible();
    await expect(canvasElement.querySelectorAll('li')).toHaveLength(3);
  },
};

export const PageTitle: Story = {
  args: { level: 1, title: text('page.features'), description: text('site.featuresPage.subtitle'), tone: 'subtle' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Features Built for Modern Logistics' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 2 })).toBeNull();
  },
};

export const CallToAction: Story = {
  render: () => (
    <CtaBanner
      id="get-started"
      title="Ready to streamline your shipping?"
      description="Start your 14-day free trial today. No credit card required."
      actionLabel="Get Started Now"
      href="/signup"
    />
  ),
  play: async ({ canvas }) => {
    navigate.mockClear();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Ready to streamline your shipping?' })).toBeVisible();
    const link = canvas.getByRole('link', { name: 'Get Started Now' });
    await userEvent.click(link);
    await expect(navigate).toHaveBeenCalledWith('/signup');
  },
};

export const CallToActionMailto: Story = {
  render: () => (
    <CtaBanner
      title="Need a custom plan?"
      description="Our sales team will put together a plan that fits your volumes and workflows."
      actionLabel="Contact Sales"
      href="mailto:sales@labelport.example"
      tone="subtle"
    />
  ),
  play: async ({ canvas }) => {
    // Not an app path: a plain link the browser hands to the mail program.
    await expect(canvas.getByRole('link', { name: 'Contact Sales' })).toHaveAttribute('href', 'mailto:sales@labelport.example');
  },
};
