import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { profileStats, sampleProfile } from '../../../../app/data/profile';
import { MB, PHOTO_STORAGE_LIMIT, ProfileForm, type ProfileFormProps, repairProfile } from '../../../../src';
import { focusInside } from '../../../support/overlay';

const meta = {
  title: 'Blocks/Dashboard/ProfileForm',
  component: ProfileForm,
  args: {
    defaultProfile: sampleProfile,
    stats: profileStats,
    photoStorageLimit: PHOTO_STORAGE_LIMIT,
    onSave: fn(),
    onPhotoChange: fn(),
    onDeleteAccount: fn(),
  },
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'The profile page: "Profile Information" (avatar, member since, shipments, total trucks and the eight fields), a "Company Information" summary and "Delete Account". Fields are read-only (still focusable and readable) until "Edit Profile", which moves focus to the first field. "Save Changes" checks the e-mail: a malformed one gets a clear message next to the field (announced, linked with `aria-describedby`), focus goes there and nothing typed is lost. A valid save is reported through `onSave` (and a changed photo through `onPhotoChange`), returns to read-only with focus on "Edit Profile". "Cancel" discards the edits. In edit mode a photo can be chosen with the keyboard-operable drop zone: JPG, PNG or GIF up to 5MB, anything else is refused with a message naming the file. With `photoStorageLimit`, a photo within it is also reported as a data URL for the page to store, and a bigger one is marked as shown for this visit only. Without a photo the avatar shows the initials. "Delete Account" asks in an alertdialog first, then calls `onDeleteAccount`. The block keeps nothing and shows no toast: the page holds `profile` and `photo`, stores what the callbacks report and confirms it. A callback may return a promise; if it rejects, the form stays in edit mode with every edit.',
      },
    },
  },
} satisfies Meta<typeof ProfileForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const user = () => userEvent.setup({ applyAccept: false });
const fileInput = (root: HTMLElement) => {
  const input = root.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('No file input');
  return input;
};
const GIF = Uint8Array.from(atob('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7'), (c) => c.charCodeAt(0));

/**
 * Presses 'Edit Profile' (or its translation) and waits, as a user would, for focus to reach the first field:
 * the block moves it a frame later, and a step taken before that would have its focus taken away.
 */
async function startEditing(canvas: ReturnType<typeof within>, edit = 'Edit Profile', firstField = 'Full Name') {
  await userEvent.click(canvas.getByRole('button', { name: edit }));
  await waitFor(() => expect(canvas.getByRole('textbox', { name: firstField })).toHaveFocus());
}

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
  play: async ({ canvas, args }) => {
    await startEditing(canvas);
    const name = canvas.getByRole('textbox', { name: 'Full Name' });
    await expect(name).not.toHaveAttribute('readonly');
    await expect(canvas.getByText('JPG, PNG, GIF up to 5MB')).toBeVisible();
    const city = canvas.getByRole('textbox', { name: 'City' });
    await userEvent.clear(city);
    await userEvent.type(city, 'Göteborg');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));

    await expect(args.onSave).toHaveBeenCalledOnce();
    await expect(args.onSave).toHaveBeenCalledWith({ ...sampleProfile, city: 'Göteborg' });
    await expect(args.onPhotoChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('textbox', { name: 'City' })).toHaveAttribute('readonly');
    await expect(canvas.getByRole('textbox', { name: 'City' })).toHaveValue('Göteborg');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Edit Profile' })).toHaveFocus());
    // The summary follows.
    await expect(canvas.getByText('Göteborg', { selector: 'dd' })).toBeVisible();
  },
};

export const InvalidEmail: Story = {
  play: async ({ canvas, args }) => {
    await startEditing(canvas);
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
    await startEditing(canvas);
    const company = canvas.getByRole('textbox', { name: 'Company' });
    await userEvent.clear(company);
    await userEvent.type(company, 'Something Else AB');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(canvas.getByRole('textbox', { name: 'Company' })).toHaveValue('Nordic Refreshments AB');
    await expect(canvas.getByRole('textbox', { name: 'Company' })).toHaveAttribute('readonly');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Edit Profile' })).toHaveFocus());
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const Photo: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await startEditing(canvas);
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
    // A photo within the storage limit is also reported as a data URL, for the page to keep.
    await expect(args.onPhotoChange).toHaveBeenCalledWith(
      expect.objectContaining({
        url: expect.stringMatching(/^blob:/),
        dataUrl: expect.stringMatching(/^data:image\/gif;base64,/),
      }),
    );
    await expect(canvasElement.querySelector('img')).toHaveAttribute('src', expect.stringMatching(/^data:image\/gif/));
  },
};

export const LargePhotoForThisVisitOnly: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await startEditing(canvas);
    const big = new Uint8Array(300 * 1024);
    big.set(GIF);
    await user().upload(fileInput(canvasElement), new File([big], 'holiday.gif', { type: 'image/gif' }));
    await expect(await canvas.findByText(/shown for this visit only/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await expect(args.onPhotoChange).toHaveBeenCalledWith(expect.objectContaining({ dataUrl: undefined }));
    await expect(canvas.getByText(/shown for this visit only/)).toBeVisible();
  },
};

/** A page that holds the profile: deleting the account puts its starting profile back. */
function HeldProfile({ onDeleteAccount, ...args }: ProfileFormProps) {
  const [profile, setProfile] = useState({ ...sampleProfile, name: 'Someone Else' });
  return (
    <ProfileForm
      {...args}
      profile={profile}
      onDeleteAccount={() => {
        setProfile(sampleProfile);
        return onDeleteAccount?.();
      }}
    />
  );
}

