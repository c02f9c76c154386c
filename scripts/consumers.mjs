// The consumer matrix: real portals in consumers/ install the packed package, build, and are opened in
// Chromium for three visitors (first visit, returning dark theme, returning Swedish). Each portal has
// its own package.json and lockfile; the tarball is packed fresh on every run.
//   npm run test:consumers                        build, pack, install (npm ci), build and check every portal
//   npm run test:consumers -- --only next,vite    only those portals
//   npm run test:consumers -- --no-build          use the dist/ that is there
//   npm run test:consumers -- --update-lockfiles  npm install instead of npm ci (after a dependency change)
//   npm run test:consumers -- --no-install        build and check the portals as they are installed
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, renameSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { delimiter, dirname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect } from '@playwright/test';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, findChromium } from './chromium.mjs';
import { checkArabicPortal } from './consumer-arabic.mjs';
import { dropTarballIntegrity, pack } from './pack.mjs';

const repo = resolve(import.meta.dirname, '..');
const consumersDir = join(repo, 'consumers');
const args = process.argv.slice(2);
const option = (name) => {
  const index = args.indexOf(name);
  return index === -1 ? undefined : args[index + 1];
};
const only = option('--only')?.split(',');
const updateLockfiles = args.includes('--update-lockfiles');
const started = Date.now();

// React Router's framework mode needs Node ≥ 22.22; the repo's `node` devDependency has it, and the
// portals' own scripts find it first on PATH.
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 22)) {
  console.error(`Node ${process.version} is too old for the consumers: run \`npm run test:consumers\` (Node 22.22+).`);
  process.exit(1);
}
const env = { ...process.env, PATH: `${dirname(process.execPath)}${delimiter}${process.env.PATH}`, NEXT_TELEMETRY_DISABLED: '1' };

/** Each portal: how to serve its production build, and whether the server renders the page (then hydrates). */
const CONSUMERS = [
  { name: 'types' },
  // A portal's component tests, run by Vitest and by Jest with the README's setup. Jest's resolver has
  // optional native bindings per platform, like next's compilers below.
  { name: 'tests', install: ['install', '--no-save'] },
  {
    name: 'vite',
    // An order's details in a DataList, laid out by the prebuilt CSS alone (this portal has no Panda).
    dataList: true,
    serve: (port) => ['vite', 'preview', '--host', '127.0.0.1', '--port', port, '--strictPort'],
  },
  {
    name: 'vite-panda',
    // createPreset({ brand: '#15803d' }): the brand built into the CSS.
    buttonColor: 'rgb(21, 128, 61)',
    serve: (port) => ['vite', 'preview', '--host', '127.0.0.1', '--port', port, '--strictPort'],
  },
  {
    name: 'react-router',
    serverRendered: true,
    // LabelportProvider's brand="#0f766e": the brand applied at run time, rendered on the server too.
    buttonColor: 'rgb(15, 118, 110)',
    portalMessages: true,
    // The DataTable docs' OrdersTable example on the page, with 30 orders (app/orders.tsx).
    dataTable: true,
    serve: () => ['react-router-serve', './build/server/index.js'],
    // React reports attribute mismatches (the theme class on <html>) only in development.
    dev: (port) => ['react-router', 'dev', '--host', '127.0.0.1', '--port', port, '--strictPort'],
  },
  {
    name: 'next',
    serverRendered: true,
    portalMessages: true,
    // The DataTable docs' OrdersTable example on the page, with 30 orders, from a client file (app/orders.tsx).
    dataTable: true,
    serve: (port) => ['next', 'start', '--hostname', '127.0.0.1', '--port', port],
    // next lists its macOS and Windows compilers as optional dependencies; a registry without them (ours)
    // leaves them out of the lockfile, which npm ci then calls out of sync. This installs what the lockfile
    // pins all the same, without rewriting it.
    install: ['install', '--no-save'],
  },
  {
    // An Arabic portal, right to left, with its own translation of the package's texts: its own checks
    // (scripts/consumer-arabic.mjs) stand for the visitors above, who read English and Swedish.
    name: 'next-arabic',
    arabic: true,
    serve: (port) => ['next', 'start', '--hostname', '127.0.0.1', '--port', port],
    install: ['install', '--no-save'],
  },
].filter((consumer) => !only || only.includes(consumer.name));

