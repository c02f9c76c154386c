// Languages and themes: switching changes the whole dashboard and is kept; the theme is on <html> before
// the first paint. Stored values a user or an old version left behind never blank the page, and storage
// that throws never stops an action.
import type { BrowserContext, Page } from '@playwright/test';
import { sv as svPackage } from '../../src/i18n/messages/sv.ts';
import { de } from '../i18n/messages/app-de.ts';
import { sv as svApp } from '../i18n/messages/app-sv.ts';
import {
  editProfile,
  expect,
  fillRequest,
  open,
  pickLanguage,
  reload,
  requestForm,
  storeBeforeLoad,
  test,
  visibleText,
} from './support/app.ts';

// Swedish as the page shows it: the package's strings and the app's page headings.
const sv = { ...svPackage, ...svApp };

/** Records the class of <html> when the parser reaches <body>: what the first paint is drawn with. */
async function recordFirstPaintTheme(page: Page) {
  await page.addInitScript(() => {
    if (window !== window.top) return;
    const w = window as unknown as { __themeAtBody?: string };
    new MutationObserver((_, observer) => {
      if (!document.body) return;
      w.__themeAtBody = document.documentElement.className;
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
}
const firstPaintTheme = (page: Page) => page.evaluate(() => (window as unknown as { __themeAtBody?: string }).__themeAtBody);

test.describe('Languages and themes', () => {
  test('switching the language changes the whole dashboard, and it is kept', async ({ page }) => {
    await open(page, '/dashboard');
    await pickLanguage(page, 'Language', 'Svenska');
    await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
    await expect(page).toHaveTitle(new RegExp(`^${sv['page.dashboard']}`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(sv['dashboard.welcomeBack'].replace('{name}', 'Anna'));
    await expect(page.getByRole('heading', { name: sv['dashboard.myProductions'] })).toBeVisible();
    await expect(page.getByRole('heading', { name: sv['dashboard.request.title'] })).toBeVisible();
    await expect(page.getByRole('button', { name: sv['dashboard.request.submit'] })).toBeVisible();
    await expect(page.getByRole('link', { name: sv['dashboard.nav.projects'], exact: true })).toBeVisible();
    const text = await visibleText(page);
    for (const english of ['My Productions', 'Submit Request', 'Start a New Private Label Request', 'Welcome back']) {
      expect(text, `no English left: ${english}`).not.toContain(english);
    }

    await page.getByRole('link', { name: sv['dashboard.nav.projects'], exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(sv['page.projects']);
    await reload(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(sv['page.projects']);
    await open(page, '/features');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(sv['page.features']);
  });

  test('the theme is kept and is on <html> before the first paint', async ({ page }) => {
    await recordFirstPaintTheme(page);
    await open(page, '/dashboard');
    expect(await firstPaintTheme(page)).toBe('light');
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(page.locator('html')).toHaveClass('dark');

    await reload(page);
    expect(await firstPaintTheme(page), 'dark from the first paint').toBe('dark');
    await expect(page.locator('html')).toHaveClass('dark');
    // A prerendered public page is drawn light in its HTML; the stored theme still wins before the first paint.
    await page.goto('/features');
    expect(await firstPaintTheme(page)).toBe('dark');
    await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
  });
});

test.describe('Stored garbage', () => {
  const cases: [stored: string, lang: 'en' | 'sv', title: string][] = [
    ['en-US', 'en', 'Features Built for Modern Logistics'],
    ['EN', 'en', 'Features Built for Modern Logistics'],
    ['sv-SE', 'sv', sv['page.features']],
    ['garbage', 'en', 'Features Built for Modern Logistics'],
  ];
  for (const [stored, lang, title] of cases) {
    test(`a stored language '${stored}' shows the page, in ${lang === 'sv' ? 'Swedish' : 'English'}`, async ({ page }) => {
      await storeBeforeLoad(page, { language: stored });
      await page.goto('/features');
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toHaveText(title);
      await expect(heading).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('html')).not.toHaveAttribute('data-rerender');

      await page.goto('/dashboard/settings');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
    });
  }

  test("absurd stored projects never show 'Invalid Date' or 'NaN'", async ({ page }) => {
    const project = { category: 'Beverages', type: 'Water', package: 'cans', status: 'In Review' };
    await storeBeforeLoad(page, {
      'labelport:projects': JSON.stringify([
        { ...project, id: 'bad-date', name: 'Bad Date Water', quantity: 50_000, submissionDate: 'not-a-date', progress: 10 },
        { ...project, id: 'too-far', name: 'Too Far Water', quantity: 50_000, submissionDate: '2025-05-01', progress: 250 },
        { ...project, id: 'negative', name: 'Negative Water', quantity: -5, submissionDate: '2025-05-02', progress: 30 },
        {
          ...project,
          id: 'negative',
          name: 'Negative Water Again',
          quantity: 15_000,
          submissionDate: '2025-05-03',
          progress: 30,
        },
      ]),
    });
    for (const path of ['/dashboard', '/dashboard/projects', '/dashboard/uploads']) {
      await open(page, path);
      const text = await visibleText(page);
      expect(text, path).not.toContain('Invalid Date');
      expect(text, path).not.toMatch(/\bNaN\b/);
      expect(text, path).not.toMatch(/-5 units|−5 units/);
      for (const bar of await page.getByRole('progressbar').all()) {
        const now = await bar.getAttribute('aria-valuenow');
        if (now !== null) expect(Number(now), `${path}: progress within 0–100`).toBeLessThanOrEqual(100);
      }
    }
    await open(page, '/dashboard/projects');
    await expect(page.getByRole('rowheader', { name: /^Negative Water/ }), 'one project per id').toHaveCount(1);
  });

  test('damaged stored uploads, messages and bookings are repaired item by item', async ({ page }) => {
    const upload = { id: 'u1', name: 'label-kept.ai', type: 'labelDesign', date: '2026-11-01T08:00:00.000Z', status: 'approved' };
    const message = { id: 'm1', sender: 'customer', text: 'Kept after the repair', sentAt: '2026-11-01T08:00:00.000Z' };
    const booking = { shipmentId: 'ship-2', date: '2030-02-30', bookedAt: '2026-11-22T10:00:00.000Z' };
    await storeBeforeLoad(page, {
      'labelport:uploads:1': JSON.stringify([
        upload,
        { ...upload, name: 'label-kept-copy.ai' },
        { ...upload, id: 'u2', name: 'undated.pdf', date: 'not a date' },
      ]),
      'labelport:messages': JSON.stringify({
        'thread-1': [
          message,
          { ...message, text: 'A second copy' },
          { ...message, id: 'm2', sender: 'hacker', text: '<script>' },
        ],
      }),
      'labelport:shipping:bookings': JSON.stringify({ 'ship-2': booking }),
    });

    await open(page, '/dashboard/uploads');
    await expect(page.getByRole('row', { name: /label-kept\.ai/ })).toHaveCount(1);
    await expect(page.getByRole('row', { name: /label-kept-copy|undated/ })).toHaveCount(0);

    await open(page, '/dashboard/messages');
    await page.getByRole('button', { name: /Energy Drink/ }).click();
    const log = page.getByRole('log');
    await expect(log).toContainText('Kept after the repair');
    await expect(log).not.toContainText(/A second copy|<script>/);

    // 30 February is not a day: the shipment offers booking again instead of a wrong date.
    await open(page, '/dashboard/logistics');
    await expect(page.getByRole('button', { name: 'Book Logistics Collagen Gummies' })).toBeVisible();
    for (const path of ['/dashboard/uploads', '/dashboard/messages', '/dashboard/logistics']) {
      await open(page, path);
      expect(await visibleText(page), path).not.toMatch(/Invalid Date|\bNaN\b/);
    }
  });
});

test.describe('Storage that throws', () => {
  // Privacy settings and sandboxed frames make storage throw a SecurityError: on reading, on writing, or
  // on touching `localStorage` at all. Whichever it is, every action still works for the visit, from memory.
  const failures = {
    getItem: () => {
      Storage.prototype.getItem = () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      };
    },
    setItem: () => {
      Storage.prototype.setItem = () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      };
    },
    localStorage: () => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    },
  };
  for (const [failing, fail] of Object.entries(failures)) {
    test(`with ${failing} throwing, the theme, a request, the profile, a message and the language work`, async ({
      page,
      pageErrors,
    }) => {
      // Each action is checked softly, so a failure shows every action that does not work.
      await page.addInitScript(`if (window === window.top) (${fail})();`);

      await open(page, '/dashboard');
      await page.getByRole('button', { name: 'Switch to dark theme' }).click();
      await expect.soft(page.locator('html')).toHaveClass('dark');

      await fillRequest(page, requestForm(page), 'Private Mode AB');
      await requestForm(page).getByRole('button', { name: 'Submit Request' }).click();
      await expect.soft(page.getByRole('article', { name: 'Gummies – Private Mode AB' })).toBeVisible();

      await open(page, '/dashboard/profile');
      await editProfile(page);
      await page.getByRole('textbox', { name: 'City', exact: true }).fill('Göteborg');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
      await expect.soft(page.getByRole('textbox', { name: 'City', exact: true })).toHaveValue('Göteborg');

      await open(page, '/dashboard/messages');
      await page.getByRole('textbox', { name: 'Message' }).fill('Sent without storage');
      await page.getByRole('textbox', { name: 'Message' }).press('Enter');
      await expect.soft(page.getByRole('log').getByRole('listitem').last()).toContainText('Sent without storage');

      await pickLanguage(page, 'Language', 'Deutsch');
      await expect(page.locator('html')).toHaveAttribute('lang', 'de');
      await expect.soft(page.getByRole('heading', { level: 1 })).toHaveText(de['page.messages']);
      expect(pageErrors, 'no uncaught error').toEqual([]);
    });
  }
});

test.describe('Two tabs', () => {
  /** Two tabs of one browser (they share localStorage) on the same page, ready to use. */
  async function twoTabs(context: BrowserContext, path: string) {
    const [a, b] = [await context.newPage(), await context.newPage()];
    await open(a, path);
    await open(b, path);
    // The user works in the first tab; the second one stays open behind it.
    await a.bringToFront();
    return [a, b] as const;
  }

  test('a request submitted in each tab survives a reload in both', async ({ context }) => {
    const [a, b] = await twoTabs(context, '/dashboard/projects');
    await fillRequest(a, requestForm(a), 'Alpha AB');
    await requestForm(a).getByRole('button', { name: 'Submit Request' }).click();
    await expect(a.getByRole('rowheader', { name: 'Gummies – Alpha AB' })).toBeVisible();

    // The user switches to the other tab and submits there too.
    await b.bringToFront();
    await fillRequest(b, requestForm(b), 'Beta AB');
    await requestForm(b).getByRole('button', { name: 'Submit Request' }).click();
    await expect(b.getByRole('rowheader', { name: 'Gummies – Beta AB' })).toBeVisible();

    for (const page of [a, b]) {
      await reload(page);
      await expect(page.getByRole('rowheader', { name: 'Gummies – Alpha AB' })).toBeVisible();
      await expect(page.getByRole('rowheader', { name: 'Gummies – Beta AB' })).toBeVisible();
    }
  });

  test('a request submitted in one tab shows live in the other', async ({ context }) => {
    const [a, b] = await twoTabs(context, '/dashboard/projects');
    await fillRequest(a, requestForm(a), 'Alpha AB');
    await requestForm(a).getByRole('button', { name: 'Submit Request' }).click();
    await expect(a.getByRole('rowheader', { name: 'Gummies – Alpha AB' })).toBeVisible();
    await expect(b.getByRole('rowheader', { name: 'Gummies – Alpha AB' })).toBeVisible();
  });

  test('the theme changed in one tab shows live in the other', async ({ context }) => {
    const [a, b] = await twoTabs(context, '/dashboard');
    await a.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(a.locator('html')).toHaveClass('dark');
    await expect(b.locator('html')).toHaveClass('dark');
    await expect(b.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
  });

  test('the language changed in one tab shows live in the other', async ({ context }) => {
    const [a, b] = await twoTabs(context, '/dashboard/settings');
    await pickLanguage(a, 'Language', 'Deutsch');
    await expect(a.locator('html')).toHaveAttribute('lang', 'de');
    await expect(b.locator('html')).toHaveAttribute('lang', 'de');
    await expect(b.getByRole('heading', { level: 1 })).toHaveText(de['page.settings']);
  });

  test('a message sent in one tab shows live in the other', async ({ context }) => {
    const [a, b] = await twoTabs(context, '/dashboard/messages');
    await a.getByRole('textbox', { name: 'Message' }).fill('Sent from the other tab');
    await a.getByRole('textbox', { name: 'Message' }).press('Enter');
    await expect(a.getByRole('log')).toContainText('Sent from the other tab');
    await expect(b.getByRole('log')).toContainText('Sent from the other tab');
  });

  test('settings saved in one tab show live in the other', async ({ context }) => {
    const [a, b] = await twoTabs(context, '/dashboard/settings');
    await b.bringToFront();
    await b.getByRole('tab', { name: 'Notifications' }).click();
    await a.bringToFront();
    await a.getByRole('tab', { name: 'Notifications' }).click();
    const sms = a.getByRole('switch', { name: 'SMS Notifications' });
    await sms.focus();
    await sms.press('Space');
    await a.getByRole('button', { name: 'Save Notification Preferences' }).click();
    await expect(b.getByRole('switch', { name: 'SMS Notifications' })).not.toBeChecked();
  });
});
