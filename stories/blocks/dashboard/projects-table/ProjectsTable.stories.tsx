import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { projects } from '../../../../app/data/projects';
import { ProjectsTable } from '../../../../src';
import { focusInside } from '../../../support/overlay';
import { loadFailedStory, loadingStory } from '../../../support/remote-data';
import { chooseOption } from '../../../support/select';

const meta = {
  title: 'Blocks/Dashboard/ProjectsTable',
  component: ProjectsTable,
  parameters: {
    docs: {
      description: {
        component:
          "'All Projects' on /dashboard/projects: Product Name (the row header), Category, Package, Quantity, Progress, Status and a view button per row, in a horizontally scrollable, focusable region for narrow screens. Each header but Actions sorts (click or Enter; `aria-sort` on the header). The category filter (All Categories, Beverages, Supplements) and the status filter (All Statuses, In Review, In Production, Completed) really filter; a polite status line reads how many rows show, and an empty result says so and offers 'Clear filters'. Each view button is named 'View details of <project>' and opens the ProjectDetailsDialog for that id; focus returns to it on close.",
      },
    },
  },
  args: { projects },
} satisfies Meta<typeof ProjectsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const rowNames = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .queryAllByRole('rowheader')
    .map((cell) => cell.textContent);

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'All Projects' })).toBeVisible();
    const headers = canvas.getAllByRole('columnheader').map((h) => h.textContent);
    await expect(headers).toEqual(['Product Name', 'Category', 'Package', 'Quantity', 'Progress', 'Status', 'Actions']);
    await expect(rowNames(canvasElement)).toEqual([
      'Energy Drink - Tropical',
      'Collagen Gummies',
      'Protein Shake - Vanilla',
      'Vitamin Water - Citrus',
    ]);
    await expect(canvas.getByRole('status')).toHaveTextContent('Showing 4 of 4 projects');
    await expect(canvas.getByRole('progressbar', { name: 'Progress of Protein Shake - Vanilla' })).toHaveAttribute(
      'aria-valuenow',
      '70',
    );
  },
};

/** The headers sort: quantity by number, up then down; the view buttons stay with their rows. */
export const Sorting: Story = {
  play: async ({ canvas, canvasElement }) => {
    const quantity = canvas.getByRole('button', { name: 'Quantity' });
    await userEvent.click(quantity);
    await expect(canvas.getByRole('columnheader', { name: 'Quantity' })).toHaveAttribute('aria-sort', 'ascending');
    await expect(rowNames(canvasElement)).toEqual([
      'Collagen Gummies',
      'Energy Drink - Tropical',
      'Protein Shake - Vanilla',
      'Vitamin Water - Citrus',
    ]);
    await userEvent.click(quantity);
    await expect(canvas.getByRole('columnheader', { name: 'Quantity' })).toHaveAttribute('aria-sort', 'descending');
    await expect(rowNames(canvasElement)[0]).toBe('Vitamin Water - Citrus');
    const firstRow = canvas.getAllByRole('row')[1];
    await expect(within(firstRow).getByRole('button', { name: 'View details of Vitamin Water - Citrus' })).toBeVisible();
    // Whether the clicked header shows a focus ring is the browser's guess: the screenshot must not depend on it.
    quantity.blur();
  },
};

/** Both filters narrow the rows; together they can leave none, and 'Clear filters' brings them back. */
export const Filtering: Story = {
  play: async ({ canvas, canvasElement }) => {
    await chooseOption(canvasElement, 'Category', 'Supplements');
    await waitFor(() => expect(rowNames(canvasElement)).toEqual(['Collagen Gummies', 'Protein Shake - Vanilla']));
    await expect(canvas.getByRole('status')).toHaveTextContent('Showing 2 of 4 projects');

    await chooseOption(canvasElement, 'Status', 'In Review');
    await waitFor(() => expect(rowNames(canvasElement)).toEqual(['Collagen Gummies']));

    await chooseOption(canvasElement, 'Category', 'Beverages');
    await waitFor(() => expect(canvas.getByText('No projects match these filters.')).toBeVisible());
    await expect(rowNames(canvasElement)).toEqual([]);

    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(rowNames(canvasElement)).toHaveLength(4));

    await chooseOption(canvasElement, 'Status', 'Completed');
    await waitFor(() => expect(rowNames(canvasElement)).toEqual(['Vitamin Water - Citrus']));
  },
};

/** The view button opens the details for that id; Escape closes and focus returns. */
export const ViewDetails: Story = {
  play: async ({ canvas, canvasElement }) => {
    const view = canvas.getByRole('button', { name: 'View details of Energy Drink - Tropical' });
    view.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Project details' });
    await expect(dialog).toHaveAccessibleDescription('Energy Drink - Tropical');
    await expect(within(dialog).getByText('In Production')).toBeVisible();
    await expect(within(dialog).getByText('Contract signed', { selector: 'dd' })).toBeVisible();
    await expect(within(dialog).getByText('Current progress: 40% complete')).toBeVisible();
    await expect(within(dialog).getByText('March 15, 2025')).toBeVisible();
    await focusInside(dialog);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(view).toHaveFocus());
  },
};

export const Empty: Story = {
  args: { projects: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No projects match these filters.')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Showing 0 of 0 projects');
  },
};

/** Loading: skeletons stand in for the data, the area is busy, and screen readers hear 'Loading projects…'. */
export const Loading: Story = loadingStory('projects');

/** Loading failed: "Couldn't load projects" and what to do, and Retry calls `onRetry`. */
export const LoadFailed: Story = loadFailedStory('projects');
