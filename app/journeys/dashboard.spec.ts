// The dashboard's project journeys: the timeline dialog, the request form and the projects table.
import type { Page } from '@playwright/test';
import {
  choose,
  clickOutside,
  expect,
  expectToast,
  fillRequest,
  focusInside,
  open,
  openSelect,
  reload,
  requestForm,
  test,
  visibleText,
} from './support/app.ts';

test.describe('Timeline', () => {
  test('opens from a project and closes with Close, Escape and an outside click, focus back on the opener', async ({ page }) => {
    await open(page, '/dashboard');
    const opener = page.getByRole('button', { name: 'View timeline Protein Shake - Vanilla' });
    const dialog = page.getByRole('dialog', { name: 'Project Timeline' });

    await opener.click();
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Current progress: 70% complete');
    await expect(dialog.getByRole('listitem')).toHaveCount(10);
    await expect(dialog).toContainText("Our team is currently working on this step. You'll be notified once it's complete.");
    await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.press('Enter');
    await expect(dialog).toBeVisible();
    await focusInside(dialog);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.press('Enter');
    await expect(dialog).toBeVisible();
    await focusInside(dialog);
    await clickOutside(page, dialog);
    await expect(opener).toBeFocused();
  });
});

test.describe('Request form', () => {
  test('the type follows the category and resets when it changes; the slider steps through the quantities', async ({ page }) => {
    await open(page, '/dashboard');
    const form = requestForm(page);
    const type = form.getByRole('combobox', { name: 'Product Type' });
    await expect(type).toBeDisabled();
    await expect(type).toContainText('Choose a category first');

    await choose(page, 'Product Category', 'Beverages', form);
    await expect(type).toBeEnabled();
    let list = await openSelect(page, 'Product Type', form);
    await expect(list.getByRole('option')).toHaveText([
      'Energy drinks',
      'Water',
      'Sodas',
      'Vitamin Water',
      'Isotonics',
      'Cocktais',
      'Mocktails',
      'Wine',
      'Vodka',
      'Champagne',
      'Prosecco',
    ]);
    await list.getByRole('option', { name: 'Wine' }).click();
    await expect(type).toContainText('Wine');

    await choose(page, 'Product Category', 'Supplements', form);
    await expect(type).toContainText('Select a product type');
    list = await openSelect(page, 'Product Type', form);
    await expect(list.getByRole('option')).toHaveText([
      'Gummies',
      'Health shots',
      'Sashets/Powder',
      'Protein powder',
      'Weight control',
    ]);
    await page.keyboard.press('Escape');
    // The select gives focus back to its trigger once it has closed: moving on before that, the focus
    // given to the slider below could be taken back after its first step.
    await expect(list).toBeHidden();
    await expect(type).toBeFocused();

    const slider = form.getByRole('slider', { name: 'Quantity' });
    await expect(slider).toHaveAttribute('aria-valuetext', '15,000 units');
    await slider.focus();
    for (const units of ['50,000', '100,000', '150,000', '250,000', '250,000']) {
      await page.keyboard.press('ArrowRight');
      await expect(slider).toHaveAttribute('aria-valuetext', `${units} units`);
    }
    await page.keyboard.press('Home');
    await expect(slider).toHaveAttribute('aria-valuetext', '15,000 units');
    await expect(form).toContainText('15,000 units');
  });

  test("a valid request becomes an 'In Review' project with a toast, the emptied form shows no errors, and it survives a reload", async ({
    page,
  }) => {
    await open(page, '/dashboard');
    const form = requestForm(page);
    await form.getByRole('button', { name: 'Submit Request' }).click();
    await expect(form).toContainText('3 fields need your attention.');
    await expect(form.getByRole('textbox', { name: /^Name/ })).toBeFocused();

    await fillRequest(page, form, 'Nordic Refreshments AB');
    const slider = form.getByRole('slider', { name: 'Quantity' });
    await slider.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(slider).toHaveAttribute('aria-valuetext', '100,000 units');
    await form.getByRole('button', { name: 'Submit Request' }).click();

    const name = 'Gummies – Nordic Refreshments AB';
    await expectToast(page, 'Request submitted', `${name} is now in review. We will get back to you soon.`);
    const card = page.getByRole('article', { name });
    await expect(card).toBeVisible();
    await expect(card).toContainText('In Review');
    await expect(card).toContainText('100,000 units');
    // The form starts over, without complaining about the fields it just emptied.
    await expect(form.getByRole('textbox', { name: /^Name/ })).toHaveValue('');
    await expect(form).not.toContainText('need your attention');
    await expect(form).not.toContainText('Enter your name.');

    await reload(page);
    await expect(page.getByRole('article', { name })).toContainText('In Review');
    await open(page, '/dashboard/projects');
    await expect(page.getByRole('rowheader', { name })).toBeVisible();
  });

  test('a double-clicked submit makes one project, and the emptied form shows no errors', async ({ page }) => {
    await open(page, '/dashboard/projects');
    const form = requestForm(page);
    await fillRequest(page, form, 'Double Click AB');
    await form.getByRole('button', { name: 'Submit Request' }).dblclick();
    const name = 'Gummies – Double Click AB';
    await expect(page.getByRole('rowheader', { name }).first()).toBeVisible();
    await expect(page.getByRole('rowheader', { name })).toHaveCount(1);
    await expect(form).not.toContainText('need your attention');
    await expect(form.getByRole('textbox', { name: /^Name/ })).not.toHaveAttribute('aria-invalid', 'true');
    await expectToast(page, 'Request submitted');
    await reload(page);
    await expect(page.getByRole('rowheader', { name })).toHaveCount(1);
    expect(await visibleText(page)).toContain('Showing 5 of 5 projects');
  });
});

