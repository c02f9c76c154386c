import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Box } from 'styled-system/jsx';
import { shipmentVolume } from '../../../../app/data/analytics';
import { ShipmentVolumeChart } from '../../../../src';
import { chartDataStories } from '../../../support/remote-data';

const meta = {
  title: 'Blocks/Site/ShipmentVolumeChart',
  component: ShipmentVolumeChart,
  args: { data: shipmentVolume },
  parameters: {
    docs: {
      description: {
        component:
          "'Monthly Shipment Volume' on the analytics page: a line of shipments per month, with a legend, tooltips and a 'Show data table' disclosure. The figure is named by its title. The plot is one tab stop (role `img`): the arrow keys, Home and End step through the months and show each one's tooltip, which a polite live region also reads out; Escape hides it. Month names and numbers follow the locale; on narrow screens the axis labels fewer months.",
      },
    },
  },
} satisfies Meta<typeof ShipmentVolumeChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(canvas.getByRole('figure', { name: 'Monthly Shipment Volume' })).toBeVisible();
    await expect(within(canvas.getByRole('list', { name: 'Legend' })).getByText('Shipments')).toBeVisible();
    const plot = canvas.getByRole('img', { name: /Monthly Shipment Volume/ });
    await waitFor(() => expect(plot.querySelector('path')).not.toBeNull());
    await expect(within(plot).getByText('Jan')).toBeInTheDocument();

    await userEvent.tab();
    await expect(plot).toHaveFocus();
    await waitFor(() => expect(canvas.getByText('January: 1,840 Shipments')).toBeInTheDocument());
    await waitFor(() => expect(body.getByText('Shipments: 1,840')).toBeVisible());
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await waitFor(() => expect(canvas.getByText('March: 2,210 Shipments')).toBeInTheDocument());
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(canvas.getByText('February: 1,920 Shipments')).toBeInTheDocument());
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(body.getByText('Shipments: 2,790')).toBeVisible());
  },
};

/** Pointing near a month shows its tooltip. */
export const Hover: Story = {
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const plot = canvas.getByRole('img', { name: /Monthly Shipment Volume/ });
    await waitFor(() => expect(plot.querySelectorAll('circle').length).toBeGreaterThanOrEqual(12));
    // xychart listens on a transparent overlay over the plot area; point at March's dot.
    const overlay = [...plot.querySelectorAll('rect')].find((rect) => rect.getAttribute('fill') === 'transparent') as Element;
    const march = plot.querySelectorAll('circle')[2].getBoundingClientRect();
    await userEvent.pointer({ target: overlay, coords: { clientX: march.left + march.width / 2, clientY: march.top } });
    await waitFor(() => expect(body.getByText('Shipments: 2,210')).toBeVisible());
  },
};

export const DataTable: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show data table' }));
    const table = await canvas.findByRole('table', { name: 'Monthly Shipment Volume: data' });
    await expect(table).toBeVisible();
    await expect(within(table).getAllByRole('row')).toHaveLength(13);
    const november = within(table).getByRole('rowheader', { name: 'November' }).closest('tr') as HTMLElement;
    await expect(within(november).getByRole('cell', { name: '2,547' })).toBeVisible();
  },
};

/** At 360 px the month axis labels every second or third month so the labels never overlap. */
export const Narrow: Story = {
  render: (args) => (
    <Box maxW="xs">
      <ShipmentVolumeChart {...args} />
    </Box>
  ),
  play: async ({ canvas }) => {
    const plot = canvas.getByRole('img', { name: /Monthly Shipment Volume/ });
    await waitFor(() => expect(within(plot).getByText('Jan')).toBeInTheDocument());
    await expect(within(plot).queryByText('Feb')).not.toBeInTheDocument();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('figure', { name: 'Volume mensuel d’envois' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Afficher le tableau de données' }));
    const table = await canvas.findByRole('table');
    const mars = within(table).getByRole('rowheader', { name: 'mars' }).closest('tr') as HTMLElement;
    await expect(within(mars).getByRole('cell', { name: /^2\s210$/ })).toBeVisible();
  },
};

const dataStates = chartDataStories('Monthly Shipment Volume');

/** No data: the title stays and says so, with no plot to focus. */
export const Empty: Story = dataStates.Empty;

/** Loading: under the title a block of the chart's height stands in, and screen readers hear 'Loading chart data…'. */
export const Loading: Story = dataStates.Loading;

/** Loading failed: "Couldn't load chart data" under the title, and Retry calls `onRetry`. */
export const LoadFailed: Story = dataStates.LoadFailed;
