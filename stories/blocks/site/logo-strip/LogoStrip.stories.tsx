import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { trustedCompanies } from '../../../../app/data/site';
import { LogoStrip } from '../../../../src';
import { appText } from '../support/copy';

const meta = {
  title: 'Blocks/Site/LogoStrip',
  component: LogoStrip,
  args: { title: appText('en')('site.logos.title'), companies: trustedCompanies },
  parameters: {
    docs: {
      description: {
        component:
          'A heading (`title`, here the app’s ‘Trusted by industry leaders’) and the customers’ names. A region named by its heading, with the names as a list, so screen readers announce how many there are. Names are not translated.',
      },
    },
  },
} satisfies Meta<typeof LogoStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Trusted by industry leaders' });
    const items = within(region).getAllByRole('listitem');
    await expect(items).toHaveLength(5);
    await expect(items.map((item) => item.textContent)).toEqual(trustedCompanies);
    for (const item of items) await expect(item).toBeVisible();
  },
};

export const Swedish: Story = {
  globals: { locale: 'sv' },
  args: { title: appText('sv')('site.logos.title') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Betrodd av branschledare' })).toBeVisible();
    // Company names stay as they are.
    await expect(canvas.getByText('Nordfrakt')).toBeVisible();
  },
};
