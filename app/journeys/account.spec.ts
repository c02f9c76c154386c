// The account journeys: messages, the profile, settings, and the toast area they all confirm in.
import type { Page } from '@playwright/test';
import { en } from '../../src/i18n/messages/en.ts';
import { en as appEnglish } from '../i18n/messages/app-en.ts';
import { editProfile, expect, expectToast, focusInside, open, reload, test, toastArea, toasts } from './support/app.ts';

/** A tab of the settings page. */
const tab = (page: Page, name: string) => page.getByRole('tab', { name });

/** Toggles a labelled switch from the keyboard (its input is visually hidden under the track). */
async function toggle(page: Page, name: string) {
  const control = page.getByRole('switch', { name });
  await control.focus();
  await control.press('Space');
}

test.describe('Messages', () => {
  const thread = (page: Page, title: string) =>
    page.getByRole('region', { name: 'Conversations' }).getByRole('button', { name: title });
  const log = (page: Page, title: string) => page.getByRole('log', { name: `Messages about ${title}` });
  const input = (page: Page) => page.getByRole('textbox', { name: 'Message' });

  test('choosing a thread shows it; a message is sent, kept after a reload, and a blank one is not sent', async ({ page }) => {
    await open(page, '/dashboard/messages');
    await thread(page, 'Collagen Gummies').click();
    await expect(page.getByRole('heading', { name: 'Collagen Gummies' })).toBeVisible();
    await expect(log(page, 'Collagen Gummies')).toContainText('Uploaded it this morning');
    await expect(log(page, 'Collagen Gummies')).toContainText('gummies-specification.pdf');
    const before = await log(page, 'Collagen Gummies').getByRole('listitem').count();

    await input(page).press('Enter');
    await expect(page.getByText('Write a message or attach a file first.')).toBeVisible();
    await expect(log(page, 'Collagen Gummies').getByRole('listitem')).toHaveCount(before);

    await input(page).fill('Any news on the samples?');
    await input(page).press('Enter');
    await expect(log(page, 'Collagen Gummies').getByRole('listitem')).toHaveCount(before + 1);
    await expect(log(page, 'Collagen Gummies').getByRole('listitem').last()).toContainText('Any news on the samples?');
    await expect(input(page)).toHaveValue('');

    await reload(page);
    await thread(page, 'Collagen Gummies').click();
    await expect(log(page, 'Collagen Gummies')).toContainText('Any news on the samples?');
    await expect(thread(page, 'Collagen Gummies')).toContainText('Any news on the samples?');
  });

  test("'View Project' opens the conversation's project, loaded when first asked for; Escape closes it and focus returns", async ({
    page,
  }) => {
    await open(page, '/dashboard/messages');
    await thread(page, 'Protein Shake - Vanilla').click();
    const opener = page.getByRole('button', { name: 'View Project' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Project details' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Protein Shake - Vanilla');
    await expect(dialog).toContainText('Contract Signed');
    await focusInside(dialog);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('a double-clicked send sends once', async ({ page }) => {
    await open(page, '/dashboard/messages');
    await thread(page, 'Energy Drink - Tropical').click();
    const messages = log(page, 'Energy Drink - Tropical').getByRole('listitem');
    const before = await messages.count();
    await input(page).fill('Sent with a double click');
    await page.getByRole('button', { name: 'Send message' }).dblclick();
    await expect(messages).toHaveCount(before + 1);
    await expect(log(page, 'Energy Drink - Tropical').getByText('Sent with a double click')).toHaveCount(1);
    // The second click of the pair is not taken as an attempt to send a blank message either.
    await expect(page.getByText('Write a message or attach a file first.')).toHaveCount(0);
  });

  test('a message over 2,000 characters is not cut silently: a counter, a clear refusal, and the text kept', async ({ page }) => {
    await open(page, '/dashboard/messages');
    await thread(page, 'Energy Drink - Tropical').click();
    const messages = log(page, 'Energy Drink - Tropical').getByRole('listitem');
    const before = await messages.count();
    const long = `${'Long message. '.repeat(143)}0123456789`.slice(0, 2001);
    expect(long).toHaveLength(2001);

    await input(page).fill(long);
    await expect(input(page)).toHaveValue(long);
    await expect(page.getByText('2,001 / 2,000')).toBeVisible();
    await input(page).press('Enter');
    await expect(page.getByText(/at most 2,000 characters/).first()).toBeVisible();
    await expect(messages).toHaveCount(before);
    await expect(input(page)).toHaveValue(long);

    // One character fewer is within the limit and is sent whole.
    await input(page).press('End');
    await input(page).press('Backspace');
    await expect(page.getByText('2,000 / 2,000')).toBeVisible();
    await input(page).press('Enter');
    await expect(messages).toHaveCount(before + 1);
    await expect(messages.last()).toContainText(long.slice(0, 2000));
  });
});

test.describe('Profile', () => {
  const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

  test("edit and save: the 'Profile updated' toast, read-only again, and kept after a reload", async ({ page }) => {
    await open(page, '/dashboard/profile');
    await expect(field(page, 'Full Name')).toHaveAttribute('readonly');
    await editProfile(page);
    await expect(field(page, 'Full Name')).not.toHaveAttribute('readonly');
    await field(page, 'City').fill('Göteborg');
    await page.getByRole('button', { name: 'Save Changes' }).click();

    await expectToast(page, 'Profile updated', 'Your profile information has been saved successfully.');
    await expect(field(page, 'City')).toHaveAttribute('readonly');
    await expect(field(page, 'City')).toHaveValue('Göteborg');
    await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeFocused();

    await reload(page);
    await expect(field(page, 'City')).toHaveValue('Göteborg');
  });

  test('a malformed e-mail is refused next to its field; nothing typed is lost', async ({ page }) => {
    await open(page, '/dashboard/profile');
    await editProfile(page);
    await field(page, 'Full Name').fill('Anna Berg');
    await field(page, 'Email').fill('anna@example');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Enter a valid e-mail address, for example name@company.com.')).toBeVisible();
    await expect(field(page, 'Email')).toBeFocused();
    await expect(field(page, 'Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, 'Full Name')).toHaveValue('Anna Berg');
    await expect(toasts(page).filter({ hasText: 'Profile updated' })).toHaveCount(0);
  });

  test('Cancel discards the edits, also after a reload', async ({ page }) => {
    await open(page, '/dashboard/profile');
    await editProfile(page);
    await field(page, 'Company').fill('Changed AB');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(field(page, 'Company')).toHaveValue('Nordic Refreshments AB');
    await expect(field(page, 'Company')).toHaveAttribute('readonly');
    await reload(page);
    await expect(field(page, 'Company')).toHaveValue('Nordic Refreshments AB');
  });

  test('the photo: only JPG, PNG or GIF up to 5MB; a small one is kept after a reload', async ({ page }) => {
    await open(page, '/dashboard/profile');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await expect(page.getByText('JPG, PNG, GIF up to 5MB')).toBeVisible();
    const photo = page.locator('input[type=file]');
    await photo.setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(100) });
    await expect(page.getByText('cv.pdf: this file type is not allowed. Allowed types: JPG, PNG, and GIF.')).toBeVisible();
    await photo.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) });
    await expect(page.getByText(/big\.png is too large/)).toBeVisible();

    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    await photo.setInputFiles({ name: 'me.gif', mimeType: 'image/gif', buffer: gif });
    const avatar = page.getByRole('main').locator('img').first();
    await expect(avatar).toHaveAttribute('src', /^blob:/);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Profile updated');
    await reload(page);
    await expect(page.getByRole('main').locator('img').first()).toHaveAttribute('src', /^data:image\/gif/);
  });
});

