import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { projects } from '../../../../app/data/projects';
import { uploadedFiles, uploadTemplates } from '../../../../app/data/uploads';
import { MB, UploadPanel } from '../../../../src';
import { loadFailedStory, loadingStory } from '../../../support/remote-data';

const meta = {
  title: 'Blocks/Dashboard/UploadPanel',
  component: UploadPanel,
  args: {
    project: projects[0],
    templates: uploadTemplates['1'],
    defaultFiles: uploadedFiles['1'],
    onFilesUploaded: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          'One project’s uploads on /dashboard/uploads: the drop zone “Drag files here or click to upload” with the hint “Support for PDF, PNG, AI files up to 10MB”, an “Upload Files” button that opens the file picker, the project’s template downloads (real `<a download>` links to files the app ships) and the uploaded-files table. A file that is not PDF, PNG or AI, or is over 10 MB, is refused with a message naming the file and the reason; accepted files join the table as “Pending review” and are reported through `onFilesUploaded`. A page that keeps the list (on its server, or in localStorage as the reference app does, metadata only) passes it as `files` and adds what is reported; with `defaultFiles` the panel keeps its own copy for the visit. Keyboard: Tab reaches the drop zone (Enter or Space opens the picker), then “Upload Files”, then each template link and the table region. Screen readers: the panel is a region named after the project; refusals are shown in a polite live region and additions are announced. The project’s files are what loads: `loading`, `error` and `onRetry` go to the table, which shows skeleton rows or the failure with Retry, while the drop zone and the templates stay usable.',
      },
    },
  },
} satisfies Meta<typeof UploadPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const fileInput = (canvasElement: HTMLElement) => {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type=file]');
  if (!input) throw new Error('no file input');
  return input;
};

export const EnergyDrink: Story = {
  play: async ({ canvas }) => {
    const panel = canvas.getByRole('region', { name: 'Energy Drink - Tropical' });
    const zone = within(panel);
    await expect(zone.getByText('Drag files here or click to upload')).toBeVisible();
    await expect(zone.getByText('Support for PDF, PNG, AI files up to 10MB')).toBeVisible();
    await expect(zone.getByRole('button', { name: 'Upload Files' })).toBeVisible();
    const canLabel = zone.getByRole('link', { name: 'Download Can Label Template' });
    await expect(canLabel).toHaveTextContent('Can Label Template');
    await expect(canLabel).toHaveAttribute('href', '/templates/can-label-template.pdf');
    await expect(canLabel).toHaveAttribute('download', 'labelport-can-label-template.pdf');
    await expect(zone.getByRole('link', { name: 'Download Specification Sheet' })).toHaveAttribute('download');
    const table = zone.getByRole('table', { name: 'Uploaded Files' });
    // Each panel's table region has its own name, so several panels on a page stay distinguishable.
    await expect(zone.getByRole('region', { name: 'Uploaded files: Energy Drink - Tropical' })).toContainElement(table);
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
  },
};

export const Gummies: Story = {
  args: { project: projects[1], templates: uploadTemplates['2'], defaultFiles: [] },
  play: async ({ canvas }) => {
    const panel = within(canvas.getByRole('region', { name: 'Collagen Gummies' }));
    await expect(panel.getByRole('link', { name: 'Download Bottle Label Template' })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Download Specification Sheet' })).toBeVisible();
    await expect(panel.getByRole('cell', { name: 'No files uploaded yet.' })).toBeVisible();
  },
};

export const UploadAccepted: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const file = new File(['%PDF-1.4'], 'can-label-v3.pdf', { type: 'application/pdf' });
    const artwork = new File(['png'], 'artwork.png', { type: 'image/png' });
    await userEvent.upload(fileInput(canvasElement), [file, artwork]);
    const row = await canvas.findByRole('row', { name: /can-label-v3\.pdf/ });
    await expect(row).toHaveTextContent('Document');
    await expect(row).toHaveTextContent('Pending review');
    await expect(canvas.getByRole('row', { name: /artwork\.png/ })).toHaveTextContent('Artwork');
    await expect(args.onFilesUploaded).toHaveBeenCalledWith([
      expect.objectContaining({ name: 'can-label-v3.pdf', status: 'pendingReview', type: 'document' }),
      expect.objectContaining({ name: 'artwork.png', type: 'artwork' }),
    ]);
    // Added after the rows it started with.
    const names = canvas.getAllByRole('rowheader').map((cell) => cell.textContent);
    await expect(names).toEqual([
      'energy-drink-label-v2.ai',
      'manufacturing-contract.pdf',
      'tropical-artwork-final.png',
      'can-label-v3.pdf',
      'artwork.png',
    ]);
    await expect(canvas.queryByText(/not allowed|too large/)).toBeNull();
  },
};

