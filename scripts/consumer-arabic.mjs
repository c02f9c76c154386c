// The Arabic portal of the consumer matrix (consumers/next-arabic): Next.js App Router, server-rendered with
// <html lang="ar" dir="rtl">, its own Arabic translation of the package's texts. Opened in Chromium by a
// visitor in Tokyo, it must show no text of the package's in English, mirror its layout, move by the arrow
// keys in the reading direction, and hydrate without a mismatch.
import { expect } from '@playwright/test';

/** Words in Latin letters: what an English text left on the page would show. The portal's ids ('SH-0001') have two. */
const LATIN_WORD = /[A-Za-z]{3,}/;
/** Key names, which an Arabic page writes as the keyboard does ('الإشعارات (Alt+T)'). */
const KEY_NAMES = /\b(Alt|Ctrl|Shift|Enter|Esc)\b/g;

/** Every text of the page a visitor sees or hears: what is drawn, and the names and values it announces. */
function pageTexts() {
  const texts = [document.body.innerText];
  for (const element of document.querySelectorAll(
    '[aria-label], [aria-valuetext], [aria-roledescription], [placeholder], [title], [alt]',
  )) {
    for (const name of ['aria-label', 'aria-valuetext', 'aria-roledescription', 'placeholder', 'title', 'alt']) {
      const value = element.getAttribute(name);
      if (value) texts.push(value);
    }
  }
  return texts.join('\n');
}

async function englishLeft(page, where) {
  const words = (await page.evaluate(pageTexts)).split('\n').filter((line) => LATIN_WORD.test(line.replace(KEY_NAMES, '')));
  return words.length ? `${where}: ${words.slice(0, 5).join(' | ')}` : '';
}

const centre = (box) => box.x + box.width / 2;

/** A text of each language the package ships besides English: a script that holds one brought that language. */
const SHIPPED_LANGUAGES = {
  Swedish: 'Byt till mörkt tema',
  German: 'Zum dunklen Design wechseln',
  French: 'Passer au thème sombre',
};

