import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { deliveryPerformance } from '../../../../app/data/analytics';
import { DeliveryPerformanceChart } from '../../../../src';
import { chartDataStories } from '../../../support/remote-data';

const meta = {
  title: 'Blocks/Site/DeliveryPerformanceChart',
  component: DeliveryPerformanceChart,
  args: { data: deliveryPerformance },
  parameters: {
    docs: {
      description: {
        component:
          "'Delivery Performance' on the analytics page: stacked bars of on-time and delayed deliveries per weekday, with a legend, tooltips and a 'Show data table' disclosure. The figure is named by its title. The plot is one tab stop (role `img`): the arrow keys, Home and End step through the weekdays and show each one's tooltip, which a polite live region also reads out; Escape hides it. Weekday names and percentages follow the locale. Colours come from semantic tokens, so the chart works in both themes.",
      },
    },
  },
} satisfies Meta<typeof DeliveryPerformanceChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(canvas.getByRole('figure', { name: 'Delivery Performance' })).toBeVisible();
    const legend = canvas.getByRole('list', { name: 'Legend' });
    await expect(within(legend).getByText('On time')).toBeVisible();
    await expect(within(legend).getByText('Delayed')).toBeVisible();
    // The plot renders once it has measured its width.
    const plot = canvas.getByRole('img', { name: /Delivery Performance/ });
    await waitFor(() => expect(plot.querySelectorAll('rect').length).toBeGreaterThan(7));
    await expect(canvas.getByText('Mon')).toBeInTheDocument();

    // Keyboard: one tab stop, arrows step through the weekdays, each shown in a tooltip and read out.
    await userEvent.tab();
    await expect(plot).toHaveFocus();
    await waitFor(() => expect(canvas.getByText('Monday: On time 94%, Delayed 6%')).toBeInTheDocument());
    await waitFor(() => expect(body.getByText('On time: 94%')).toBeVisible());
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(canvas.getByText('Tuesday: On time 96%, Delayed 4%')).toBeInTheDocument());
    await waitFor(() => expect(body.getByText('On time: 96%')).toBeVisible());
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(canvas.getByText('Sunday: On time 97%, Delayed 3%')).toBeInTheDocument());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByText(/^Sunday:/)).not.toBeInTheDocument());
    // The tooltip fades out after Escape: the story ends once it has gone, so its screenshot never catches it halfway.
    await waitFor(() => expect(body.queryByText('On time: 97%')).not.toBeInTheDocument());
  },
};

/** Pointing at a weekday's bars shows its tooltip. */
export const Hover: Story = {
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const plot = canvas.getByRole('img', { name: /Delivery Performance/ });
    await waitFor(() => expect(plot.querySelectorAll('rect').length).toBeGreaterThan(7));
    // xychart listens on a transparent overlay over the plot area; point at Friday's bar (the fifth).
    const overlay = [...plot.querySelectorAll('rect')].find((rect) => rect.getAttribute('fill') === 'transparent') as Element;
    const bar = plot.querySelectorAll('.visx-bar')[4].getBoundingClientRect();
    const coords = { clientX: bar.left + bar.width / 2, clientY: bar.top + bar.height / 2 };
    await userEvent.pointer({ target: overlay, coords });
    await waitFor(() => expect(body.getByText('On time: 89%')).toBeVisible());
    await expect(body.getByText('Delayed: 11%')).toBeVisible();
  },
};

export const DataTable: Story = {
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Show data table' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(canvas.getByRole('button', { name: 'Hide data table' })).toHaveAttribute('aria-expanded', 'true');
    const table = await canvas.findByRole('table', { name: 'Delivery Performance: data' });
    await expect(table).toBeVisible();
    const friday = within(table).getByRole('rowheader', { name: 'Friday' }).closest('tr') as HTMLElement;
    await expect(within(friday).getByRole('cell', { name: '89%' })).toBeVisible();
    await expect(within(friday).getByRole('cell', { name: '11%' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Hide data table' }));
    await waitFor(() => expect(canvas.queryByRole('table')).not.toBeInTheDocument());
  },
};

export const German: Story = {
  globals: { locale: 'de' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('figure', { name: 'Zustellleistung' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Datentabelle anzeigen' }));
    const table = await canvas.findByRole('table');
    const monday = within(table).getByRole('rowheader', { name: 'Montag' }).closest('tr') as HTMLElement;
    await expect(within(monday).getByRole('cell', { name: /^94\s%$/ })).toBeVisible();
  },
};

const dataStates = chartDataStories('Delivery Performance');

/** No data: the title stays and says so, with no plot to focus. */
export const Empty: Story = dataStates.Empty;

/** Loading: under the title a block of the chart's height stands in, and screen readers hear 'Loading chart data…'. */
export const Loading: Story = dataStates.Loading;

/** Loading failed: "Couldn't load chart data" under the title, and Retry calls `onRetry`. */
export const LoadFailed: Story = dataStates.LoadFailed;
