// The operations journeys: uploading files for a project, and booking logistics for a shipment.
import type { Page } from '@playwright/test';
import { expect, expectToast, FIXED_NOW, open, reload, test, toasts } from './support/app.ts';

const MB = 1024 * 1024;

test.describe('Uploads', () => {
  const panel = (page: Page) => page.getByRole('region', { name: 'Energy Drink - Tropical', exact: true });
  const fileInput = (page: Page) => panel(page).locator('input[type=file]');

  test('refuses a wrong type, a file over 10MB and an empty file, each with its reason; keeps an accepted one', async ({
    page,
  }) => {
    await open(page, '/dashboard/uploads');
    await expect(panel(page)).toContainText('Drag files here or click to upload');
    await expect(panel(page)).toContainText('Support for PDF, PNG, AI files up to 10MB');

    // A drop (or 'All files' in the picker) lets through what the picker's filter would hide.
    await fileInput(page).setInputFiles([
      { name: 'team-photo.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('jpg') },
      { name: 'print-ready.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(11 * MB) },
    ]);
    await expect(
      panel(page).getByText('team-photo.jpg: this file type is not allowed. Allowed types: PDF, PNG, and AI.'),
    ).toBeVisible();
    await expect(panel(page).getByText('print-ready.pdf is too large (11 MB). The limit is 10 MB.')).toBeVisible();

    await fileInput(page).setInputFiles([{ name: 'blank-contract.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(0) }]);
    await expect(panel(page).getByText(/blank-contract\.pdf.*is empty/)).toBeVisible();

    await fileInput(page).setInputFiles([
      { name: 'can-label-v3.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7') },
    ]);
    const row = panel(page).getByRole('row', { name: /can-label-v3\.pdf/ });
    await expect(row).toContainText('Pending review');
    for (const refused of [/team-photo/, /print-ready/, /blank-contract/]) {
      await expect(panel(page).getByRole('row', { name: refused })).toHaveCount(0);
    }

    await reload(page);
    await expect(panel(page).getByRole('row', { name: /can-label-v3\.pdf/ })).toContainText('Pending review');
    await expect(panel(page).getByRole('row', { name: /blank-contract/ })).toHaveCount(0);
  });
});

test.describe('Logistics', () => {
  const table = (page: Page) => page.getByRole('table', { name: 'Shipping Status' });
  /** The value beside a term of the Shipment Summary. */
  const summary = (page: Page, term: string) =>
    page
      .getByRole('dialog', { name: 'Schedule Logistics' })
      .getByRole('region', { name: 'Shipment Summary' })
      .locator('dt', { hasText: new RegExp(`^${term}$`) })
      .locator('xpath=following-sibling::dd[1]');
  /** A day of the open calendar, e.g. '2026-02-05'. */
  const day = (page: Page, iso: string) => page.locator(`[data-part="table-cell-trigger"][data-view="day"][data-value="${iso}"]`);

  test('one row open at a time', async ({ page }) => {
    await open(page, '/dashboard/logistics');
    const energy = table(page).getByRole('button', { name: 'Energy Drink - Tropical', exact: true });
    const gummies = table(page).getByRole('button', { name: 'Collagen Gummies', exact: true });
    /** The details row a product's button discloses. */
    const details = async (button: typeof energy) => page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
    await energy.click();
    await expect(energy).toHaveAttribute('aria-expanded', 'true');
    await expect(await details(energy)).toBeVisible();
    await expect(await details(energy)).toContainText('Total pallets66');
    await gummies.click();
    await expect(gummies).toHaveAttribute('aria-expanded', 'true');
    await expect(await details(gummies)).toContainText('Total pallets33');
    await expect(energy).toHaveAttribute('aria-expanded', 'false');
    await expect(await details(energy)).toBeHidden();
    await gummies.click();
    await expect(gummies).toHaveAttribute('aria-expanded', 'false');
    await expect(await details(gummies)).toBeHidden();
  });

  test("booking with a date: the summary writes it 'MMMM dd, yyyy', Confirm books it with a toast, and it is kept", async ({
    page,
  }) => {
    await page.clock.setFixedTime(FIXED_NOW);
    await open(page, '/dashboard/logistics');
    await page.getByRole('button', { name: 'Book Logistics Collagen Gummies' }).click();
    const dialog = page.getByRole('dialog', { name: 'Schedule Logistics' });
    await expect(dialog).toBeVisible();
    await expect(summary(page, 'Product')).toHaveText('Collagen Gummies');
    await expect(summary(page, 'Quantity')).toHaveText('50,000 units');
    await expect(summary(page, 'Total Pallets')).toHaveText('33');
    await expect(summary(page, 'Total Boxes')).toHaveText('7,920');
    await expect(summary(page, 'Shipping Date')).toHaveText('Not selected');
    // No shipping date in the past: 14 January is not available.
    await expect(day(page, '2026-01-14')).toHaveAttribute('data-disabled', /.*/);

    await dialog.getByRole('button', { name: 'Next month' }).click();
    await day(page, '2026-02-05').click();
    await expect(summary(page, 'Shipping Date')).toHaveText('February 05, 2026');
    await expect(dialog.getByRole('status')).toHaveText('Ready for shipping');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog).toBeHidden();

    await expect(page.getByText('Booked for February 05, 2026')).toBeVisible();
    await expectToast(page, 'Logistics booked', 'Collagen Gummies ships on February 05, 2026.');
    await reload(page);
    await expect(page.getByText('Booked for February 05, 2026')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Change Booking Collagen Gummies' })).toBeVisible();
  });

  test('a double-clicked Confirm books once', async ({ page }) => {
    await page.clock.setFixedTime(FIXED_NOW);
    await open(page, '/dashboard/logistics');
    await page.getByRole('button', { name: 'Book Logistics Collagen Gummies' }).click();
    const dialog = page.getByRole('dialog', { name: 'Schedule Logistics' });
    await dialog.getByRole('button', { name: 'Next month' }).click();
    await day(page, '2026-02-10').click();
    await expect(dialog.getByRole('status')).toHaveText('Ready for shipping');
    await dialog.getByRole('button', { name: 'Confirm' }).dblclick();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Booked for February 10, 2026')).toHaveCount(1);
    await expectToast(page, 'Logistics booked');
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
    await expect(toasts(page).filter({ hasText: 'Logistics booked' })).toHaveCount(1);
  });
});
