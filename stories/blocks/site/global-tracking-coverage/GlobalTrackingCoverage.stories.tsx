import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { GlobalTrackingCoverage } from '../../../../src';

const meta = {
  title: 'Blocks/Site/GlobalTrackingCoverage',
  component: GlobalTrackingCoverage,
  parameters: {
    docs: {
      description: {
        component:
          "The tracking page's 'Global Tracking Coverage' section: a heading (`h2` by default), a short text and 'Learn More', a link to the features page styled as a button, so screen readers announce it as a link and Enter follows it. Its accessible name continues the visible text ('Learn More about global tracking coverage'), so it makes sense in a list of links. The section landmark is named by its heading. Links render through the portal's router (`RouterLinkProvider`).",
      },
    },
  },
} satisfies Meta<typeof GlobalTrackingCoverage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Global Tracking Coverage' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Global Tracking Coverage' })).toBeVisible();
    const link = canvas.getByRole('link', { name: 'Learn More about global tracking coverage' });
    await expect(link).toHaveTextContent(/^Learn More/);
    await expect(link).toHaveAttribute('href', '/features');
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  args: { headingLevel: 'h3' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Couverture de suivi mondiale' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'En savoir plus sur la couverture de suivi mondiale' })).toHaveAttribute(
      'href',
      '/features',
    );
  },
};
