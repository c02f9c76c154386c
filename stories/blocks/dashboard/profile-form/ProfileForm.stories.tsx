import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { profileStats, sampleProfile } from '../../../../app/data/profile';
import { MB, ProfileForm, toaster } from '../../../../src';

const KEY = 'labelport:profile:story';
const PHOTO_KEY = 'labelport:profile-photo:story';

const meta = {
  title: 'Blocks/Dashboard/ProfileForm',
  component: ProfileForm,
  args: {
    defaultProfile: sampleProfile,
    stats: profileStats,
    storageKey: KEY,
    photoStorageKey: PHOTO_KEY,
    onSave: fn(),
    onDeleteAccount: fn(),
  },
  beforeEach: async () => {
    localStorage.removeItem(KEY);
    localStorage.removeItem(PHOTO_KEY);
    // Toasts of earlier stories would match the same text: start each story without any.
    await clearToasts();
  },
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'The profile page: "Profile Information" (avatar, member since, shipments, total trucks and the eight fields), a "Company Information" summary and "Delete Account". Fields are read-only (still focusable and readable) until "Edit Profile", which moves focus to the first field. "Save Changes" checks the e-mail: a malformed one gets a clear message next to the field (announced, linked with `aria-describedby`), focus goes there and nothing typed is lost. A valid save is kept in localStorage (`labelport:profile`), returns to read-only with focus on "Edit Profile", and shows the "Profile updated" toast. "Cancel" discards the edits. In edit mode a photo can be chosen with the keyboard-operable drop zone: JPG, PNG or GIF up to 5MB, anything else is refused with a message naming the file. A photo up to 256 KiB is kept across reloads (as a data URL); a bigger one is shown for this visit only, and the form says so. Without a photo the avatar shows the initials. "Delete Account" asks in an alertdialog first, then clears the stored profile and shows the destructive "Account deleted" toast.',
      },
    },
  },
} satisfies Meta<typeof ProfileForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Dismisses every toast, including one an earlier story created a moment ago, and waits until all are gone. */
async function clearToasts() {
  await new Promise((resolve) => setTimeout(resolve, 100));
  toaster.dismiss();
  await waitFor(() => expect(document.querySelector('[data-scope="toast"][data-part="root"]')).toBeNull(), {
    timeout: 3000,
  });
}

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const user = () => userEvent.setup({ applyAccept: false });
const fileInput = (root: HTMLElement) => {
  const input = root.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('No file input');
  return input;
};
const GIF = Uint8Array.from(atob('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7'), (c) => c.charCodeAt(0));

export const ReadOnly: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Profile Information' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Company Information' })).toBeVisible();
    const name = canvas.getByRole('textbox', { name: 'Full Name' });
    await expect(name).toHaveValue('Anna Lindqvist');
    await expect(name).toHaveAttribute('readonly');
    for (const label of ['Company', 'Email', 'Phone', 'Address', 'Organisation Number', 'Country', 'City']) {
      await expect(canvas.getByRole('textbox', { name: label })).toHaveAttribute('readonly');
    }
    await expect(canvas.getByText('Member since January 15, 2023')).toBeVisible();
    await expect(canvas.getByText('48')).toBeVisible();
    await expect(canvas.getByText('27')).toBeVisible();
    // Without a photo the avatar shows the initials.
    await expect(canvas.getByText('AL')).toBeVisible();
    await expect(canvas.getByText('556123-4567')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Save Changes' })).toBeNull();
  },
};

export const EditAndSave: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Profile' }));
    const name = canvas.getByRole('textbox', { name: 'Full Name' });
    await waitFor(() => expect(name).toHaveFocus());
    await expect(name).not.toHaveAttribute('readonly');
    await expect(canvas.getByText('JPG, PNG, GIF up to 5MB')).toBeVisible();
    const city = canvas.getByRole('textbox', { name: 'City' });
    await userEvent.clear(city);
    await userEvent.type(city, 'Göteborg');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));

    await expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ city: 'Göteborg' }));
    await expect(await body(canvasElement).findAllByText('Profile updated', {}, { timeout: 4000 })).not.toHaveLength(0);
    await expect(body(canvasElement).getAllByText('Your profile information has been saved successfully.')).not.toHaveLength(0);
    await expect(canvas.getByRole('textbox', { name: 'City' })).toHaveAttribute('readonly');
    await expect(canvas.getByRole('textbox', { name: 'City' })).toHaveValue('Göteborg');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Edit Profile' })).toHaveFocus());
    // The summary follows, and the profile is stored for the next visit.
    await expect(canvas.getByText('Göteborg', { selector: 'dd' })).toBeVisible();
    await expect(JSON.parse(localStorage.getItem(KEY) ?? '{}')).toMatchObject({ city: 'Göteborg' });
  },
};

export const InvalidEmail: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Profile' }));
    const name = canvas.getByRole('textbox', { name: 'Full Name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Anna Berg');
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.clear(email);
    await userEvent.type(email, 'anna@example');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));

    await expect(args.onSave).not.toHaveBeenCalled();
    const message = canvas.getByText('Enter a valid e-mail address, for example name@company.com.');
    await expect(message).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(expect.stringContaining('Enter a valid e-mail address'));
    await expect(email).toHaveFocus();
    // Nothing typed is lost, and the form stays in edit mode.
    await expect(email).toHaveValue('anna@example');
    await expect(name).toHaveValue('Anna Berg');

    await userEvent.type(email, '.se');
    await expect(canvas.queryByText(/Enter a valid e-mail address/)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ name: 'Anna Berg', email: 'anna@example.se' }));
  },
};

