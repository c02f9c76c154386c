// What every spec of the app suite shares: the test fixture (fresh context per test, no uncaught page
// errors), waiting for the page to be usable, and the few ways a user meets the app (selects, toasts,
// stored data) written once.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { en } from '../../../src/i18n/messages/en.ts';

export { expect };
export const repo = resolve(import.meta.dirname, '../../..');

/** 'Today' for pages whose dates must not move: 15 January 2026, 10:00 local time. */
export const FIXED_NOW = new Date('2026-01-15T10:00:00');

export interface AppFixtures {
  /** Uncaught errors on the page; the test fails on any unless `allowPageErrors` is set. */
  pageErrors: string[];
  /** Console errors on the page. */
  consoleErrors: string[];
}

export interface AppOptions {
  /** Set for a test that makes the page fail on purpose (a route module that does not load). */
  allowPageErrors: boolean;
}

/**
 * Playwright's own isolation already gives each test a fresh context (empty storage, no cookies). On top:
 * every CSP violation is recorded for `cspViolations`, and an uncaught page error fails the test.
 */
export const test = base.extend<AppFixtures & AppOptions>({
  allowPageErrors: [false, { option: true }],
  page: async ({ page }, use) => {
    await page.addInitScript(() => {
      const w = window as unknown as { __cspViolations: string[] };
      w.__cspViolations = [];
      document.addEventListener('securitypolicyviolation', (event) => {
        w.__cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    await use(page);
  },
  pageErrors: [
    async ({ page, allowPageErrors }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      if (!allowPageErrors) expect(errors, 'uncaught errors on the page').toEqual([]);
    },
    { auto: true },
  ],
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await use(errors);
  },
});

/** CSP violations the page has reported so far (recorded by the fixture's init script). */
export const cspViolations = (page: Page) =>
  page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []);

/**
 * Waits until the page can be used: not hidden for a re-render, something rendered, and every control
 * wired to React (a prerendered page is plain HTML until hydration reaches it; a click before that is lost).
 */
export async function ready(page: Page) {
  await page.waitForFunction(
    () => {
      const root = document.getElementById('root');
      if (!root || document.documentElement.hasAttribute('data-rerender')) return false;
      if (!root.querySelector('h1')) return false;
      const controls = [...root.querySelectorAll('a[href], button, input, textarea, [role="combobox"], [role="tab"]')];
      return controls.every((element) => Object.keys(element).some((key) => key.startsWith('__reactProps$')));
    },
    undefined,
    { timeout: 15_000 },
  );
}

/**
 * Holds every script of the app until the returned function is called: the page paints from its HTML and
 * stays as the prerender left it, to act on before hydration.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** True once React has hydrated the element (its props are attached to it). */
export const hydrated = (page: Page, selector: string) =>
  page.evaluate((s) => {
    const element = document.querySelector(s);
    return element !== null && Object.keys(element).some((key) => key.startsWith('__reactProps$'));
  }, selector);

/** Opens a path of the app and waits until it can be used. */
export async function open(page: Page, path: string) {
  const response = await page.goto(path);
  await ready(page);
  return response;
}

/**
 * Presses 'Edit Profile' and waits, as a user sees it, for focus to reach Full Name: the form moves it there a
 * frame after the press. Typed before that, on a slow frame, the text went into Full Name, not its own field.
 */
export async function editProfile(page: Page) {
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await expect(page.getByRole('textbox', { name: 'Full Name', exact: true })).toBeFocused();
}

/** Reloads and waits until the page can be used again. */
export async function reload(page: Page) {
  await page.reload();
  await ready(page);
}

/** Stores values in localStorage before any script of the page runs (on every load of this page). */
export async function storeBeforeLoad(page: Page, values: Record<string, string>) {
  await page.addInitScript((entries) => {
    // Only the page itself: the map's sandboxed frame throws on storage access.
    if (window !== window.top) return;
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, values);
}

/** Picks an option of a labelled select (Ark: a combobox trigger and a listbox of options). */
/**
 * Opens the select with this label and returns its list once it stands still. A list opened near the
 * window's edge first overflows it and settles (placement, opening animation) a few frames later; a press
 * during that lands on one option and its release on another, and the click is lost. Users scroll a field
 * into view and see the list appear before choosing; so does this.
 */
export async function openSelect(page: Page, label: string, scope: Page | Locator = page) {
  const trigger = scope.getByRole('combobox', { name: label, exact: true });
  await trigger.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await trigger.click();
  return settledList(page, label);
}

/** The open list of the select with this label, once it stands still (see openSelect). */
async function settledList(page: Page, label: string) {
  const list = page.getByRole('listbox', { name: label, exact: true });
  await expect(list).toBeVisible();
  await list.evaluate(async (element) => {
    const positioner = element.parentElement ?? element;
    await Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished));
    // Two frames with the same box: the positioner has placed it for good.
    const box = () => JSON.stringify(positioner.getBoundingClientRect());
    const frame = () => new Promise(requestAnimationFrame);
    for (let last = ''; last !== box(); await frame(), await frame()) last = box();
  });
  return list;
}

/** Chooses an option of a select by their visible names, as a mouse user does. */
export async function choose(page: Page, label: string, option: string, scope: Page | Locator = page) {
  const list = await openSelect(page, label, scope);
  await list.getByRole('option', { name: option, exact: true }).click();
  await expect(scope.getByRole('combobox', { name: label, exact: true })).toContainText(option);
}

/** Picks a language in the page's language select, named 'Language' in whatever language is showing now. */
export async function pickLanguage(page: Page, label: string, language: string) {
  // The first: the profile page has a second picker, and only one list is open at a time.
  await page.getByRole('combobox', { name: label, exact: true }).first().click();
  const list = await settledList(page, label);
  await list.getByRole('option', { name: language, exact: true }).click();
}

/** The toast area ('Notifications (Alt+T)'). */
export const toastArea = (page: Page) => page.getByRole('region', { name: en['overlay.toast.region'] });

/** The toasts on screen. */
export const toasts = (page: Page) => toastArea(page).locator('[data-part="root"]');

/** Expects a toast with this title (and description) on screen. */
export async function expectToast(page: Page, title: string, description?: string) {
  const toast = toasts(page).filter({ hasText: title }).first();
  await expect(toast).toBeVisible();
  if (description) await expect(toast).toContainText(description);
  return toast;
}

/** The file a route module was built into, e.g. 'assets/settings-CAnzN2YP.js' for 'routes/settings.tsx'. */
export function builtChunk(source: string): string {
  const manifest = JSON.parse(readFileSync(resolve(repo, 'dist-app/.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string }
  >;
  const entry = manifest[source];
  if (!entry) throw new Error(`${source} is not in dist-app/.vite/manifest.json`);
  return entry.file;
}

/** The visible text of the page (what a user could read). */
export const visibleText = (page: Page) => page.locator('body').innerText();

/** Waits until focus is inside an overlay: Ark listens for Escape and outside clicks once it has moved there. */
export async function focusInside(overlay: Locator) {
  await expect.poll(() => overlay.evaluate((element) => element.contains(document.activeElement))).toBe(true);
}

/** Clicks beside the dialog until it closes (the first click can land before the listener is attached). */
export async function clickOutside(page: Page, dialog: Locator) {
  await expect(async () => {
    await page.mouse.click(8, 8);
    await expect(dialog).toBeHidden({ timeout: 1000 });
  }).toPass({ timeout: 5000 });
}

/** Fills the request form's required fields and the product, inside `form`. */
export async function fillRequest(page: Page, form: Locator, company: string) {
  await form.getByRole('textbox', { name: /^Name/ }).fill('Anna Lindqvist');
  await form.getByRole('textbox', { name: /^Company Name/ }).fill(company);
  await form.getByRole('textbox', { name: /^Email/ }).fill('anna@nordic.se');
  await choose(page, 'Product Category', 'Supplements', form);
  await choose(page, 'Product Type', 'Gummies', form);
  await choose(page, 'Package Type', 'Sachets', form);
}

/** The request form's section. */
export const requestForm = (page: Page) => page.getByRole('region', { name: 'Start a New Private Label Request' });

/** The page's text as a visitor reads it, a line each, without the blank ones. */
export const textLines = (page: Page) =>
  page.evaluate(() =>
    (document.getElementById('root')?.innerText ?? '')
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
  );

/**
 * The text only the browser knows, which a prerendered page cannot hold but keeps a place for: today or a time
 * in the visitor's zone (in a <time>), and a chart's axes, drawn to the plot's measured width (in an <svg>).
 */
export const browsersOwnText = async (page: Page) => [
  ...(await page.locator('#root time').allInnerTexts()),
  ...(await page.locator('#root svg text').allTextContents()),
];
