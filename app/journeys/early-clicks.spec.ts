// A click as soon as the page paints, before its scripts have run: the prerendered control takes it, and
// the app acts on it once hydrated (app/early-clicks.ts holds and replays it; the prerendered HTML
// preloads the route's modules so that wait is short). The route's scripts are held back here until after
// the click, so the click surely lands before hydration.
import { expect, holdScripts, hydrated, test } from './support/app';

test.describe('Early clicks', () => {
  test('the theme toggle clicked before hydration switches the theme once the page is live', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    const toggle = page.getByRole('button', { name: 'Switch to dark theme' });
    await toggle.click();
    expect(await hydrated(page, '#root button'), 'the click came before hydration').toBe(false);
    await expect(page.locator('html')).toHaveClass(/\blight\b/);
    release();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
  });

  test('the dashboard menu clicked before hydration opens on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    const release = await holdScripts(page);
    await page.goto('/dashboard', { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    expect(await hydrated(page, '#root button'), 'the click came before hydration').toBe(false);
    release();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByRole('dialog').getByRole('link', { name: 'My Projects' })).toBeVisible();
  });
});
