import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { PremiumToolsCard } from '../../../../src';
import { StoryRouter } from '../support/router';

/** Where the card's links would navigate. */
const navigate = fn();

const meta = {
  title: 'Blocks/Dashboard/PremiumToolsCard',
  component: PremiumToolsCard,
  parameters: {
    docs: {
      description: {
        component:
          "The 'Premium Tools' upsell on /dashboard. 'Upgrade Plan' is a link styled as a button (screen readers hear a link), going to /pricing through the portal's router. The title is a heading whose level fits the page (`titleLevel`, default 2).",
      },
    },
  },
  decorators: [
    (Story) => (
      <StoryRouter onNavigate={navigate}>
        <Story />
      </StoryRouter>
    ),
  ],
  beforeEach: () => navigate.mockClear(),
} satisfies Meta<typeof PremiumToolsCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Premium Tools' })).toBeVisible();
    const upgrade = canvas.getByRole('link', { name: 'Upgrade Plan' });
    await expect(upgrade).toHaveAttribute('href', '/pricing');
    await userEvent.click(upgrade);
    await expect(navigate).toHaveBeenCalledWith('/pricing');
  },
};

/** Keyboard: Tab reaches the link and Enter follows it. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Upgrade Plan' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/pricing');
  },
};

export const Swedish: Story = {
  globals: { locale: 'sv' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Premiumverktyg' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Uppgradera abonnemang' })).toBeVisible();
  },
};
