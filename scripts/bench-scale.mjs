// The scale benchmark (a benchmark, never a timed test): a Vite portal (consumers/bench-scale) installs the
// packed package, builds for production, and Chromium opens one case per page with N generated items. For
// each it prints the mount time (render to first painted frame), the longest Event Timing entry of each user
// action (what INP is made of; entries under 16 ms are not reported), the DOM nodes and the JS heap, medians
// of the runs (a data block's mount where it has a goal: of 15 loads), beside a plain @tanstack/react-virtual
// list of the same N rows, whose page loads alternate with the case's.
//   npm run bench:scale                         build, pack, install, build the page, measure
//   npm run bench:scale -- --no-build           use the dist/ that is there
//   npm run bench:scale -- --runs 5             medians of 5 runs (default 3)
//   npm run bench:scale -- --only combobox      that case only
//   npm run bench:scale -- --update-lockfile    npm install instead of npm ci (after a dependency change)
// Run it on an otherwise idle machine: the figures are the CPU's.
import { execFileSync } from 'node:child_process';
import { renameSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright';
import { preview } from 'vite';
import { CHROMIUM_ARGS, findChromium } from './chromium.mjs';
import { dropTarballIntegrity, pack } from './pack.mjs';

const repo = resolve(import.meta.dirname, '..');
const dir = join(repo, 'consumers/bench-scale');
const args = process.argv.slice(2);
const runs = Number(args[args.indexOf('--runs') + 1]) || 3;
const only = args.includes('--only') ? args[args.indexOf('--only') + 1].split(',') : undefined;
const run = (command, commandArgs, cwd) => execFileSync(command, commandArgs, { cwd, stdio: 'inherit' });

/** The baseline case: the same rows in a plain @tanstack/react-virtual list (consumers/bench-scale). */
const PLAIN_LIST = 'virtual-list';
/** What a case's user actions do (given the page and N), each timed on its own; the page is the case at N items. */
const CASES = {
  combobox: {
    sizes: [100, 1000, 10_000, 100_000],
    actions: {
      open: async (page) => {
        await page.getByRole('combobox', { name: 'Product' }).focus();
        await page.keyboard.press('ArrowDown');
        await page.getByRole('listbox', { name: 'Product' }).getByRole('option').first().waitFor();
      },
      'type a letter': async (page) => {
        await page.keyboard.type('v');
        await page
          .getByRole('option', { name: /^Vanilla/ })
          .first()
          .waitFor();
      },
    },
  },
  // Paged: 25 rows a page of all N; sorting, searching and selecting work on all of them.
  'data-table': {
    sizes: [100, 1000, 10_000, 100_000],
    actions: {
      sort: (page) => page.getByRole('button', { name: 'Product' }).click(),
      'type a letter': async (page) => {
        await page.getByRole('searchbox', { name: 'Search' }).fill('v');
        await page.getByText(/rows of .* match/).waitFor();
      },
      'next page': (page) => page.getByRole('button', { name: 'Next page' }).click(),
      'select the page': async (page) => {
        await page.getByRole('checkbox', { name: 'Select all rows on this page' }).focus();
        await page.keyboard.press('Space');
        await page.getByText(/^[\d,]+ selected$/).waitFor();
      },
    },
  },
  // Every row in a scrolling box, only those in view rendered.
  'data-table-virtual': {
    sizes: [100, 1000, 10_000, 100_000],
    actions: {
      sort: (page) => page.getByRole('button', { name: 'Units' }).click(),
      scroll: async (page) => {
        await page.getByRole('region', { name: 'Orders' }).evaluate((box) => box.scrollBy(0, 5000));
        await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      },
    },
  },
  // Server mode: the page holds one page of N; the table asks for the next.
  'data-table-server': {
    sizes: [10_000, 100_000],
    actions: {
      'next page': (page) => page.getByRole('button', { name: 'Next page' }).click(),
      sort: (page) => page.getByRole('button', { name: 'Product' }).click(),
    },
  },
  'projects-table': {
    sizes: [10, 1000, 10_000],
    actions: {
      'pick a status filter': async (page) => {
        await page.getByRole('combobox', { name: 'Status' }).click();
        await page.getByRole('option', { name: 'In Production' }).click();
        await page.getByText(/^Showing [\d,]+ of/).waitFor();
      },
      sort: (page) => page.getByRole('button', { name: 'Quantity' }).click(),
    },
  },
  'shipping-table': {
    sizes: [10, 1000, 10_000],
    actions: {
      'expand a row': async (page) => {
        const product = page.getByRole('rowheader').first().getByRole('button');
        await product.click();
        await page.getByText('Total pallets').waitFor();
      },
      sort: (page) => page.getByRole('button', { name: 'Units', exact: true }).click(),
    },
  },
  'uploaded-files-table': {
    sizes: [10, 1000, 10_000],
    actions: {
      sort: (page) => page.getByRole('button', { name: 'Date', exact: true }).click(),
    },
  },
  // The conversations of the Messages page: windowed past 200.
  'thread-list': {
    sizes: [100, 1000, 10_000],
    actions: {
      'pick a conversation': async (page) => {
        const second = page.getByRole('region', { name: 'Conversations' }).getByRole('button').nth(1);
        await second.click();
        await page.locator('[aria-current="true"]').nth(0).waitFor();
      },
    },
  },
  // A point a day for N days: the line drawn through at most a point per pixel across, the table 25 rows a page.
  'line-chart': {
    sizes: [100, 1000, 10_000],
    actions: {
      'press End': async (page, size) => {
        await page.getByRole('img', { name: /^Scans per day\. Use the arrow keys/ }).focus();
        await page.keyboard.press('End');
        await page.getByText(`Day ${size}`, { exact: true }).filter({ visible: true }).waitFor();
      },
      'show the table': async (page) => {
        await page.getByRole('button', { name: 'Show data table' }).click();
        await page.getByText(/^1–25 of /).waitFor();
      },
    },
  },
  // One thread of N messages: windowed past 200.
  'chat-pane': {
    sizes: [100, 1000, 10_000],
    actions: {
      'send a message': async (page) => {
        await page.getByRole('textbox', { name: 'Message' }).fill('Thanks, all clear.');
        await page.keyboard.press('Enter');
        await page.getByText('Thanks, all clear.').waitFor();
      },
    },
  },
  // Virtualised past 20 options (VIRTUALIZE_OVER), as Combobox.
  select: {
    sizes: [100, 1000, 10_000, 100_000],
    actions: {
      open: async (page) => {
        await page.getByRole('combobox', { name: 'Product' }).click();
        await page.getByRole('listbox', { name: 'Product' }).getByRole('option').first().waitFor();
      },
    },
  },
};

/**
 * Goals at 10,000 items for the cases that have them (and at 100,000 for a table in server mode): each
 * action's longest event, the DOM nodes, and for a data block (a table, a list of messages) the mount beside
 * the plain list's. A chart is no data
 * block: it waits to measure its plot before drawing, so its mount has no goal beside the list's.
 */
const GOALS = {
  atItems: 10_000,
  maxEventMs: 100,
  maxNodes: 3000,
  maxMountRatio: 1.5,
  cases: ['combobox', 'line-chart', 'select'],
  blocks: [
    'data-table',
    'data-table-virtual',
    'data-table-server',
    'projects-table',
    'shipping-table',
    'uploaded-files-table',
    'thread-list',
    'chat-pane',
  ],
  serverAtItems: 100_000,
};
const hasGoals = (row) =>
  [...GOALS.cases, ...GOALS.blocks].includes(row.name) &&
  (row.size === GOALS.atItems || (row.name === 'data-table-server' && row.size === GOALS.serverAtItems));
const hasMountGoal = (row) => GOALS.blocks.includes(row.name) && hasGoals(row);
/**
 * Page loads of a data block and of the plain list behind a mount goal's ratio (medians of each). One load's
 * mount moves by tens of milliseconds on a shared machine: with 3, ChatPane's ratio was 1.08× in a run of its
 * own and 1.57× in the full run after it. The actions, nodes and heap stay medians of `--runs`.
 */
const GOAL_MOUNT_LOADS = 15;

if (!args.includes('--no-build')) run('npm', ['run', 'build', '--silent'], repo);
// Where every portal in consumers/ installs it from (`file:../labelport-ui.tgz`).
const packed = join(repo, 'consumers/labelport-ui.tgz');
renameSync(pack(dir).tarball, packed);
rmSync(join(dir, 'node_modules'), { recursive: true, force: true });
if (args.includes('--update-lockfile')) {
  rmSync(join(dir, 'package-lock.json'), { force: true });
  run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], dir);
  dropTarballIntegrity(dir);
} else {
  run('npm', ['ci', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], dir);
}
// The page is type-checked against the package it installed: items of the wrong shape would be measured
// as the blocks show bad data (a package type of 'Cans' showed its message key in every row).
run(process.execPath, [join(repo, 'node_modules/typescript/bin/tsc'), '-p', dir], repo);
run('npm', ['run', 'build', '--silent'], dir);