test.describe('Settings', () => {
  test('every tab opens its panel; Appearance switches the theme', async ({ page }) => {
    await open(page, '/dashboard/settings');
    await expect(tab(page, 'Appearance')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: 'Preview' })).toBeVisible();
    await toggle(page, 'Dark Mode');
    await expect(page.locator('html')).toHaveClass('dark');
    await expect(page.getByText('Currently: Dark Mode')).toBeVisible();
    await toggle(page, 'Dark Mode');
    await expect(page.locator('html')).toHaveClass('light');

    await tab(page, 'Notifications').click();
    await expect(page.getByRole('switch', { name: 'Email Notifications' })).toBeChecked();
    await expect(page.getByRole('switch', { name: 'SMS Notifications' })).toBeChecked();
    await tab(page, 'Billing').click();
    await expect(page.getByText('Visa ending 4242, expires 12/28')).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Monthly Statement' })).toBeChecked();
    await tab(page, 'Account').click();
    await expect(page.getByRole('button', { name: 'Change Password' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delete Account' })).toBeVisible();
  });

  test('the notification and billing saves confirm with their toasts and are kept after a reload', async ({ page }) => {
    await open(page, '/dashboard/settings');
    await tab(page, 'Notifications').click();
    await toggle(page, 'SMS Notifications');
    await expect(page.getByRole('switch', { name: 'SMS Notifications' })).not.toBeChecked();
    await page.getByRole('button', { name: 'Save Notification Preferences' }).click();
    await expectToast(page, appEnglish['settings.notificationSaved']);

    await tab(page, 'Billing').click();
    const invoiceEmail = page.getByRole('textbox', { name: 'Invoice Email' });
    await invoiceEmail.fill('invoices@nordic.se');
    await toggle(page, 'Monthly Statement');
    await page.getByRole('button', { name: 'Save Billing Preferences' }).click();
    await expectToast(page, appEnglish['settings.billingSaved']);

    await reload(page);
    await tab(page, 'Notifications').click();
    await expect(page.getByRole('switch', { name: 'SMS Notifications' })).not.toBeChecked();
    await expect(page.getByRole('switch', { name: 'Email Notifications' })).toBeChecked();
    await tab(page, 'Billing').click();
    await expect(page.getByRole('textbox', { name: 'Invoice Email' })).toHaveValue('invoices@nordic.se');
    await expect(page.getByRole('switch', { name: 'Monthly Statement' })).not.toBeChecked();
  });

  test('Delete Account asks first; Cancel keeps everything, confirming shows the destructive toast', async ({ page }) => {
    await open(page, '/dashboard/settings');
    await tab(page, 'Account').click();
    await page.getByRole('button', { name: 'Delete Account' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Are you sure?' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(en['settings.deleteWarning']);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(toasts(page)).toHaveCount(0);

    await page.getByRole('button', { name: 'Delete Account' }).click();
    await dialog.getByRole('button', { name: 'Delete Account' }).click();
    await expect(dialog).toBeHidden();
    await expectToast(page, en['settings.areYouSure'], en['settings.deleteWarning']);
  });
});

test.describe('Toasts', () => {
  test('sit bottom-right, at most 3 at a time, and Alt+T moves focus to them', async ({ page }) => {
    await open(page, '/dashboard/settings');
    await tab(page, 'Notifications').click();
    const save = page.getByRole('button', { name: 'Save Notification Preferences' });
    for (let i = 1; i <= 4; i++) {
      await save.click();
      await expect(toasts(page)).toHaveCount(Math.min(i, 3));
    }
    await expect(toasts(page).filter({ visible: true })).toHaveCount(3);

    // Where they rest: a toast that just came or went moves the others for a moment, which a loaded
    // machine stretches, so the check is retried until they have settled.
    const viewport = page.viewportSize() ?? { width: 1280, height: 900 };
    await expect(async () => {
      const boxes = await Promise.all((await toasts(page).all()).map((toast) => toast.boundingBox()));
      for (const box of boxes) {
        expect(box, 'toast on screen').not.toBeNull();
        if (!box) continue;
        expect(box.x, 'in the right half').toBeGreaterThan(viewport.width / 2);
        expect(viewport.width - (box.x + box.width), 'near the right edge').toBeLessThan(64);
        expect(box.y, 'in the lower half').toBeGreaterThan(viewport.height / 2);
      }
      const bottom = Math.max(...boxes.map((box) => (box ? box.y + box.height : 0)));
      expect(viewport.height - bottom, 'near the bottom edge').toBeLessThan(64);
    }).toPass({ timeout: 10_000 });

    await page.getByRole('heading', { level: 1 }).click();
    await page.keyboard.press('Alt+t');
    await focusInside(toastArea(page));
  });
});
