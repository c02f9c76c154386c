import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { footerCompanyLinks, footerResourceLinks, siteContact } from '../../../../app/data/site';
import { SiteFooter } from '../../../../src';
import { appText } from '../support/copy';
import { navigate, withRouter } from '../support/router';

/** The footer's copy from the app, in one language. */
const copy = (text = appText('en')) => ({
  tagline: text('site.footer.tagline'),
  companyLinks: footerCompanyLinks(text),
  resourceLinks: footerResourceLinks(text),
});

const meta = {
  title: 'Blocks/Site/SiteFooter',
  component: SiteFooter,
  decorators: [withRouter('/')],
  args: { ...copy(), contact: siteContact },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The public site’s footer (a `contentinfo` landmark): about text, ‘Company’ and ‘Resources’ link lists (each a navigation landmark named by its heading), the ‘Contact’ block (id `contact`, so ‘Contact Us’ can point at `#contact`) with a `mailto:` and a `tel:` link, and the copyright line with the current year.',
      },
    },
  },
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    navigate.mockClear();
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
    const company = canvas.getByRole('navigation', { name: 'Company' });
    await expect(within(company).getAllByRole('link')).toHaveLength(4);
    const resources = canvas.getByRole('navigation', { name: 'Resources' });
    await expect(within(resources).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
    );
    await userEvent.click(within(resources).getByRole('link', { name: 'Tracking' }));
    await expect(navigate).toHaveBeenCalledWith('/tracking');

    const contact = canvasElement.querySelector('#contact') as HTMLElement;
    await expect(within(contact).getByRole('link', { name: siteContact.email })).toHaveAttribute(
      'href',
      `mailto:${siteContact.email}`,
    );
    await expect(within(contact).getByRole('link', { name: siteContact.phone })).toHaveAttribute('href', 'tel:+15550102547');
    await expect(canvas.getByText(`© ${new Date().getFullYear()} Labelport. All rights reserved.`)).toBeVisible();
  },
};

export const FixedYear: Story = {
  args: { year: 2025 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('© 2025 Labelport. All rights reserved.')).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  args: copy(appText('fr')),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Entreprise' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Contact' })).toBeVisible();
    await expect(canvas.getByText(/Tous droits réservés/)).toBeVisible();
  },
};