export async function checkArabicPortal(browser, base, check) {
  const html = await (await fetch(base)).text();
  check(
    html.includes('<html lang="ar" dir="rtl"') && html.includes('التبديل إلى المظهر الداكن'),
    'next-arabic: the server renders <html lang="ar" dir="rtl"> and the package in Arabic',
  );
  // A visitor far from the server's UTC: the portal's zone (Asia/Riyadh) decides what the page shows.
  const context = await browser.newContext({ locale: 'ar', timezoneId: 'Asia/Tokyo', colorScheme: 'light' });
  const page = await context.newPage();
  const scripts = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
  });
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.location().url.endsWith('/favicon.ico')) return;
    if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
  });
  const step = async (what, action) => {
    try {
      await action();
      check(true, `next-arabic: ${what}`);
    } catch (error) {
      check(false, `next-arabic: ${what} (${error.message.split('\n')[0]})`);
    }
  };
  try {
    await page.goto(base, { waitUntil: 'load' });
    // Interactive once hydrated: the theme toggle answers.
    const toggle = page.getByRole('button', { name: 'التبديل إلى المظهر الداكن' });
    await step('hydrates, right to left, and the theme toggle answers in Arabic', async () => {
      await expect(async () => {
        await toggle.click();
        await expect(page.getByRole('button', { name: 'التبديل إلى المظهر الفاتح' })).toBeVisible({ timeout: 1000 });
      }).toPass({ timeout: 15_000 });
      await page.getByRole('button', { name: 'التبديل إلى المظهر الفاتح' }).click();
      expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(['ar', 'rtl']);
    });
    await step("shows the last update in the portal's zone, not the visitor's", async () => {
      const expected = await page.evaluate(() =>
        new Intl.DateTimeFormat('ar', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Riyadh' }).format(
          new Date('2026-03-01T21:30:00Z'),
        ),
      );
      await expect(page.getByTestId('last-update')).toHaveText(`آخر تحديث: ${expected}`);
    });
    await step('no text of the package is in English, on the page or in its open popups', async () => {
      const left = [await englishLeft(page, 'page')];
      const table = page.getByRole('table', { name: 'الشحنات' });
      await table.getByRole('button', { name: /SH-0001/ }).click();
      await expect(page.getByRole('menu')).toBeVisible();
      left.push(await englishLeft(page, 'row actions'));
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'فتح التقويم' }).click();
      await expect(page.getByRole('application', { name: 'تاريخ الاستلام' })).toBeVisible();
      left.push(await englishLeft(page, 'calendar'));
      await page.keyboard.press('Escape');
      expect(left.filter(Boolean), left.filter(Boolean).join(' || ')).toEqual([]);
    });
    await step(
      'the layout is mirrored: the first column at the right, previous page right of next, chevrons mirrored',
      async () => {
        const table = page.getByRole('table', { name: 'الشحنات' });
        const [first, second] = await table
          .getByRole('columnheader')
          .evaluateAll((headers) => headers.slice(1, 3).map((header) => header.getBoundingClientRect().toJSON()));
        expect(centre(first)).toBeGreaterThan(centre(second));
        const previous = await page.getByRole('button', { name: 'الصفحة السابقة' }).boundingBox();
        const next = page.getByRole('button', { name: 'الصفحة التالية' });
        expect(centre(previous)).toBeGreaterThan(centre(await next.boundingBox()));
        expect(await next.locator('svg').evaluate((icon) => getComputedStyle(icon).scale)).toBe('-1 1');
      },
    );
    await step(
      'its own AppShell: its links in a named navigation, the sidebar at the right, collapsed to icons and remembered',
      async () => {
        const nav = page.getByRole('navigation', { name: 'التنقل الرئيسي' });
        await expect(nav.getByRole('list', { name: 'العمليات' }).getByRole('link')).toHaveText([
          'لوحة الشحن',
          /^الشحنات/,
          'الأسطول',
        ]);
        await expect(nav.getByRole('link', { name: 'لوحة الشحن' })).toHaveAttribute('aria-current', 'page');
        await expect(nav.getByRole('link', { name: 'الشحنات ٤ شحنات متأخرة' })).toBeVisible();
        const sidebar = await page.getByRole('complementary').boundingBox();
        expect(centre(sidebar)).toBeGreaterThan(centre(await page.getByRole('main').boundingBox()));
        const collapse = page.getByRole('button', { name: 'طي الشريط الجانبي' });
        await collapse.click();
        await expect(collapse).toHaveAttribute('aria-pressed', 'true');
        await page.reload({ waitUntil: 'load' });
        await expect(page.getByRole('button', { name: 'طي الشريط الجانبي' })).toHaveAttribute('aria-pressed', 'true');
        await page.getByRole('button', { name: 'طي الشريط الجانبي' }).click();
        await page.getByRole('button', { name: 'الحساب: سارة العتيبي' }).click();
        await expect(page.getByRole('menuitem', { name: 'تسجيل الخروج' })).toBeVisible();
        const left = await englishLeft(page, 'user menu');
        await page.keyboard.press('Escape');
        expect(left).toBe('');
      },
    );
    await step('the arrow keys follow the direction: in the calendar ArrowLeft is the next day', async () => {
      await page.getByRole('button', { name: 'فتح التقويم' }).click();
      const calendar = page.getByRole('application', { name: 'تاريخ الاستلام' });
      const focusedDay = calendar.locator('[data-part="table-cell-trigger"]:focus');
      await expect(focusedDay).toHaveCount(1);
      const before = await focusedDay.getAttribute('data-value');
      const nextDay = new Date(Date.parse(`${before}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
      await page.keyboard.press('ArrowLeft');
      await expect.poll(() => focusedDay.getAttribute('data-value')).toBe(nextDay);
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => focusedDay.getAttribute('data-value')).toBe(before);
      await page.keyboard.press('Escape');
    });
    await step('a drawer placed at the start opens at the right edge', async () => {
      await page.getByRole('button', { name: 'عرض التفاصيل' }).click();
      const drawer = page.getByRole('dialog', { name: 'تفاصيل الشحنة' });
      await expect(drawer).toBeVisible();
      await expect
        .poll(async () => {
          const box = await drawer.boundingBox();
          return Math.round(box.x + box.width);
        })
        .toBe(await page.evaluate(() => document.documentElement.clientWidth));
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
    });
    await step("the chart's value labels stay outside its plot", async () => {
      const plot = page.getByRole('img', { name: /الشحنات حسب الميناء/ }).first();
      const boxes = await plot.evaluate((svg) => {
        const lines = [...svg.querySelectorAll('path')].map((path) => path.getBoundingClientRect());
        const left = Math.min(...lines.filter((box) => box.width > 0).map((box) => box.left));
        const labels = [...svg.querySelectorAll('text')].filter((text) => /^[\d٠-٩,٬.]+$/.test(text.textContent.trim()));
        return { left, rights: labels.map((label) => label.getBoundingClientRect().right) };
      });
      expect(boxes.rights.length).toBeGreaterThan(0);
      for (const right of boxes.rights) expect(right).toBeLessThanOrEqual(boxes.left + 1);
    });
    await page.waitForTimeout(300);
    const loaded = (await Promise.all(scripts)).join('\n');
    const downloaded = Object.keys(SHIPPED_LANGUAGES).filter((language) => loaded.includes(SHIPPED_LANGUAGES[language]));
    check(
      downloaded.length === 0,
      `next-arabic: a portal in Arabic downloads none of the package's other languages${downloaded.length ? ` (${downloaded.join(', ')})` : ''}`,
    );
    check(
      errors.length === 0,
      `next-arabic: no console or hydration error${errors.length ? `:\n      ${errors.join('\n      ')}` : ''}`,
    );
  } finally {
    await context.close();
  }
}