export const UploadRejected: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    // The picker's own filter would hide these files; a drop (or "All files" in the picker) does not.
    const user = userEvent.setup({ applyAccept: false });
    const photo = new File(['jpg'], 'team-photo.jpg', { type: 'image/jpeg' });
    const big = new File([new Uint8Array(11 * MB)], 'print-ready.pdf', { type: 'application/pdf' });
    await user.upload(fileInput(canvasElement), [photo, big]);
    await expect(
      await canvas.findByText('team-photo.jpg: this file type is not allowed. Allowed types: PDF, PNG, and AI.'),
    ).toBeVisible();
    await expect(canvas.getByText('print-ready.pdf is too large (11 MB). The limit is 10 MB.')).toBeVisible();
    await expect(args.onFilesUploaded).not.toHaveBeenCalled();
    await expect(canvas.queryByRole('row', { name: /team-photo/ })).toBeNull();
  },
};

/** The page holds the list: the panel shows exactly it, and an accepted file shows once the page adds it. */
export const FilesFromThePage: Story = {
  args: {
    defaultFiles: undefined,
    files: [
      {
        id: 'u1',
        name: 'label-from-last-visit.ai',
        type: 'labelDesign',
        date: '2026-11-01T08:00:00.000Z',
        status: 'pendingReview',
      },
    ],
  },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByRole('row', { name: /label-from-last-visit\.ai/ })).toHaveTextContent('Pending review');
    await expect(canvas.queryByRole('row', { name: /manufacturing-contract/ })).toBeNull();
    await userEvent.upload(fileInput(canvasElement), new File(['%PDF-1.4'], 'not-saved-yet.pdf', { type: 'application/pdf' }));
    await waitFor(() =>
      expect(args.onFilesUploaded).toHaveBeenCalledWith([expect.objectContaining({ name: 'not-saved-yet.pdf' })]),
    );
    await expect(canvas.queryByRole('row', { name: /not-saved-yet/ })).toBeNull();
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, canvasElement }) => {
    const input = fileInput(canvasElement);
    const opened = fn((event: Event) => event.preventDefault());
    input.addEventListener('click', opened);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Drag files here or click to upload/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(opened).toHaveBeenCalledTimes(1));
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Upload Files' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(opened).toHaveBeenCalledTimes(2));
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Download Can Label Template' })).toHaveFocus();
    input.removeEventListener('click', opened);
  },
};

/** A 0-byte file is refused with a message naming it and the reason; nothing is added or kept. */
export const EmptyFileRefused: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.upload(fileInput(canvasElement), new File([], 'blank-label.pdf', { type: 'application/pdf' }));
    await expect(await canvas.findByText('blank-label.pdf is empty (0 bytes). Choose a file with content.')).toBeVisible();
    await expect(args.onFilesUploaded).not.toHaveBeenCalled();
    await expect(canvas.queryByRole('row', { name: /blank-label/ })).toBeNull();
  },
};

type PanelCanvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** While the list loads or after it failed, the drop zone, 'Upload Files' and the templates are there to use. */
const uploadsStillWork = async (canvas: PanelCanvas) => {
  const panel = within(canvas.getByRole('region', { name: 'Energy Drink - Tropical' }));
  await expect(panel.getByRole('button', { name: /Drag files here or click to upload/ })).toBeEnabled();
  await expect(panel.getByRole('button', { name: 'Upload Files' })).toBeEnabled();
  await expect(panel.getByRole('link', { name: 'Download Can Label Template' })).toBeVisible();
  await expect(panel.queryByRole('table')).toBeNull();
};

const loading = loadingStory('files');
const loadFailed = loadFailedStory('files');

/** The page is fetching the project's files: skeleton rows where the table goes, 'Loading files…' for screen readers. */
export const Loading: Story = {
  args: { ...loading.args, defaultFiles: undefined, files: [] },
  play: async (context) => {
    await loading.play(context);
    await uploadsStillWork(context.canvas);
  },
};

/** Loading the files failed: "Couldn't load files" where the table goes, and Retry calls `onRetry`. */
export const LoadFailed: Story = {
  args: { ...loadFailed.args, defaultFiles: undefined, files: [] },
  play: async (context) => {
    await loadFailed.play(context);
    await uploadsStillWork(context.canvas);
  },
};
