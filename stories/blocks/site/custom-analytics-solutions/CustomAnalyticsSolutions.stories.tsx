import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { analyticsContactEmail } from '../../../../app/data/analytics';
import { CustomAnalyticsSolutions } from '../../../../src';

const meta = {
  title: 'Blocks/Site/CustomAnalyticsSolutions',
  component: CustomAnalyticsSolutions,
  args: { contactEmail: analyticsContactEmail },
  parameters: {
    docs: {
      description: {
        component:
          "The analytics page's 'Custom Analytics Solutions' block: a heading, a short text and 'Contact Us', a `mailto:` link (with the block's title as subject) styled as a button. It is a link, so screen readers announce it as one and Enter follows it. The section landmark is named by its heading.",
      },
    },
  },
} satisfies Meta<typeof CustomAnalyticsSolutions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Custom Analytics Solutions' })).toBeVisible();
    const link = canvas.getByRole('link', { name: 'Contact Us' });
    await expect(link).toHaveAttribute('href', 'mailto:analytics@labelport.example?subject=Custom%20Analytics%20Solutions');
  },
};

export const German: Story = {
  globals: { locale: 'de' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Individuelle Analyselösungen' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Kontakt aufnehmen' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:analytics@labelport\.example\?subject=/),
    );
  },
};