export const CancelDiscards: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Profile' }));
    const company = canvas.getByRole('textbox', { name: 'Company' });
    await userEvent.clear(company);
    await userEvent.type(company, 'Something Else AB');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(canvas.getByRole('textbox', { name: 'Company' })).toHaveValue('Nordic Refreshments AB');
    await expect(canvas.getByRole('textbox', { name: 'Company' })).toHaveAttribute('readonly');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Edit Profile' })).toHaveFocus());
    await expect(args.onSave).not.toHaveBeenCalled();
    await expect(localStorage.getItem(KEY)).toBeNull();
  },
};

export const Photo: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Profile' }));
    await user().upload(fileInput(canvasElement), new File([new Uint8Array(100)], 'cv.pdf', { type: 'application/pdf' }));
    await expect(
      await canvas.findByText('cv.pdf: this file type is not allowed. Allowed types: JPG, PNG, and GIF.'),
    ).toBeVisible();
    await user().upload(fileInput(canvasElement), new File([new Uint8Array(5 * MB + 1)], 'big.png', { type: 'image/png' }));
    await expect(await canvas.findByText(/big\.png is too large/)).toBeVisible();

    await user().upload(fileInput(canvasElement), new File([GIF], 'me.gif', { type: 'image/gif' }));
    // The preview replaces the initials.
    await waitFor(() => expect(canvasElement.querySelector('img')).toHaveAttribute('src', expect.stringMatching(/^blob:/)));
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    // A small photo is kept across reloads as a data URL.
    await waitFor(() => expect(localStorage.getItem(PHOTO_KEY)).toMatch(/^"data:image\/gif;base64,/));
    await expect(canvasElement.querySelector('img')).toHaveAttribute('src', expect.stringMatching(/^data:image\/gif/));
  },
};

export const LargePhotoForThisVisitOnly: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Profile' }));
    const big = new Uint8Array(300 * 1024);
    big.set(GIF);
    await user().upload(fileInput(canvasElement), new File([big], 'holiday.gif', { type: 'image/gif' }));
    await expect(await canvas.findByText(/shown for this visit only/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await expect(localStorage.getItem(PHOTO_KEY)).toBe('null');
    await expect(canvas.getByText(/shown for this visit only/)).toBeVisible();
  },
};

export const DeleteAccount: Story = {
  beforeEach: () => {
    localStorage.setItem(KEY, JSON.stringify({ ...sampleProfile, name: 'Someone Else' }));
  },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('textbox', { name: 'Full Name' })).toHaveValue('Someone Else');
    const trigger = canvas.getByRole('button', { name: 'Delete Account' });
    await userEvent.click(trigger);
    let dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Are you sure?' });
    // Cancel keeps everything.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).toBeNull());
    await expect(args.onDeleteAccount).not.toHaveBeenCalled();
    await expect(canvas.getByRole('textbox', { name: 'Full Name' })).toHaveValue('Someone Else');
    await userEvent.click(trigger);
    dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Are you sure?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Account' }));
    await expect(await body(canvasElement).findAllByText('Account deleted', {}, { timeout: 4000 })).not.toHaveLength(0);
    await expect(body(canvasElement).getAllByText('Your account and all stored information have been deleted.')).not.toHaveLength(
      0,
    );
    await expect(args.onDeleteAccount).toHaveBeenCalled();
    await expect(canvas.getByRole('textbox', { name: 'Full Name' })).toHaveValue('Anna Lindqvist');
  },
};

export const KeyboardOnly: Story = {
  play: async ({ canvas, canvasElement }) => {
    const edit = canvas.getByRole('button', { name: 'Edit Profile' });
    edit.focus();
    await userEvent.keyboard('{Enter}');
    const name = canvas.getByRole('textbox', { name: 'Full Name' });
    await waitFor(() => expect(name).toHaveFocus());
    await userEvent.keyboard('{Control>}a{/Control}Anna K{Enter}');
    await expect(await body(canvasElement).findAllByText('Profile updated', {}, { timeout: 4000 })).not.toHaveLength(0);
    await expect(canvas.getByRole('textbox', { name: 'Full Name' })).toHaveValue('Anna K');
    await expect(canvas.getByText('AK')).toBeVisible();
  },
};

export const Swedish: Story = {
  globals: { locale: 'sv' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Profiluppgifter' })).toBeVisible();
    await expect(canvas.getByText('Medlem sedan 15 januari 2023')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Redigera profil' }));
    await expect(canvas.getByText('JPG, PNG, GIF upp till 5 MB')).toBeVisible();
  },
};

/** A 0-byte photo is refused with a message naming it and the reason; the initials stay. */
export const EmptyPhotoRefused: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Profile' }));
    await user().upload(fileInput(canvasElement), new File([], 'me.png', { type: 'image/png' }));
    await expect(await canvas.findByText('me.png is empty (0 bytes). Choose a file with content.')).toBeVisible();
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

/** A saved profile missing a field (from an older version, or damaged) keeps what it has; the gap is filled from the defaults. */
export const PartlyStoredProfile: Story = {
  beforeEach: () => {
    localStorage.setItem(KEY, JSON.stringify({ ...sampleProfile, name: 'Bo Ek', city: 42, country: undefined }));
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Full Name' })).toHaveValue('Bo Ek');
    await expect(canvas.getByRole('textbox', { name: 'City' })).toHaveValue(sampleProfile.city);
    await expect(canvas.getByRole('textbox', { name: 'Country' })).toHaveValue(sampleProfile.country);
  },
};
