import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Stack } from 'styled-system/jsx';
import { Button, FileUpload, type FileUploadHandle, FileUploadTrigger, MB, PHOTO_RULES, UPLOAD_RULES } from '../../../src';
import { nextFrames } from '../../support/frames';

const meta = {
  title: 'Components/Forms/FileUpload',
  component: FileUpload,
  args: {
    accept: UPLOAD_RULES.accept,
    maxFileSize: UPLOAD_RULES.maxFileSize,
    maxFiles: 5,
    onFilesAccepted: fn(),
    onFilesRejected: fn(),
    onFilesChange: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          'A drop zone for artwork, contracts and photos. The zone is a button: Tab reaches it and Enter, Space or a click open the file picker; files can also be dropped on it. ' +
          '`accept` takes MIME types and/or extensions (".ai" matches by name, since browsers report Illustrator files as "application/postscript", "application/illustrator" or nothing), and `maxFileSize`/`maxFiles` limit the rest. ' +
          'Accepted files are listed with their size in the active language and a "Remove <name>" button; each refused file gets its own message naming it and the reason, in a polite live region, ' +
          'and screen readers also hear when files are added or removed. Open the picker from elsewhere with a `FileUploadTrigger` child or the `ref` handle.',
      },
    },
  },
} satisfies Meta<typeof FileUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pick files as a user would, without the browser's own accept filter (a drop is never filtered either). */
const user = () => userEvent.setup({ applyAccept: false });
const fileInput = (root: HTMLElement) => {
  const input = root.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('No file input');
  return input;
};
const bytes = (size: number) => new Uint8Array(size);
const pdf = (name: string, size = 2560) => new File([bytes(size)], name, { type: 'application/pdf' });
/**
 * Counts attempts to open the system picker, and cancels them so no dialog opens in the test browser.
 * Call `stop()` before uploading: user-event does not upload through a cancelled click.
 */
function watchPicker(root: HTMLElement) {
  const opened = fn();
  const cancel = (event: Event) => {
    event.preventDefault();
    opened();
  };
  fileInput(root).addEventListener('click', cancel);
  return Object.assign(opened, { stop: () => fileInput(root).removeEventListener('click', cancel) });
}
const DROPZONE = /^Drag files here or click to upload/;

export const Default: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    // Its name is all of its visible text: the label and the hint.
    const dropzone = canvas.getByRole('button', { name: 'Drag files here or click to upload PDF, PNG, and AI up to 10 MB' });
    await expect(fileInput(canvasElement)).toHaveAttribute('accept', 'application/pdf,.pdf,image/png,.png,.ai');

    const spec = pdf('spec.pdf');
    const exe = new File([bytes(64)], 'setup.exe', { type: 'application/x-msdownload' });
    const huge = pdf('huge.pdf', 11 * MB);
    await user().upload(fileInput(canvasElement), [spec, exe, huge]);

    // The valid PDF is listed with its size and a remove button.
    const list = await canvas.findByRole('list', { name: 'Added files' });
    const item = within(list).getByRole('listitem');
    await expect(item).toHaveTextContent('spec.pdf');
    await expect(item).toHaveTextContent('2.5 kB');
    await expect(args.onFilesAccepted).toHaveBeenCalledWith([spec]);
    await expect(args.onFilesChange).toHaveBeenLastCalledWith([spec]);

    // Each refused file has its own message, naming it and the reason, in a polite live region.
    const typeError = canvas.getByText('setup.exe: this file type is not allowed. Allowed types: PDF, PNG, and AI.');
    const sizeError = canvas.getByText('huge.pdf is too large (11 MB). The limit is 10 MB.');
    await expect(typeError).toBeVisible();
    await expect(sizeError).toBeVisible();
    await expect(typeError.closest('[aria-live="polite"]')).not.toBeNull();
    await expect(args.onFilesRejected).toHaveBeenCalledWith([
      { file: exe, errors: ['FILE_INVALID_TYPE'] },
      { file: huge, errors: ['FILE_TOO_LARGE'] },
    ]);
    await expect(canvas.queryByText('setup.exe', { selector: '[data-part="item-name"]' })).toBeNull();

    // Removing the file: it leaves the list, focus goes back to the drop zone, and it is announced.
    await userEvent.click(within(item).getByRole('button', { name: 'Remove spec.pdf' }));
    await waitFor(() => expect(canvas.queryByRole('list', { name: 'Added files' })).toBeNull());
    await waitFor(() => expect(dropzone).toHaveFocus());
    await expect(canvas.getByText('spec.pdf removed')).toBeInTheDocument();
    await expect(args.onFilesChange).toHaveBeenLastCalledWith([]);
  },
};

