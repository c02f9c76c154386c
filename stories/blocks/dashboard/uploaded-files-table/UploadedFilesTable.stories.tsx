import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { uploadedFiles } from '../../../../app/data/uploads';
import { UploadedFilesTable } from '../../../../src';
import { loadFailedStory, loadingStory } from '../../../support/remote-data';

const meta = {
  title: 'Blocks/Dashboard/UploadedFilesTable',
  component: UploadedFilesTable,
  args: { files: uploadedFiles['1'] },
  parameters: {
    docs: {
      description: {
        component:
          'The files uploaded to a project: file name, type (Label Design, Contract, Artwork, or Document for a fresh upload), the date in the active locale and the review status (Approved, Needs Correction, Pending review). The status is a badge whose text names it, so colour is never the only signal. It is a DataTable: every column sorts from its header, a polite line says how many files there are, and past 25 it pages. Screen readers: a real `<table>` with a caption, column headers and the file name as each row’s header; the table sits in a focusable, named region that scrolls sideways on narrow screens (Tab to it, then arrow keys).',
      },
    },
  },
} satisfies Meta<typeof UploadedFilesTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Uploaded Files' });
    await expect(canvas.getByRole('region', { name: 'Uploaded Files' })).toBeVisible();
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    await expect(headers).toEqual(['File Name', 'Type', 'Date', 'Status']);
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(3);
    const label = within(rows[0]);
    const fileName = label.getByRole('rowheader');
    await expect(fileName).toHaveTextContent('energy-drink-label-v2.ai');
    // The row header reads as data: the same size as the other cells, not the small column-header style.
    await expect(getComputedStyle(fileName).fontSize).toBe(getComputedStyle(label.getAllByRole('cell')[0]).fontSize);
    await expect(rows[0]).toHaveTextContent('Label Design');
    await expect(rows[0]).toHaveTextContent('Mar 20, 2025');
    await expect(rows[0]).toHaveTextContent('Approved');
    await expect(rows[1]).toHaveTextContent('Contract');
    await expect(rows[2]).toHaveTextContent('Artwork');
    await expect(rows[2]).toHaveTextContent('Needs Correction');
    await expect(canvas.getByText('3 files')).toBeVisible();

    // Every column sorts from its header: by date, oldest first, then newest first.
    const dates = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.querySelector('time')?.getAttribute('datetime') ?? '');
    const sortByDate = within(table).getByRole('button', { name: 'Date' });
    await userEvent.click(sortByDate);
    await expect(within(table).getByRole('columnheader', { name: 'Date' })).toHaveAttribute('aria-sort', 'ascending');
    await expect(dates()).toEqual([...dates()].sort());
    await userEvent.click(sortByDate);
    await expect(within(table).getByRole('columnheader', { name: 'Date' })).toHaveAttribute('aria-sort', 'descending');
    await expect(dates()).toEqual([...dates()].sort().reverse());
    sortByDate.blur();
  },
};

export const German: Story = {
  globals: { locale: 'de' },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Hochgeladene Dateien' });
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows[0]).toHaveTextContent('Etikettendesign');
    await expect(rows[0]).toHaveTextContent('20. März 2025');
    await expect(rows[0]).toHaveTextContent('Freigegeben');
    await expect(rows[2]).toHaveTextContent('Korrektur nötig');
  },
};

export const PendingUpload: Story = {
  args: {
    files: [
      ...uploadedFiles['1'],
      { id: 'new', name: 'can-label-v3.ai', type: 'labelDesign', date: '2026-11-20T09:30:00.000Z', status: 'pendingReview' },
    ],
  },
  play: async ({ canvas }) => {
    const row = canvas.getByRole('row', { name: /can-label-v3\.ai/ });
    await expect(row).toHaveTextContent('Pending review');
    await expect(row).toHaveTextContent('Nov 20, 2026');
  },
};

export const Empty: Story = {
  args: { files: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('cell', { name: 'No files uploaded yet.' })).toBeVisible();
  },
};

/** Loading: skeletons stand in for the data, the area is busy, and screen readers hear 'Loading files…'. */
export const Loading: Story = loadingStory('files');

/** Loading failed: "Couldn't load files" and what to do, and Retry calls `onRetry`. */
export const LoadFailed: Story = loadFailedStory('files');
