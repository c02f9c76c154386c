import type { Meta, StoryObj } from '@storybook/react-vite';
import { renderToString } from 'react-dom/server';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { footerCompanyLinks, footerResourceLinks, siteContact } from '../../../../app/data/site';
import { LanguageProvider, SiteFooter } from '../../../../src';
import { hydrate } from '../../../support/server-render';
import { appText } from '../support/copy';
import { navigate, withRouter } from '../support/router';

/** The footer's copy from the app, in one language. */
const copy = (text = appText('en')) => ({
  tagline: text('site.footer.tagline'),
  companyLinks: footerCompanyLinks(text),
  resourceLinks: footerResourceLinks(text),
});

/** Runs `render` while the clock says a year ago, as a server did when it prerendered last year's page. */
function inAnEarlierYear<T>(render: () => T): T {
  const RealDate = Date;
  class LastYear extends RealDate {
    override getFullYear() {
      return super.getFullYear() - 1;
    }
  }
  globalThis.Date = LastYear as DateConstructor;
  try {
    return render();
  } finally {
    globalThis.Date = RealDate;
  }
}

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

/**
 * Server-rendered or prerendered, the copyright line is in the HTML with the server's year, so it shows before
 * the code arrives. A page prerendered last year shows this year once hydrated, without a hydration error.
 */
export const PrerenderedInAnEarlierYear: Story = {
  tags: ['!autodocs'],
  render: () => <div data-testid="server-rendered" />,
  play: async ({ args, canvas }) => {
    const container = canvas.getByTestId('server-rendered');
    const tree = (
      <LanguageProvider locale="en">
        <SiteFooter {...args} />
      </LanguageProvider>
    );
    const thisYear = new Date().getFullYear();
    container.innerHTML = inAnEarlierYear(() => renderToString(tree));
    await expect(container).toHaveTextContent(`© ${thisYear - 1} Labelport. All rights reserved.`);
    const { errors, cleanup } = hydrate(container, tree);
    try {
      await waitFor(() => expect(container).toHaveTextContent(`© ${thisYear} Labelport. All rights reserved.`));
      await expect(errors).toEqual([]);
    } finally {
      cleanup();
    }
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