export const DeleteAccount: Story = {
  render: (args) => <HeldProfile {...args} />,
  parameters: {
    docs: {
      source: {
        code: `import { type Profile, ProfileForm, type ProfileStats } from '@labelport/ui';
import { useState } from 'react';

const PROFILE: Profile = {
  name: 'Anna Lindqvist',
  company: 'Nordic Refreshments AB',
  email: 'anna.lindqvist@nordicrefreshments.se',
  phone: '+46 8 555 012 34',
  address: 'Sveavägen 44',
  orgNr: '556123-4567',
  country: 'Sweden',
  city: 'Stockholm',
};
const STATS: ProfileStats = { memberSince: '2023-01-15', shipmentCount: 48, totalTrucks: 27 };

// 'Delete Account' asks first and calls onDeleteAccount once confirmed. The question stays open until the
// returned promise settles, and stays if it rejects.
export function ProfilePage() {
  const [profile, setProfile] = useState(PROFILE);
  return (
    <ProfileForm
      profile={profile}
      stats={STATS}
      onSave={setProfile}
      onDeleteAccount={async () => {
        const response = await fetch('/api/account', { method: 'DELETE' });
        if (!response.ok) throw new Error(\`Account not deleted: \${response.status}\`);
        window.location.assign('/');
      }}
    />
  );
}`,
        language: 'tsx',
      },
    },
  },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('textbox', { name: 'Full Name' })).toHaveValue('Someone Else');
    const trigger = canvas.getByRole('button', { name: 'Delete Account' });
    await userEvent.click(trigger);
    let dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Are you sure?' });
    await expect(dialog).toHaveAccessibleDescription(expect.stringContaining('This action cannot be undone.'));
    // Cancel keeps everything.
    await focusInside(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).toBeNull());
    await expect(args.onDeleteAccount).not.toHaveBeenCalled();
    await expect(canvas.getByRole('textbox', { name: 'Full Name' })).toHaveValue('Someone Else');
    await userEvent.click(trigger);
    dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Are you sure?' });
    await focusInside(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Account' }));
    await expect(args.onDeleteAccount).toHaveBeenCalledOnce();
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).toBeNull());
    await expect(canvas.getByRole('textbox', { name: 'Full Name' })).toHaveValue('Anna Lindqvist');
  },
};

export const KeyboardOnly: Story = {
  play: async ({ canvas, args }) => {
    const edit = canvas.getByRole('button', { name: 'Edit Profile' });
    edit.focus();
    await userEvent.keyboard('{Enter}');
    const name = canvas.getByRole('textbox', { name: 'Full Name' });
    await waitFor(() => expect(name).toHaveFocus());
    await userEvent.keyboard('{Control>}a{/Control}Anna K{Enter}');
    await expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ name: 'Anna K' }));
    await expect(canvas.getByRole('textbox', { name: 'Full Name' })).toHaveValue('Anna K');
    await expect(canvas.getByText('AK')).toBeVisible();
  },
};

export const Swedish: Story = {
  globals: { locale: 'sv' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Profiluppgifter' })).toBeVisible();
    await expect(canvas.getByText('Medlem sedan 15 januari 2023')).toBeVisible();
    await startEditing(canvas, 'Redigera profil', 'Fullständigt namn');
    await expect(canvas.getByText('JPG, PNG, GIF upp till 5 MB')).toBeVisible();
  },
};

/** A 0-byte photo is refused with a message naming it and the reason; the initials stay. */
export const EmptyPhotoRefused: Story = {
  play: async ({ canvas, canvasElement }) => {
    await startEditing(canvas);
    await user().upload(fileInput(canvasElement), new File([], 'me.png', { type: 'image/png' }));
    await expect(await canvas.findByText('me.png is empty (0 bytes). Choose a file with content.')).toBeVisible();
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

/**
 * A saved profile missing a field (from an older version, or damaged), read back by the page through
 * `repairProfile`: it keeps what it has, and the gap is filled from the defaults.
 */
export const PartlyStoredProfile: Story = {
  args: {
    profile: repairProfile({ ...sampleProfile, name: 'Bo Ek', city: 42, country: undefined }, sampleProfile),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Full Name' })).toHaveValue('Bo Ek');
    await expect(canvas.getByRole('textbox', { name: 'City' })).toHaveValue(sampleProfile.city);
    await expect(canvas.getByRole('textbox', { name: 'Country' })).toHaveValue(sampleProfile.country);
  },
};

/** Makes the next save fail, as a server that does not answer. */
let failNextSave = false;

/** A save that fails keeps the form in edit mode with every edit, and the next try goes through. */
export const SaveFailsKeepsEdits: Story = {
  args: {
    onSave: fn(() => {
      if (!failNextSave) return;
      failNextSave = false;
      return Promise.reject(new Error('The server did not answer'));
    }),
  },
  beforeEach: () => {
    failNextSave = true;
  },
  play: async ({ canvas, args }) => {
    await startEditing(canvas);
    const city = canvas.getByRole('textbox', { name: 'City' });
    await userEvent.clear(city);
    await userEvent.type(city, 'Malmö');
    const save = canvas.getByRole('button', { name: 'Save Changes' });
    await userEvent.click(save);
    await expect(args.onSave).toHaveBeenCalledOnce();
    await waitFor(() => expect(save).toBeEnabled());
    await expect(city).toHaveValue('Malmö');
    await expect(city).not.toHaveAttribute('readonly');

    await userEvent.click(save);
    await expect(args.onSave).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'City' })).toHaveAttribute('readonly'));
    await expect(canvas.getByText('Malmö', { selector: 'dd' })).toBeVisible();
  },
};
