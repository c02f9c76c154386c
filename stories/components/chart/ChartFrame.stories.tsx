import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { css } from 'styled-system/css';
import { ChartFrame } from '../../../src';

// A minimal plot: three bars whose active one is marked, to show what the frame adds around any chart.
const values = [12, 30, 21];
const labels = ['Hamburg', 'Rotterdam', 'Gdańsk'];

const meta = {
  title: 'Components/Charts/ChartFrame',
  component: ChartFrame,
  args: {
    title: 'Pallets by port',
    description: 'Pallets shipped from each port this week.',
    legend: [{ label: 'Pallets', color: 'var(--colors-accent-solid)' }],
    table: { columns: ['Port', 'Pallets'], rows: labels.map((header, i) => ({ header, cells: [String(values[i])] })) },
    count: values.length,
    describe: (index: number) => `${labels[index]}: ${values[index]} pallets`,
    children: (active: number | null) => (
      <svg viewBox="0 0 90 40" className={css({ w: 'full', h: 'full' })} aria-hidden>
        {values.map((value, i) => (
          <rect
            key={labels[i]}
            x={i * 30 + 5}
            y={40 - value}
            width="20"
            height={value}
            className={css({ fill: active === i ? 'accent.solidHover' : 'accent.solid' })}
          />
        ))}
      </svg>
    ),
  },
  parameters: {
    docs: {
      description: {
        component:
          'The frame every analytics chart shares: a `<figure>` named by its title, a legend, a focusable plot (role `img`) and a "Show data table" disclosure with the same figures. Keyboard: Tab to the plot, then the arrow keys, Home and End step through the data points; each point is read out through a polite live region; Escape clears it.',
      },
    },
  },
} satisfies Meta<typeof ChartFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('figure', { name: 'Pallets by port' })).toBeVisible();
    const plot = canvas.getByRole('img');
    plot.focus();
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(canvas.getByText('Gdańsk: 21 pallets')).toBeInTheDocument());
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(canvas.getByText('Hamburg: 12 pallets')).toBeInTheDocument());
  },
};

export const DataTable: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show data table' }));
    const table = await canvas.findByRole('table');
    await expect(table).toHaveTextContent('Rotterdam');
    await expect(table).toHaveTextContent('30');
  },
};
