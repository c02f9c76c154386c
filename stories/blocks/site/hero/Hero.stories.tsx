import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { contactHref, heroCopy, heroFigures } from '../../../../app/data/site';
import { Hero } from '../../../../src';
import { appText } from '../support/copy';
import { navigate, withRouter } from '../support/router';

const meta = {
  title: 'Blocks/Site/Hero',
  component: Hero,
  decorators: [withRouter('/')],
  args: { ...heroCopy(appText('en')), ...heroFigures, contactHref },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The home page’s opening: the headline (the page’s `<h1>` by default), an intro and the line above it (the page’s copy: `title`, `subtitle`, `eyebrow`), ‘Try For Free’ (to /signup) and ‘Contact Us’ (a `mailto:` link or `#contact`), and two figures in a description list, formatted for the locale. Both buttons are links, so Enter follows them and screen readers announce them as links.',
      },
    },
  },
} satisfies Meta<typeof Hero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    navigate.mockClear();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Streamline Your Shipping Operations' })).toBeVisible();
    await expect(canvas.getByText('2,547')).toBeVisible();
    await expect(canvas.getByText('98.3%')).toBeVisible();
    await expect(canvas.getByText('Active shipments')).toBeVisible();
    await expect(canvas.getByText('Delivery rate')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', contactHref);
    await userEvent.click(canvas.getByRole('link', { name: 'Try For Free' }));
    await expect(navigate).toHaveBeenCalledWith('/signup');
  },
};

export const Swedish: Story = {
  globals: { locale: 'sv' },
  args: heroCopy(appText('sv')),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Effektivisera din frakthantering' })).toBeVisible();
    // Swedish groups thousands with a space and writes the percent with a comma and a space.
    const spaces = (text: string | null) => (text ?? '').replace(/\s/gu, ' ');
    const figures = [...canvasElement.querySelectorAll('dd')].map((dd) => spaces(dd.textContent));
    const rate = new Intl.NumberFormat('sv', { style: 'percent', minimumFractionDigits: 1 }).format(0.983);
    await expect(figures).toEqual([spaces(new Intl.NumberFormat('sv').format(2547)), spaces(rate)]);
    await expect(figures).toEqual(['2 547', '98,3 %']);
    await expect(canvas.getByText('Aktiva försändelser')).toBeVisible();
  },
};

export const ContactAnchor: Story = {
  args: { contactHref: '#contact', headingLevel: 'h2' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Streamline Your Shipping Operations' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '#contact');
  },
};