const failures = [];
const check = (ok, what) => {
  console.log(`  ${ok ? '✓' : '✗'} ${what}`);
  if (!ok) failures.push(what);
};
const run = (command, commandArgs, cwd) => execFileSync(command, commandArgs, { cwd, env, stdio: 'inherit' });

if (!args.includes('--no-build') && !args.includes('--no-install')) {
  console.log('Building @labelport/ui…');
  run('npm', ['run', 'build', '--silent'], repo);
}
const install = !args.includes('--no-install');
if (install) {
  const { tarball } = pack(consumersDir);
  renameSync(tarball, join(consumersDir, 'labelport-ui.tgz'));
}

if (install) console.log(`Installing the tarball into ${CONSUMERS.map((c) => c.name).join(', ')}…`);
for (const { name, install: command = ['ci'] } of install ? CONSUMERS : []) {
  const dir = join(consumersDir, name);
  rmSync(join(dir, 'node_modules'), { recursive: true, force: true });
  if (updateLockfiles) {
    rmSync(join(dir, 'package-lock.json'), { force: true });
    run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], dir);
    dropTarballIntegrity(dir);
  } else {
    run('npm', [...command, '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], dir);
  }
}

const freePort = () =>
  new Promise((done) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(String(port)));
    });
  });

async function serve(consumer, dir, command = consumer.serve) {
  const port = await freePort();
  const [bin, ...rest] = command(port);
  const child = spawn(join(dir, 'node_modules', '.bin', bin), rest, {
    cwd: dir,
    env: { ...env, PORT: port, HOST: '127.0.0.1', NODE_ENV: command === consumer.serve ? 'production' : 'development' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}/`;
  for (let tries = 0; tries < 120; tries++) {
    if (child.exitCode !== null) throw new Error(`${consumer.name}: the server stopped:\n${output}`);
    try {
      if ((await fetch(url)).ok) return { url, stop: () => process.kill(-child.pid) };
    } catch {}
    await new Promise((done) => setTimeout(done, 500));
  }
  process.kill(-child.pid);
  throw new Error(`${consumer.name}: no answer on ${url}:\n${output}`);
}

const VISITORS = [
  { name: 'first visit', storage: {}, theme: 'light', lang: 'en', toggle: 'Switch to dark theme' },
  { name: 'returning dark', storage: { theme: 'dark' }, theme: 'dark', lang: 'en', toggle: 'Switch to light theme' },
  { name: 'returning Swedish', storage: { language: 'sv' }, theme: 'light', lang: 'sv', toggle: 'Byt till mörkt tema' },
];
/** The portal's own message on its page (its own catalog, given to LabelportProvider), by language. */
const SHIPMENTS = { en: '2 shipments are on their way', sv: '2 försändelser är på väg' };
/** A visitor whose language the portal's server knows from a cookie: only a server-rendered portal can use it. */
const COOKIE_VISITOR = {
  name: 'Swedish by cookie',
  storage: {},
  cookie: 'sv',
  theme: 'light',
  lang: 'sv',
  toggle: 'Byt till mörkt tema',
};

/** Before any of the page's scripts: the visitor's stored data, and a record of the theme class at each change. */
function beforePage(storage) {
  for (const [key, value] of Object.entries(storage)) localStorage.setItem(key, value);
  const themeOf = () => {
    const list = document.documentElement?.classList;
    return list?.contains('dark') ? 'dark' : list?.contains('light') ? 'light' : 'none';
  };
  const seen = [];
  window.__labelportThemes = seen;
  const note = () => {
    const theme = themeOf();
    if (seen[seen.length - 1] !== theme) seen.push(theme);
  };
  new MutationObserver(note).observe(document, { attributes: true, subtree: true, attributeFilter: ['class'] });
  // The first frame with the body drawn is the first paint: what the visitor sees first.
  const firstPaint = () => {
    if (!document.body) requestAnimationFrame(firstPaint);
    else window.__labelportFirstPaint = themeOf();
  };
  requestAnimationFrame(firstPaint);
}

async function visit(browser, url, visitor, consumer) {
  const context = await browser.newContext({ colorScheme: 'light', locale: 'en-US' });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    // The apps have no favicon; the browser's request for one is not the package's concern.
    if (message.location().url.endsWith('/favicon.ico')) return;
    if (message.type() === 'error' || message.text().includes('@labelport/ui')) errors.push(message.text());
  });
  await page.addInitScript(beforePage, visitor.storage);
  if (visitor.cookie) await context.addCookies([{ name: 'locale', value: visitor.cookie, url }]);
  try {
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction(() => window.__labelportFirstPaint !== undefined);
    check(
      (await page.evaluate(() => window.__labelportFirstPaint)) === visitor.theme,
      `${visitor.name}: ${visitor.theme} theme at first paint`,
    );
    // Interactive once hydrated: the theme toggle's name follows the visitor's theme and language.
    const toggle = page.getByRole('button', { name: visitor.toggle });
    await expect(toggle)
      .toBeVisible({ timeout: 15_000 })
      .then(
        () => check(true, `${visitor.name}: the theme toggle reads "${visitor.toggle}"`),
        () => check(false, `${visitor.name}: the theme toggle reads "${visitor.toggle}"`),
      );
    await expect
      .poll(() => page.evaluate(() => document.documentElement.lang), { timeout: 10_000 })
      .toBe(visitor.lang)
      .then(
        () => check(true, `${visitor.name}: <html lang="${visitor.lang}"> once hydrated`),
        () => check(false, `${visitor.name}: <html lang="${visitor.lang}"> once hydrated`),
      );
    if (consumer.portalMessages) {
      await expect(page.getByText(SHIPMENTS[visitor.lang]))
        .toBeVisible()
        .then(
          () => check(true, `${visitor.name}: the portal's own message reads "${SHIPMENTS[visitor.lang]}"`),
          () => check(false, `${visitor.name}: the portal's own message reads "${SHIPMENTS[visitor.lang]}"`),
        );
    }
    const themes = await page.evaluate(() => window.__labelportThemes.filter((theme) => theme !== 'none'));
    check(
      themes.every((theme) => theme === visitor.theme),
      `${visitor.name}: no flash of another theme (${themes.join(' → ')})`,
    );

    // Styled, in the portal's brand where it sets one, else the package's blue (the same in both themes).
    const opener = page.getByRole('button', { name: 'Open dialog' });
    const background = await opener.evaluate((element) => getComputedStyle(element).backgroundColor);
    const buttonColor = consumer.buttonColor ?? 'rgb(37, 99, 235)';
    check(background === buttonColor, `${visitor.name}: the button is styled, ${buttonColor} (${background})`);
    // A block's own styles come from blocks.css (or, with Panda, from the preset and build info).
    const metricWeight = await page.getByText('2.4 days').evaluate((element) => getComputedStyle(element).fontWeight);
    check(metricWeight === '700', `${visitor.name}: a block is styled (metric value weight ${metricWeight})`);
    // The package's components are drawn on the reset (Panda's preflight, or the one in styles.css).
    const boxSizing = await page.evaluate(() => getComputedStyle(document.body).boxSizing);
    check(boxSizing === 'border-box', `${visitor.name}: the reset is in place (box-sizing: ${boxSizing})`);
    const dialog = page.getByRole('dialog', { name: 'Project details' });
    try {
      await expect(async () => {
        await opener.click();
        await expect(dialog).toBeVisible({ timeout: 1000 });
      }).toPass({ timeout: 10_000 });
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      check(true, `${visitor.name}: a dialog opens and closes`);
    } catch {
      check(false, `${visitor.name}: a dialog opens and closes`);
    }
    try {
      const select = page.getByRole('combobox', { name: 'Package Type' });
      await select.click();
      await page.getByRole('option', { name: 'Glass' }).click();
      await expect(select).toContainText('Glass');
      check(true, `${visitor.name}: a select option can be chosen`);
    } catch {
      check(false, `${visitor.name}: a select option can be chosen`);
    }
    if (consumer.dataList) {
      try {
        // Each label a term with its value beside it, every value from the same edge.
        const terms = page.getByRole('term');
        await expect(terms).toHaveText(['Order', 'Ship to']);
        const [order, shipTo] = await Promise.all(
          ['ORD-1042', 'Nordic Brands AB, Stockholm'].map((text) =>
            page.getByRole('definition').filter({ hasText: text }).boundingBox(),
          ),
        );
        const label = await terms.nth(1).boundingBox();
        expect(shipTo.x).toBe(order.x);
        expect(shipTo.x).toBeGreaterThan(label.x + label.width);
        expect(shipTo.y).toBeGreaterThan(order.y);
        check(true, `${visitor.name}: a DataList sets each value beside its label`);
      } catch (error) {
        check(false, `${visitor.name}: a DataList sets each value beside its label (${error.message.split('\n')[0]})`);
      }
    }
    if (consumer.dataTable) {
      try {
        // Hydrated, the table sorts: by Units, ascending, the last order (the fewest units) comes first.
        const table = page.getByRole('table', { name: 'Orders' });
        await table.getByRole('button', { name: 'Units', exact: true }).click();
        await expect(table.getByRole('columnheader', { name: /^Units/ })).toHaveAttribute('aria-sort', 'ascending');
        await expect(table.getByRole('rowheader').first()).toHaveText('PO-0030');
        check(true, `${visitor.name}: the DataTable sorts once hydrated`);
      } catch {
        check(false, `${visitor.name}: the DataTable sorts once hydrated`);
      }
      try {
        // A portal's own tests tick a row's box by role: its native input is where the pointer aims.
        const table = page.getByRole('table', { name: 'Orders' });
        await table.getByRole('checkbox', { name: /PO-0030$/ }).check();
        await expect(table.getByRole('row', { name: /PO-0030/ })).toHaveAttribute('aria-selected', 'true');
        check(true, `${visitor.name}: a DataTable row is checked by role`);
      } catch (error) {
        check(false, `${visitor.name}: a DataTable row is checked by role: ${error.message.split('\n')[0]}`);
      }
    }
    await page.waitForTimeout(300);
    check(
      errors.length === 0,
      `${visitor.name}: no console or hydration error${errors.length ? `:\n      ${errors.join('\n      ')}` : ''}`,
    );
  } finally {
    await context.close();
  }
}