export const IllustratorFiles: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    // Browsers report .ai files with several MIME types, or none; the extension decides.
    const files = [
      new File([bytes(10)], 'can-label.ai', { type: 'application/postscript' }),
      new File([bytes(20)], 'bottle-label.AI', { type: 'application/illustrator' }),
      new File([bytes(30)], 'gummies-label.ai', { type: '' }),
    ];
    await user().upload(fileInput(canvasElement), files);
    const list = await canvas.findByRole('list', { name: 'Added files' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(args.onFilesAccepted).toHaveBeenCalledWith(files);
    await expect(args.onFilesRejected).not.toHaveBeenCalled();
    await expect(within(list).getByText('30 byte')).toBeVisible();
  },
};

export const TooManyFiles: Story = {
  args: { maxFiles: 2 },
  play: async ({ canvas, canvasElement, args }) => {
    await user().upload(fileInput(canvasElement), [pdf('a.pdf'), pdf('b.pdf')]);
    await expect(within(await canvas.findByRole('list', { name: 'Added files' })).getAllByRole('listitem')).toHaveLength(2);

    const third = pdf('c.pdf');
    await user().upload(fileInput(canvasElement), [third]);
    await expect(await canvas.findByText('c.pdf was not added: you can upload at most 2 files.', { exact: true })).toBeVisible();
    await expect(args.onFilesRejected).toHaveBeenLastCalledWith([{ file: third, errors: ['TOO_MANY_FILES'] }]);
    await expect(within(canvas.getByRole('list', { name: 'Added files' })).getAllByRole('listitem')).toHaveLength(2);
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, canvasElement }) => {
    const opened = watchPicker(canvasElement);
    const dropzone = canvas.getByRole('button', { name: DROPZONE });
    dropzone.blur();
    await userEvent.tab();
    await expect(dropzone).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(opened).toHaveBeenCalledTimes(1));
    await userEvent.keyboard(' ');
    await waitFor(() => expect(opened).toHaveBeenCalledTimes(2));
    await userEvent.click(dropzone);
    await waitFor(() => expect(opened).toHaveBeenCalledTimes(3));
  },
};

// The hint and the button's label are the portal's own text, as the uploads page passes them.
function UploadsPanelDemo(args: Story['args']) {
  return (
    <FileUpload {...args} hint="Support for PDF, PNG, AI files up to 10MB">
      <FileUploadTrigger asChild>
        <Button variant="outline">Upload Files</Button>
      </FileUploadTrigger>
    </FileUpload>
  );
}

/** As on /dashboard/uploads: the upload hint, and a separate 'Upload Files' button that opens the same picker. */
export const WithUploadButton: Story = {
  parameters: {
    docs: {
      source: {
        code: `<FileUpload
  accept={UPLOAD_RULES.accept}
  maxFileSize={UPLOAD_RULES.maxFileSize}
  maxFiles={5}
  hint="Support for PDF, PNG, AI files up to 10MB"
  onFilesChange={(files) => console.log(files)}
>
  <FileUploadTrigger asChild>
    <Button variant="outline">Upload Files</Button>
  </FileUploadTrigger>
</FileUpload>`,
        language: 'tsx',
      },
    },
  },
  render: (args) => <UploadsPanelDemo {...args} />,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Support for PDF, PNG, AI files up to 10MB')).toBeVisible();
    const opened = watchPicker(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Upload Files' }));
    await waitFor(() => expect(opened).toHaveBeenCalledTimes(1));
  },
};

