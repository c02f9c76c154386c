// Typing as soon as the page paints, before its scripts have run: the prerendered fields take the text, and
// the forms must still hold it once the page is live (app/early-input.ts hands it to them). The page's
// scripts are held back here until after the typing, so it surely lands before hydration; then each form
// is submitted (before hydration too, where a visitor could), which only goes through with what was typed.
// Each test waits for the page to be live (`ready`, the page-load limit) before looking for the submit's
// result: on a loaded machine, loading and hydrating alone took longer than an assertion's 10 s.
import type { Locator, Page } from '@playwright/test';
import { choose, expect, holdScripts, ready, requestForm, storeBeforeLoad, test } from './support/app';

/** True once React has hydrated the element (its props are attached to it). */
const isHydrated = (field: Locator) =>
  field.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps$')));

/** Opens `path` with its scripts held back, and returns what lets them through. */
async function openHeld(page: Page, path: string) {
  const release = await holdScripts(page);
  await page.goto(path, { waitUntil: 'commit' });
  return release;
}

/** The values the sign-up logs to the console. */
function signupsLogged(page: Page) {
  const logged: unknown[] = [];
  page.on('console', async (message) => {
    if (message.text().startsWith('Sign-up submitted')) logged.push(await message.args()[1]?.jsonValue());
  });
  return logged;
}

test.describe('Typing before the page is interactive', () => {
  test('the request form keeps what was typed before hydration, and submits it', async ({ page }) => {
    const release = await openHeld(page, '/dashboard');
    const form = requestForm(page);
    const typed: [Locator, string][] = [
      [form.getByRole('textbox', { name: /^Name/ }), 'Anna Lindqvist'],
      [form.getByRole('textbox', { name: /^Company Name/ }), 'Early Bird AB'],
      [form.getByRole('textbox', { name: /^Email/ }), 'anna@earlybird.se'],
      [form.getByRole('textbox', { name: /^Address/ }), 'Storgatan 1\n111 22 Stockholm'],
    ];
    for (const [field, text] of typed) await field.fill(text);
    expect(await isHydrated(typed[0][0]), 'typed before hydration').toBe(false);

    release();
    await ready(page);
    for (const [field, text] of typed) await expect(field).toHaveValue(text);
    // Choosing re-renders the form from its state: what was typed must be in it, not only on screen.
    await choose(page, 'Product Category', 'Supplements', form);
    await choose(page, 'Product Type', 'Gummies', form);
    await choose(page, 'Package Type', 'Sachets', form);
    for (const [field, text] of typed) await expect(field).toHaveValue(text);
    await form.getByRole('button', { name: 'Submit Request' }).click();
    await expect(form).not.toContainText('need your attention');
    await expect(page.getByRole('article', { name: 'Gummies – Early Bird AB' })).toBeVisible();
  });

  for (const theme of ['light', 'dark'] as const) {
    // A dark visitor's page is rendered afresh rather than hydrated (app/main.tsx): new fields replace the typed ones.
    test(`the sign-up form keeps what was typed and submitted before the page was live (${theme})`, async ({ page }) => {
      if (theme === 'dark') await storeBeforeLoad(page, { theme: 'dark' });
      const logged = signupsLogged(page);
      const release = await openHeld(page, '/signup');
      const form = page.getByRole('form', { name: 'Create Your Account' });
      const values = { fullName: 'Anna Lindqvist', email: 'anna@nordic.se', password: 'correct horse', company: 'Nordic AB' };
      const fields = {
        fullName: form.getByRole('textbox', { name: 'Full Name' }),
        email: form.getByRole('textbox', { name: 'Email' }),
        password: form.getByLabel('Password', { exact: true }),
        company: form.getByRole('textbox', { name: 'Company Name' }),
      };
      for (const [name, field] of Object.entries(fields)) await field.fill(values[name as keyof typeof values]);
      // Submitted before hydration too: the click is replayed (early-clicks.ts) only with the typing in the form.
      await form.getByRole('button', { name: 'Create Account' }).click();
      expect(await isHydrated(fields.fullName), 'typed before hydration').toBe(false);

      release();
      await ready(page);
      await expect(form.getByRole('status')).toHaveText('Thanks, Anna Lindqvist! Your account details were received.');
      for (const [name, field] of Object.entries(fields)) await expect(field).toHaveValue(values[name as keyof typeof values]);
      await expect.poll(() => logged).toEqual([values]);
    });
  }

  test('the tracking form keeps the number typed and sent with Enter before hydration, and tracks it', async ({ page }) => {
    const release = await openHeld(page, '/tracking');
    const number = page.getByRole('textbox', { name: 'Tracking number' });
    await number.fill('ABC123');
    await number.press('Enter');
    expect(await isHydrated(number), 'typed before hydration').toBe(false);

    release();
    await ready(page);
    await expect(page.getByRole('article', { name: /^Shipment / })).toHaveAccessibleName(/^Shipment ABC123$/i);
    await expect(number).toHaveValue('ABC123');
  });
});
