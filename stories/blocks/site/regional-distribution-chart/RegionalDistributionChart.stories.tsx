import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { regionalDistribution } from '../../../../app/data/analytics';
import { RegionalDistributionChart } from '../../../../src';
import { chartDataStories } from '../../../support/remote-data';

const meta = {
  title: 'Blocks/Site/RegionalDistributionChart',
  component: RegionalDistributionChart,
  args: { data: regionalDistribution },
  parameters: {
    docs: {
      description: {
        component:
          "'Regional Distribution' on the analytics page: a pie of shipments by region (North America 45, Europe 25, Asia 20, Other 10), with a legend that also gives each share, tooltips and a 'Show data table' disclosure. The figure is named by its title. The plot is one tab stop (role `img`): the arrow keys, Home and End step through the slices and show each one's tooltip, which a polite live region also reads out. Region names are translated; colours come from semantic tokens.",
      },
    },
  },
} satisfies Meta<typeof RegionalDistributionChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('figure', { name: 'Regional Distribution' })).toBeVisible();
    const legend = canvas.getByRole('list', { name: 'Legend' });
    for (const item of ['North America (45%)', 'Europe (25%)', 'Asia (20%)', 'Other (10%)']) {
      await expect(within(legend).getByText(item)).toBeVisible();
    }
    const plot = canvas.getByRole('img', { name: /Regional Distribution/ });
    const slices = plot.querySelectorAll('path');
    await expect(slices).toHaveLength(4);

    // Pointer: hovering a slice shows its tooltip.
    await userEvent.hover(slices[1]);
    await waitFor(() => expect(within(plot).getByText('Europe')).toBeVisible());
    await userEvent.unhover(slices[1]);
    await waitFor(() => expect(within(plot).queryByText('Europe')).not.toBeInTheDocument());

    // Keyboard: one tab stop; arrows step through the slices.
    await userEvent.tab();
    await expect(plot).toHaveFocus();
    await waitFor(() => expect(within(plot).getByText('North America')).toBeVisible());
    await expect(canvas.getByText('North America: 45%')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await waitFor(() => expect(canvas.getByText('Asia: 20%')).toBeInTheDocument());
    await expect(within(plot).getByText('Asia')).toBeVisible();
    await userEvent.tab();
    await waitFor(() => expect(within(plot).queryByText('Asia')).not.toBeInTheDocument());
  },
};

export const DataTable: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show data table' }));
    const table = await canvas.findByRole('table', { name: 'Regional Distribution: data' });
    await expect(table).toBeVisible();
    const europe = within(table).getByRole('rowheader', { name: 'Europe' }).closest('tr') as HTMLElement;
    await expect(within(europe).getByRole('cell', { name: '25%' })).toBeVisible();
    await expect(within(table).getAllByRole('rowheader')).toHaveLength(4);
  },
};

export const Swedish: Story = {
  globals: { locale: 'sv' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('figure', { name: 'Regional fördelning' })).toBeVisible();
    await expect(canvas.getByText(/^Nordamerika \(45\s%\)$/)).toBeVisible();
  },
};

const dataStates = chartDataStories('Regional Distribution');

/** No data: the title stays and says so, with no plot to focus. */
export const Empty: Story = dataStates.Empty;

/** Loading: under the title a block of the chart's height stands in, and screen readers hear 'Loading chart data…'. */
export const Loading: Story = dataStates.Loading;

/** Loading failed: "Couldn't load chart data" under the title, and Retry calls `onRetry`. */
export const LoadFailed: Story = dataStates.LoadFailed;