function HandleDemo(args: Story['args']) {
  const upload = useRef<FileUploadHandle>(null);
  return (
    <Stack gap="4" alignItems="flex-start">
      <Button onClick={() => upload.current?.openFilePicker()}>Choose artwork</Button>
      <Button variant="outline" onClick={() => upload.current?.clearFiles()}>
        Clear all
      </Button>
      <FileUpload {...args} ref={upload} />
    </Stack>
  );
}

/** A button elsewhere on the page opens the picker through the `ref` handle. */
export const ImperativeHandle: Story = {
  render: (args) => <HandleDemo {...args} />,
  parameters: {
    docs: {
      source: {
        code: `import { Button, FileUpload, type FileUploadHandle, UPLOAD_RULES } from '@labelport/ui';
import { useRef } from 'react';

// Buttons elsewhere on the page open the file picker and clear the chosen files through the ref.
export function ArtworkUpload() {
  const upload = useRef<FileUploadHandle>(null);
  return (
    <>
      <Button onClick={() => upload.current?.openFilePicker()}>Choose artwork</Button>
      <Button variant="outline" onClick={() => upload.current?.clearFiles()}>
        Clear all
      </Button>
      <FileUpload ref={upload} accept={UPLOAD_RULES.accept} maxFileSize={UPLOAD_RULES.maxFileSize} maxFiles={5} />
    </>
  );
}`,
        language: 'tsx',
      },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    const opened = watchPicker(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Choose artwork' }));
    await waitFor(() => expect(opened).toHaveBeenCalledTimes(1));
    opened.stop();

    await user().upload(fileInput(canvasElement), [pdf('a.pdf'), pdf('b.pdf')]);
    await expect(await canvas.findByRole('list', { name: 'Added files' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear all' }));
    await waitFor(() => expect(canvas.queryByRole('list', { name: 'Added files' })).toBeNull());
  },
};

const GIF = Uint8Array.from(atob('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7'), (c) => c.charCodeAt(0));

/** The profile photo: images only, up to 5MB, one file (a new pick replaces it), with a thumbnail. */
export const ProfilePhoto: Story = {
  args: {
    accept: PHOTO_RULES.accept,
    maxFileSize: PHOTO_RULES.maxFileSize,
    maxFiles: 1,
    hint: 'JPG, PNG, GIF up to 5MB',
  },
  play: async ({ canvas, canvasElement }) => {
    await user().upload(fileInput(canvasElement), new File([GIF], 'me.gif', { type: 'image/gif' }));
    const list = await canvas.findByRole('list', { name: 'Added files' });
    await expect(within(list).getByText('me.gif')).toBeVisible();
    await waitFor(() => expect(list.querySelector('img')).toHaveAttribute('src', expect.stringMatching(/^blob:/)));

    await user().upload(fileInput(canvasElement), new File([bytes(6 * MB)], 'big.png', { type: 'image/png' }));
    await expect(await canvas.findByText('big.png is too large (6 MB). The limit is 5 MB.')).toBeVisible();
    await user().upload(fileInput(canvasElement), new File([bytes(100)], 'me.webp', { type: 'image/webp' }));
    await expect(
      await canvas.findByText('me.webp: this file type is not allowed. Allowed types: JPG, PNG, and GIF.'),
    ).toBeVisible();
    // The earlier message made way for the new one.
    await expect(canvas.queryByText(/big\.png/)).toBeNull();
    await expect(within(list).getByText('me.gif')).toBeVisible();
  },
};

export const German: Story = {
  globals: { locale: 'de' },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('button', { name: 'Dateien hierher ziehen oder zum Hochladen klicken PDF, PNG und AI bis 10 MB' }),
    ).toBeVisible();
    await user().upload(fileInput(canvasElement), [
      pdf('spezifikation.pdf', 2.5 * MB),
      new File([bytes(8)], 'setup.exe', { type: 'application/x-msdownload' }),
    ]);
    const list = await canvas.findByRole('list', { name: 'Hinzugefügte Dateien' });
    await expect(within(list).getByText('2,5 MB')).toBeVisible();
    await expect(within(list).getByRole('button', { name: 'spezifikation.pdf entfernen' })).toBeEnabled();
    await expect(
      canvas.getByText('setup.exe: Dieser Dateityp ist nicht erlaubt. Erlaubte Typen: PDF, PNG und AI.'),
    ).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, canvasElement, args }) => {
    const opened = watchPicker(canvasElement);
    const dropzone = canvas.getByRole('button', { name: DROPZONE });
    await expect(dropzone).toHaveAttribute('aria-disabled', 'true');
    await expect(dropzone).not.toHaveAttribute('tabindex');
    await userEvent.click(dropzone);
    // Ark opens the picker on the next animation frame: give it two before checking that it did not.
    await nextFrames();
    await expect(opened).not.toHaveBeenCalled();
    await expect(fileInput(canvasElement)).toBeDisabled();
    await expect(args.onFilesAccepted).not.toHaveBeenCalled();
  },
};

const CONTRACT_HINT = 'The signed contract, as one PDF.';

/**
 * Required, with a hint: the anatomy of every field (TextField, Select). The '*' follows the drop zone's text,
 * the hint right under the zone describes it, and the native file input is `required` for a form submit.
 */
export const RequiredWithHelperText: Story = {
  args: { required: true, name: 'contract', maxFiles: 1, helperText: CONTRACT_HINT },
  play: async ({ canvas, canvasElement }) => {
    // The name is still all of the zone's visible text; the mark is hidden from screen readers.
    const dropzone = canvas.getByRole('button', { name: 'Drag files here or click to upload PDF, PNG, and AI up to 10 MB' });
    const mark = canvasElement.querySelector('[data-scope="field"][data-part="required-indicator"]');
    await expect(mark).toHaveTextContent('*');
    await expect(mark).toHaveAttribute('aria-hidden', 'true');
    await expect(mark).toBeVisible();
    await expect(dropzone).toContainElement(mark as HTMLElement);
    await expect(dropzone).toHaveAccessibleDescription(CONTRACT_HINT);
    await expect(canvas.getByText(CONTRACT_HINT)).toBeVisible();
    await expect(dropzone).not.toHaveAttribute('aria-invalid');

    // A native submit refuses an empty upload, and takes one with a file (picked or dropped: Ark fills the input).
    const input = fileInput(canvasElement);
    await expect(input).toBeRequired();
    await expect(input).toHaveAttribute('name', 'contract');
    await expect(input.validity.valueMissing).toBe(true);
    // Picked as the browser does it (user-event's upload only fakes `files`, which native validation never sees).
    const picked = new DataTransfer();
    picked.items.add(pdf('contract.pdf'));
    input.files = picked.files;
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await expect(await canvas.findByRole('list', { name: 'Added files' })).toBeVisible();
    await waitFor(() => expect(input.validity.valid).toBe(true));
  },
};

/** Invalid: the error text with the icon of every field, `aria-invalid` on the zone, which it describes after the hint. */
export const InvalidWithErrorText: Story = {
  args: { required: true, maxFiles: 1, helperText: CONTRACT_HINT, errorText: 'Attach the contract before you send the order.' },
  play: async ({ canvas }) => {
    const dropzone = canvas.getByRole('button', { name: DROPZONE });
    const error = canvas.getByText('Attach the contract before you send the order.');
    await expect(error).toBeVisible();
    // The error icon of every field, hidden from screen readers.
    await expect(error.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    // `invalid` follows from `errorText`: aria-invalid, the red border, and the error then the hint as description.
    await expect(dropzone).toHaveAttribute('aria-invalid', 'true');
    await expect(dropzone).toHaveAttribute('data-invalid');
    await expect(dropzone).toHaveAccessibleDescription(`Attach the contract before you send the order. ${CONTRACT_HINT}`);
  },
};