test.describe('Projects', () => {
  /** The product names of the table's rows, in order. */
  const rows = (page: Page) => page.getByRole('table').first().getByRole('rowheader');

  test('the category and status filters narrow the table, and Clear filters brings every row back', async ({ page }) => {
    await open(page, '/dashboard/projects');
    await expect(rows(page)).toHaveText([
      'Energy Drink - Tropical',
      'Collagen Gummies',
      'Protein Shake - Vanilla',
      'Vitamin Water - Citrus',
    ]);
    await expect(page.getByText('Showing 4 of 4 projects')).toBeVisible();

    await choose(page, 'Category', 'Supplements');
    await expect(rows(page)).toHaveText(['Collagen Gummies', 'Protein Shake - Vanilla']);
    await expect(page.getByText('Showing 2 of 4 projects')).toBeVisible();

    await choose(page, 'Status', 'In Review');
    await expect(rows(page)).toHaveText(['Collagen Gummies']);

    await choose(page, 'Category', 'Beverages');
    await expect(rows(page)).toHaveCount(0);
    await expect(page.getByText('No projects match these filters.')).toBeVisible();

    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(rows(page)).toHaveCount(4);
    await choose(page, 'Status', 'Completed');
    await expect(rows(page)).toHaveText(['Vitamin Water - Citrus']);
  });

  test('a row opens the details of its project; Escape closes them and focus returns', async ({ page }) => {
    await open(page, '/dashboard/projects');
    const view = page.getByRole('button', { name: 'View details of Energy Drink - Tropical' });
    await view.click();
    const dialog = page.getByRole('dialog', { name: 'Project details' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAccessibleDescription('Energy Drink - Tropical');
    await expect(dialog).toContainText('In Production');
    await expect(dialog).toContainText('Current progress: 40% complete');
    await expect(dialog).toContainText('March 15, 2025');
    await focusInside(dialog);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(view).toBeFocused();
  });
});

test.describe('Sidebar', () => {
  test('collapses to its icons, shows a link’s text when the keyboard reaches it, and stays collapsed after a reload', async ({
    page,
  }) => {
    await open(page, '/dashboard/projects');
    const collapse = page.getByRole('button', { name: 'Collapse sidebar' });
    await expect(collapse).toHaveAttribute('aria-pressed', 'false');
    await collapse.click();
    await expect(collapse).toHaveAttribute('aria-pressed', 'true');
    const nav = page.getByRole('navigation', { name: 'Dashboard' });
    await expect.poll(async () => (await page.getByRole('complementary').boundingBox())?.width).toBeCloseTo(72, 0);
    // The links keep their names; the current one is still marked.
    await expect(nav.getByRole('link', { name: 'My Projects' })).toHaveAttribute('aria-current', 'page');
    await nav.getByRole('link', { name: 'Uploads' }).focus();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Logistics' })).toBeFocused();
    await expect(page.getByRole('tooltip', { name: 'Logistics' })).toBeVisible();
    // Uploads' tip, open while Uploads had focus, has gone.
    await expect(page.getByRole('tooltip')).toHaveCount(1);
    await reload(page);
    await expect(page.getByRole('button', { name: 'Collapse sidebar' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await expect(page.getByRole('button', { name: 'Collapse sidebar' })).toHaveAttribute('aria-pressed', 'false');
    await reload(page);
    await expect(page.getByRole('button', { name: 'Collapse sidebar' })).toHaveAttribute('aria-pressed', 'false');
  });
});