const server = await preview({ root: dir, configFile: false, logLevel: 'silent', preview: { host: '127.0.0.1', port: 0 } });
const base = server.resolvedUrls.local[0];
const browser = await chromium.launch({
  executablePath: findChromium(),
  args: [...CHROMIUM_ARGS, '--enable-precise-memory-info'],
});

/**
 * One run of one case (or of the plain list) at one size: its mount, each action's longest event (none with
 * `mountOnly`), then nodes and heap.
 */
async function measure(name, size, { mountOnly = false } = {}) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  try {
    await page.goto(`${base}?case=${name}&n=${size}`);
    await page.waitForFunction(() => window.bench?.mountMs !== undefined, null, { timeout: 300_000 });
    const result = { mount: await page.evaluate(() => window.bench.mountMs), events: {} };
    for (const [action, act] of Object.entries((!mountOnly && CASES[name]?.actions) || {})) {
      await page.evaluate(() => window.bench.resetEvents());
      await act(page, size);
      // Event Timing entries arrive after the frame the event's work ends in.
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 300))));
      result.events[action] = await page.evaluate(() => window.bench.longestEventMs);
    }
    result.nodes = await page.evaluate(() => document.getElementsByTagName('*').length);
    result.heap = await page.evaluate(() => performance.memory?.usedJSHeapSize ?? 0);
    return result;
  } finally {
    await page.close();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (value) => (value < 16 ? '<16 ms' : `${Math.round(value)} ms`);
const rows = [];
const failures = [];
try {
  for (const [name, { sizes }] of Object.entries(CASES).filter(([name]) => !only || only.includes(name))) {
    for (const size of sizes) {
      // The case and the plain list take turns, so that both see the machine as it is at that moment.
      // Measured once at the start of a run, the plain list took 109 to 219 ms across its sizes on one
      // shared machine, and a case's ratio to it told more of when each ran than of the code.
      const results = [];
      const mounts = [];
      const plain = [];
      for (let index = 0; index < runs; index++) {
        results.push(await measure(name, size));
        mounts.push(results[index].mount);
        plain.push((await measure(PLAIN_LIST, size)).mount);
      }
      // A mount goal's ratio takes more loads of both, still in turns, their mounts only.
      const loads = hasMountGoal({ name, size }) ? Math.max(runs, GOAL_MOUNT_LOADS) : runs;
      for (let index = runs; index < loads; index++) {
        mounts.push((await measure(name, size, { mountOnly: true })).mount);
        plain.push((await measure(PLAIN_LIST, size)).mount);
      }
      const row = {
        name,
        size,
        loads,
        mount: median(mounts),
        plainMount: median(plain),
        events: Object.fromEntries(
          Object.keys(CASES[name].actions).map((action) => [action, median(results.map((result) => result.events[action]))]),
        ),
        nodes: median(results.map((result) => result.nodes)),
        heap: median(results.map((result) => result.heap)),
      };
      rows.push(row);
      const events = Object.entries(row.events).map(([action, value]) => `${action} ${ms(value)}`);
      console.log(
        `${name.padEnd(20)} ${String(size).padStart(7)}  mount ${ms(row.mount).padStart(8)} (plain list ${ms(row.plainMount)}, ${(row.mount / row.plainMount).toFixed(2)}×${row.loads > runs ? `, ${row.loads} loads` : ''})  ${String(row.nodes).padStart(5)} nodes  ${(row.heap / 2 ** 20).toFixed(1).padStart(6)} MB heap  ${events.join(', ')}`,
      );
    }
  }
} finally {
  await browser.close();
  await server.close();
  rmSync(packed, { force: true });
}

console.log(
  `\nGoals at ${GOALS.atItems.toLocaleString('en')} items (${GOALS.serverAtItems.toLocaleString('en')} in server mode):`,
);
for (const row of rows.filter(hasGoals)) {
  const goals = [
    ...Object.entries(row.events).map(([action, value]) => [
      `${action}: longest event ${ms(value)} ≤ ${GOALS.maxEventMs} ms`,
      value <= GOALS.maxEventMs,
    ]),
    // The mount goal is a data block's: a Combobox mounts closed, whatever its length.
    ...(GOALS.blocks.includes(row.name)
      ? [
          [
            `mount ${ms(row.mount)} ≤ ${GOALS.maxMountRatio}× the plain list's ${ms(row.plainMount)}`,
            row.mount <= GOALS.maxMountRatio * row.plainMount,
          ],
        ]
      : []),
    [`${row.nodes} DOM nodes < ${GOALS.maxNodes}`, row.nodes < GOALS.maxNodes],
  ];
  for (const [what, ok] of goals) {
    console.log(`  ${ok ? '✓' : '✗'} ${row.name} (${row.size.toLocaleString('en')}): ${what}`);
    if (!ok) failures.push(`${row.name} (${row.size}): ${what}`);
  }
}
if (failures.length) process.exit(1);
