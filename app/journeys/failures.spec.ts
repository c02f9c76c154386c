// When something goes wrong the user gets a way out: the not-found page, a route whose code does not load
// (on the first visit and while navigating), and a malformed address. And the server's security headers.
import { en } from '../../src/i18n/messages/en.ts';
import { sv } from '../../src/i18n/messages/sv.ts';
import { builtChunk, expect, open, ready, storeBeforeLoad, test, visibleText } from './support/app.ts';

const RAW_IMPORT_ERROR = 'Failed to fetch dynamically imported module';
const FAILED_TITLE = 'This page could not be loaded';

test.describe('Not found', () => {
  test("an unknown path shows '404', logs the path, and leads home", async ({ page, consoleErrors }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404');
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    expect(consoleErrors.some((error) => error.includes('/no/such/page'))).toBe(true);
    await ready(page);
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Streamline Your Shipping Operations');
  });

  test("a malformed address ('/%ZZ') answers 404 with the not-found page, never a stack trace", async ({ page, request }) => {
    const response = await request.get('/%ZZ', { headers: { accept: 'text/html' } });
    expect(response.status()).toBe(404);
    const body = await response.text();
    expect(body).not.toMatch(/URIError|at \S+ \(|node_modules|\/work\//);

    await page.goto('/%ZZ');
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    expect(await visibleText(page)).not.toMatch(/URIError|Unexpected Application Error/);
  });
});

test.describe('Error fallback', () => {
  test.use({ allowPageErrors: true });

  test('a page whose code fails to load on the first visit says so, translated, with a Reload that works', async ({ page }) => {
    const chunk = builtChunk('routes/pricing.tsx');
    await page.route(`**/${chunk}`, (route) => route.abort());
    await page.goto('/pricing');
    await expect(page.getByRole('heading', { name: FAILED_TITLE })).toBeVisible();
    const reloadButton = page.getByRole('button', { name: 'Reload' });
    await expect(reloadButton).toBeVisible();
    expect(await visibleText(page)).not.toContain(RAW_IMPORT_ERROR);

    await page.unroute(`**/${chunk}`);
    await reloadButton.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Simple, Transparent Pricing');
  });

  test('the same in Swedish for a Swedish visitor', async ({ page }) => {
    // The Swedish texts of whichever keys hold the English ones.
    const key = (english: RegExp) => Object.entries(en).find(([, text]) => english.test(text))?.[0] as keyof typeof en;
    const title = key(new RegExp(`^${FAILED_TITLE}$`));
    const reloadLabel = key(/^Reload\b/);
    expect(title, `an English message '${FAILED_TITLE}'`).toBeTruthy();
    expect(reloadLabel, "an English message 'Reload…'").toBeTruthy();
    await storeBeforeLoad(page, { language: 'sv' });
    await page.route(`**/${builtChunk('routes/tracking.tsx')}`, (route) => route.abort());
    await page.goto('/tracking');
    await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
    await expect(page.getByRole('heading', { name: sv[title] })).toBeVisible();
    await expect(page.getByRole('button', { name: sv[reloadLabel] })).toBeVisible();
    expect(await visibleText(page)).not.toContain(RAW_IMPORT_ERROR);
  });

  test('a page whose code fails to load while navigating shows the same message and a way home', async ({ page }) => {
    await open(page, '/dashboard');
    await page.route(`**/${builtChunk('routes/settings.tsx')}`, (route) => route.abort());
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Settings' }).click();
    await expect(page.getByRole('heading', { name: FAILED_TITLE })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
    expect(await visibleText(page)).not.toContain(RAW_IMPORT_ERROR);
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Streamline Your Shipping Operations');
  });
});

test.describe('Data that cannot be read', () => {
  test('a page whose data cannot be read says so where the data goes, and Retry reads it again', async ({ page }) => {
    await open(page, '/dashboard');
    // The logistics samples are the data module's answer for that page (app/data/api.ts), loaded on its first read.
    const data = `**/${builtChunk('data/shipping.ts')}`;
    await page.route(data, (route) => route.abort());
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Logistics' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Logistics');
    await expect(page.getByText('Loading shipments…')).toBeAttached();
    // Read 4 times (3 retries, 1, 2 and 4 s apart) before the page gives up.
    const failed = page.getByRole('status').filter({ hasText: "Couldn't load shipments" });
    await expect(failed).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText("Couldn't load statistics")).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    expect(await visibleText(page)).not.toMatch(/Failed to fetch|TypeError/);

    await page.unroute(data);
    await failed.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('table').getByRole('button', { name: 'Energy Drink - Tropical' })).toBeVisible();
    await expect(page.getByText("Couldn't load statistics")).toHaveCount(0);
  });
});

test.describe('Security headers', () => {
  for (const path of ['/', '/dashboard/settings', '/no/such/page', '/robots.txt']) {
    test(`${path} is served with a Content-Security-Policy, nosniff, a Referrer-Policy and frame protection`, async ({
      request,
    }) => {
      const response = await request.get(path, { headers: { accept: path.endsWith('.txt') ? '*/*' : 'text/html' } });
      const headers = response.headers();
      const csp = headers['content-security-policy'] ?? '';
      expect(csp, 'Content-Security-Policy').toMatch(/default-src [^;]*'self'/);
      expect(csp, 'no eval').not.toContain("'unsafe-eval'");
      expect(csp, 'no wildcard source').not.toMatch(/(^|[\s;])\*(\s|;|$)/);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy'], 'Referrer-Policy').toBeTruthy();
      const frameProtected =
        /frame-ancestors\s+('none'|'self')/.test(csp) || /^(DENY|SAMEORIGIN)$/i.test(headers['x-frame-options'] ?? '');
      expect(frameProtected, 'frame-ancestors or X-Frame-Options').toBe(true);
    });
  }
});