/** The JavaScript a page loads, in gzip bytes. */
async function pageScripts(browser, url) {
  const page = await browser.newPage();
  const sizes = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    sizes.push(
      response.body().then(
        (body) => gzipSync(body).length,
        () => 0,
      ),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.close();
  return (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
}

/**
 * A Server Component page that imports one Button from the root entry loads the Button and no other
 * component: what it loads beyond a page without the package's components stays within the budget
 * `npm run size` sets for Button alone. (Wrapping the package in a client file of the portal's own with
 * `export *` shipped the whole library on every page.)
 */
async function checkTreeShaking(browser, base) {
  const BUTTON_BUDGET = 12 * 1024;
  const empty = await pageScripts(browser, new URL('empty', base).href);
  const button = await pageScripts(browser, new URL('button', base).href);
  const full = await pageScripts(browser, base);
  const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
  check(
    button - empty <= BUTTON_BUDGET,
    `next: a Button-only page loads ${kB(button - empty)} beyond the layout's ${kB(empty)} (budget ${kB(BUTTON_BUDGET)})`,
  );
  // The full page's dialog, select, tabs, date picker, chart and DataTable load only there (about 180 kB).
  check(
    full - button >= 50 * 1024,
    `next: the full page loads ${kB(full - button)} more than the Button-only page (at least 50 kB: what a page does not use is not loaded)`,
  );
}

/**
 * The Vite portal's 'New order' form on react-hook-form (/forms, consumers/vite/src/forms.tsx): submitted empty, every
 * required field shows its message and focus goes to the first; filled with the mouse and keyboard as a
 * visitor would, the portal receives each control's value.
 */
async function checkReactHookForm(browser, base) {
  const page = await browser.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  const step = async (what, action) => {
    try {
      await action();
      check(true, `vite, react-hook-form: ${what}`);
    } catch (error) {
      check(false, `vite, react-hook-form: ${what} (${error.message.split('\n').slice(0, 4).join(' | ')})`);
    }
  };
  try {
    await page.goto(new URL('forms', base).href);
    const form = page.getByRole('form', { name: 'New order' });
    const submit = form.getByRole('button', { name: 'Place order' });
    await step('the page and its form are laid out by the package alone (Container, Stack, Grid)', async () => {
      // The window is 1280 px wide: the page at most 768, Brand and Password side by side, Notes under them.
      const [brand, password, notes] = await Promise.all(
        [/^Brand/, /^Password/, /^Notes/].map((name) => form.getByLabel(name).first().boundingBox()),
      );
      expect((await page.locator('main').boundingBox()).width).toBeLessThanOrEqual(768);
      expect(password.y).toBe(brand.y);
      expect(password.x).toBeGreaterThan(brand.x + brand.width);
      expect(notes.y).toBeGreaterThan(brand.y + brand.height);
    });
    await step('submitted empty, each field shows its message and focus goes to the first', async () => {
      await submit.click();
      for (const message of [
        'Enter the brand.',
        'Tell us what the label says.',
        'Enter your password.',
        'Enter how many cases.',
        'Choose a packaging.',
        'Choose a plan.',
        'Choose a shipping date.',
        'Choose a delivery window.',
        'Choose a pickup time.',
        'Choose a drop-off time.',
        'Choose the dock window.',
        'Choose when to collect.',
        'Accept the terms to order.',
        'Choose a customer.',
        'Add at least one flavour.',
        'Enter the 6-digit code.',
      ]) {
        await expect(form.getByText(message)).toBeVisible();
      }
      await expect(form.getByRole('textbox', { name: /^Brand/ })).toBeFocused();
    });
    await step('filled and submitted, the portal receives every value', async () => {
      await form.getByRole('textbox', { name: /^Brand/ }).fill('Fizz');
      await form.getByRole('textbox', { name: /^Notes/ }).fill('Green label');
      await form.getByLabel(/^Password/).fill('hunter2-labels');
      await form.getByRole('spinbutton', { name: /^Cases/ }).fill('12');
      await form.getByRole('combobox', { name: /^Packaging/ }).click();
      await page.getByRole('option', { name: 'Glass' }).click();
      // Radios, segments, checkboxes and switches are checked by role, as a portal's own tests do.
      await form.getByRole('radio', { name: 'Growth' }).check();
      await form.getByRole('radio', { name: 'Annual' }).check();
      const shipping = form.locator('[data-scope="date-picker"][data-part="root"]').filter({ hasText: 'Shipping date' });
      await shipping.getByRole('button', { name: 'Open calendar' }).click();
      const shippingCalendar = page.getByRole('application', { name: 'Shipping date' });
      await shippingCalendar.locator('[data-part="table-cell-trigger"][data-view="day"]:not([data-disabled])').nth(9).click();
      await form
        .getByRole('group', { name: /^Delivery window/ })
        .getByRole('button', { name: 'Open calendar' })
        .click();
      const windowCalendar = page.getByRole('application', { name: 'Delivery window' });
      const days = windowCalendar.locator('[data-part="table-cell-trigger"][data-view="day"]:not([data-disabled])');
      await days.nth(10).click();
      await days.nth(13).click();
      // A time typed part by part, as a person types it: the hour, then the minute, then ArrowUp steps 30 minutes.
      await form
        .getByRole('group', { name: /^Pickup time/ })
        .getByRole('spinbutton', { name: 'Hour' })
        .click();
      await page.keyboard.type('0900');
      await page.keyboard.press('ArrowUp');
      await expect(form.getByRole('group', { name: /^Pickup time/ }).getByRole('spinbutton', { name: 'Minute' })).toHaveAttribute(
        'aria-valuetext',
        '30',
      );
      // A time chosen from TimePicker's list, which opens in the page's layer.
      await form.getByRole('combobox', { name: 'Show times Drop-off time' }).click();
      await page.getByRole('listbox', { name: 'Drop-off time' }).getByRole('option', { name: '14:30' }).click();
      await expect(
        form.getByRole('group', { name: /^Drop-off time/ }).getByRole('spinbutton', { name: 'Minute' }),
      ).toHaveAttribute('aria-valuetext', '30');
      // A from/to window typed part by part, and a day and a time in Stockholm's zone.
      const dock = form.getByRole('group', { name: /^Dock window/ });
      await dock.getByRole('group', { name: /^From/ }).getByRole('spinbutton', { name: 'Hour' }).click();
      await page.keyboard.type('0800');
      await dock.getByRole('group', { name: /^To/ }).getByRole('spinbutton', { name: 'Hour' }).click();
      await page.keyboard.type('1130');
      const collection = form.getByRole('group', { name: /^Collection/ });
      await collection.getByRole('textbox', { name: /^Date/ }).fill('01/15/2030');
      await collection.getByRole('combobox', { name: 'Show times Time' }).click();
      await page.getByRole('listbox', { name: 'Time' }).getByRole('option', { name: '09:30' }).click();
      await form.getByRole('combobox', { name: /^Customer/ }).fill('nor');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await expect(form.getByRole('combobox', { name: /^Customer/ })).toHaveValue('Nordic Drinks');
      await form.getByRole('textbox', { name: /^Flavours/ }).fill('Vanilla');
      await page.keyboard.press('Enter');
      await page.keyboard.type('Mango,');
      await form
        .getByRole('group', { name: /^Confirmation code/ })
        .getByRole('textbox')
        .first()
        .click();
      await page.keyboard.type('482913');
      await form.getByRole('checkbox', { name: /^I accept the terms/ }).check();
      await form.getByRole('switch', { name: 'Send samples first' }).check();
      await submit.click();
      const output = form.getByRole('status', { name: 'Received' });
      await expect(output).not.toBeEmpty();
      const order = JSON.parse(await output.textContent());
      expect(order).toMatchObject({
        brand: 'Fizz',
        notes: 'Green label',
        password: 'hunter2-labels',
        cases: 12,
        packaging: 'glass',
        plan: 'growth',
        billing: 'annual',
        terms: true,
        samples: true,
        customer: ['nordic'],
        flavours: ['Vanilla', 'Mango'],
        code: '482913',
      });
      expect(order.shipOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(order.window).toMatch(/^\d{4}-\d{2}-\d{2}\/\d{4}-\d{2}-\d{2}$/);
      expect(order.pickup).toBe('09:30');
      expect(order.dropOff).toBe('14:30');
      expect(order.dock).toBe('08:00:00/11:30:00');
      expect(order.collection).toBe('2030-01-15T09:30:00+01:00[Europe/Stockholm]');
    });
    check(
      errors.length === 0,
      `vite, react-hook-form: no console error${errors.length ? `:\n      ${errors.join('\n      ')}` : ''}`,
    );
  } finally {
    await page.close();
  }
}

/**
 * The Next.js portal's order form posts to a Server Action (consumers/next/app/order): the page lists what the
 * server received, each control's value under its name, as a visitor filled it in.
 */
async function checkServerAction(browser, base) {
  const page = await browser.newPage();
  try {
    await page.goto(new URL('order', base).href);
    const form = page.getByRole('form', { name: 'Order' });
    // Interactive once hydrated.
    await expect(form.getByRole('spinbutton', { name: /^Cases/ })).toHaveValue('1,200', { timeout: 15_000 });
    await form.getByRole('textbox', { name: /^Brand/ }).fill('Fizz');
    await form.getByRole('textbox', { name: /^Notes/ }).fill('Green label');
    await form.getByLabel(/^Password/).fill('hunter2-labels');
    await form.getByRole('combobox', { name: /^Packaging/ }).click();
    await page.getByRole('option', { name: 'Glass' }).click();
    // A radio's text is clicked as a visitor clicks it; a segment's lies under its radio, checked by role.
    await form.getByText('Growth').click();
    await form.getByRole('radio', { name: 'Annual' }).check();
    await form
      .getByRole('group', { name: /^Delivery window/ })
      .getByRole('button', { name: 'Open calendar' })
      .click();
    const days = page
      .getByRole('application', { name: 'Delivery window' })
      .locator('[data-part="table-cell-trigger"][data-view="day"]:not([data-disabled])');
    await days.nth(3).click();
    await days.nth(5).click();
    // Each key once the control has answered the one before, as a person waits to see it: the combobox's
    // list, a tag added, the next cell of the code (Ark moves to it a frame after each digit).
    await form.getByRole('combobox', { name: /^Customer/ }).fill('alp');
    await expect(page.getByRole('option', { name: 'Alpine Waters' })).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(form.getByRole('combobox', { name: /^Customer/ })).toHaveValue('Alpine Waters');
    const flavours = form.getByRole('textbox', { name: /^Flavours/ });
    await flavours.fill('Vanilla');
    await page.keyboard.press('Enter');
    await expect(flavours).toHaveValue('');
    await page.keyboard.type('Mango,');
    await expect(flavours).toHaveValue('');
    const cells = form.getByRole('group', { name: /^Confirmation code/ }).getByRole('textbox');
    await cells.first().click();
    const code = '482913';
    for (const [index, digit] of [...code].entries()) {
      await page.keyboard.type(digit);
      if (index < code.length - 1) await expect(cells.nth(index + 1)).toBeFocused();
    }
    await form.getByText('I accept the terms').click();
    await form.getByText('Send samples first').click();
    await form.getByRole('button', { name: 'Place order' }).click();
    const received = page.getByRole('definition');
    await expect(received.first()).toBeVisible({ timeout: 15_000 });
    const entries = Object.fromEntries(
      await page
        .getByRole('term')
        .evaluateAll((terms) => terms.map((term) => [term.textContent, term.nextElementSibling?.textContent])),
    );
    // Named by what the server received, so a failure says which control lost its value.
    expect(entries, `received ${JSON.stringify(entries)}`).toMatchObject({
      brand: 'Fizz',
      notes: 'Green label',
      password: 'hunter2-labels',
      cases: '1200',
      packaging: 'glass',
      plan: 'growth',
      billing: 'annual',
      terms: 'accepted',
      samples: 'yes',
      customer: 'alpine',
      flavours: 'Vanilla, Mango',
      code: '482913',
    });
    expect(entries.window).toMatch(/^\d{4}-\d{2}-\d{2}\/\d{4}-\d{2}-\d{2}$/);
    check(true, 'next: a form of the controls posts to a Server Action, which receives each value by name');
  } catch (error) {
    check(false, `next: a form of the controls posts to a Server Action (${error.message.split('\n')[0]})`);
  } finally {
    await page.close();
  }
}

if (args.includes('--install-only')) process.exit(0);
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
try {
  for (const consumer of CONSUMERS) {
    const dir = join(consumersDir, consumer.name);
    console.log(`\n${consumer.name}: building…`);
    // The DataTable docs' example, pasted into the portal as its docs page offers it (app/examples/ is ignored).
    if (consumer.dataTable) cpSync(join(repo, 'stories/examples/OrdersTable.tsx'), join(dir, 'app/examples/OrdersTable.tsx'));
    // The stories' Arabic translation of the package's texts, as the Arabic portal's own (app/translations/ is ignored).
    if (consumer.arabic) cpSync(join(repo, 'stories/i18n/ar.ts'), join(dir, 'app/translations/ar.ts'));
    let built = true;
    try {
      run('npm', ['run', 'build', '--silent'], dir);
    } catch {
      built = false;
    }
    check(built, `${consumer.name}: builds`);
    if (!built || !consumer.serve) continue;
    const server = await serve(consumer, dir);
    try {
      if (consumer.arabic) {
        await checkArabicPortal(browser, server.url, check);
        continue;
      }
      if (consumer.serverRendered) {
        const html = await (await fetch(server.url)).text();
        check(html.includes('Open dialog') && html.includes('Package Type'), `${consumer.name}: the server renders the page`);
        const swedish = await (await fetch(server.url, { headers: { Cookie: 'locale=sv' } })).text();
        check(
          swedish.includes('lang="sv"') && swedish.includes('Byt till mörkt tema'),
          `${consumer.name}: with a 'locale=sv' cookie the server renders Swedish`,
        );
        if (consumer.portalMessages) {
          check(
            html.includes(SHIPMENTS.en) && swedish.includes(SHIPMENTS.sv),
            `${consumer.name}: the server renders the portal's own message in the visitor's language`,
          );
        }
        if (consumer.dataTable) {
          check(
            html.includes('PO-0001') && html.includes('PO-0010') && !html.includes('PO-0011'),
            `${consumer.name}: the server renders the DataTable's first page of ten rows`,
          );
        }
      }
      for (const visitor of consumer.serverRendered ? [...VISITORS, COOKIE_VISITOR] : VISITORS) {
        await visit(browser, server.url, visitor, consumer);
      }
      if (consumer.name === 'next') {
        await checkTreeShaking(browser, server.url);
        await checkServerAction(browser, server.url);
      }
      if (consumer.name === 'vite') await checkReactHookForm(browser, server.url);
    } finally {
      server.stop();
    }
    if (!consumer.dev) continue;
    console.log(`${consumer.name}: development server…`);
    const devServer = await serve(consumer, dir, consumer.dev);
    try {
      // Vite optimises the dependencies it discovers on the first visit, then reloads: not the package's concern.
      const warmUp = await browser.newPage();
      await warmUp.goto(devServer.url, { waitUntil: 'networkidle' });
      await warmUp.waitForTimeout(2000);
      await warmUp.close();
      for (const visitor of [...VISITORS, COOKIE_VISITOR]) {
        await visit(browser, devServer.url, { ...visitor, name: `dev, ${visitor.name}` }, consumer);
      }
    } finally {
      devServer.stop();
    }
  }
} finally {
  await browser.close();
}

const minutes = ((Date.now() - started) / 60_000).toFixed(1);
if (failures.length) {
  console.error(`\nConsumer matrix failed (${minutes} min): ${failures.length} check(s):\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log(`\nConsumer matrix passed in ${minutes} min: ${CONSUMERS.map((c) => c.name).join(', ')}.`);
if (existsSync(join(consumersDir, 'labelport-ui.tgz'))) rmSync(join(consumersDir, 'labelport-ui.tgz'));
