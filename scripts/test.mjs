// `npm test`: every functional check, phase by phase, and the time of each phase at the end. Independent phases run
// side by side where that is faster: the builds, the type check and the package test beside the story tests.
// The story tests and the app journeys each drive two Chromium pages, and together they overload two cores:
// measured on one machine, 809 s side by side against 381 s and 310 s one after the other, and stories
// timing out in the crush. So the journeys start when the story tests end. `--serial` runs every phase one
// after another, to time a phase on its own. A test that fails only under load still waits on a race, and
// running the story files with the CPU loaded is how to find it.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const repo = resolve(import.meta.dirname, '..');
const serial = process.argv.includes('--serial');

/**
 * The functional checks only: every play, axe and route check, without comparing screenshots with their
 * baselines, which `npm run test:visual` does (and CI, after this).
 */
const FUNCTIONAL = { LABELPORT_VISUAL: '0' };

/**
 * Each phase: its command, the phases it needs to have passed (`after`), the phases it must not run
 * beside (`notBeside`: it starts once they have ended, passed or not), and its own environment (`env`). `codegen` comes first because the
 * package build and the story tests both read styled-system/, which it rewrites.
 */
const PHASES = {
  chromium: { run: 'node scripts/chromium.mjs --ensure' },
  codegen: { run: 'npm run prepare --silent' },
  lint: { run: 'npm run lint --silent', after: ['codegen'] },
  typecheck: { run: 'npm run typecheck --silent', after: ['codegen'] },
  'unit and story tests': { run: 'vitest run', after: ['chromium', 'codegen'], env: FUNCTIONAL },
  'app build': { run: 'npm run build:app --silent', after: ['codegen'] },
  'app journeys and routes': {
    run: 'playwright test --config app/playwright.config.ts',
    after: ['chromium', 'app build'],
    env: FUNCTIONAL,
    notBeside: ['unit and story tests'],
  },
  'package build': { run: 'npm run build:package --silent', after: ['codegen'] },
  'package test': { run: 'npm run test:package --silent -- --no-build', after: ['chromium', 'package build'] },
};

const started = Date.now();
const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;
const results = {};
/** The last lines each phase printed: reprinted after the summary for a failed phase, since CI keeps only the tail. */
const TAIL_LINES = 60;
const tails = {};
/**
 * The lines naming a failed test (vitest's `FAIL` and `×`, Playwright's `✘` and numbered failures), kept
 * whole: one failure's DOM dump fills the tail, and the names of the others were lost with it.
 */
const FAILURE_LINE = /^\s*(FAIL\b|×|✘|\d+\) \[)/;
const MAX_FAILURE_LINES = 40;
const failures = {};

function keepTail(name, line) {
  tails[name] ??= [];
  const tail = tails[name];
  tail.push(line);
  if (tail.length > TAIL_LINES) tail.shift();
  // Vitest colours its output even with FORCE_COLOR=0.
  if (!FAILURE_LINE.test(stripVTControlCharacters(line))) return;
  failures[name] ??= [];
  if (failures[name].length < MAX_FAILURE_LINES && !failures[name].includes(line)) failures[name].push(line);
}

/** Runs one phase with its output prefixed by its name, so phases running together stay readable. */
function runPhase(name) {
  return new Promise((done) => {
    const begin = Date.now();
    console.log(`▶ ${name}: ${PHASES[name].run}`);
    const child = spawn(PHASES[name].run, {
      cwd: repo,
      shell: true,
      env: { ...process.env, PATH: `${repo}/node_modules/.bin:${process.env.PATH}`, FORCE_COLOR: '0', ...PHASES[name].env },
    });
    const relay = (stream, out) => {
      let rest = '';
      stream.on('data', (chunk) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop();
        for (const line of lines) {
          out.write(`[${name}] ${line}\n`);
          keepTail(name, line);
        }
      });
      stream.on('end', () => {
        if (!rest) return;
        out.write(`[${name}] ${rest}\n`);
        keepTail(name, rest);
      });
    };
    relay(child.stdout, process.stdout);
    relay(child.stderr, process.stderr);
    child.on('close', (code) => {
      results[name] = { ok: code === 0, start: begin - started, time: Date.now() - begin };
      console.log(`${code === 0 ? '✓' : '✗'} ${name} (${seconds(Date.now() - begin)})`);
      done();
    });
  });
}

const running = new Map();
/**
 * Starts a phase once the phases it needs have passed and those it must not run beside have ended; a phase
 * after a failed one does not run.
 */
function start(name) {
  if (!running.has(name)) {
    const after = PHASES[name].after ?? [];
    const notBeside = serial ? [] : (PHASES[name].notBeside ?? []);
    running.set(
      name,
      Promise.all([...after, ...notBeside].map(start)).then(() => {
        if (after.every((phase) => results[phase]?.ok)) return runPhase(name);
        results[name] = { ok: false, skipped: true };
      }),
    );
  }
  return running.get(name);
}

if (serial) for (const name of Object.keys(PHASES)) await start(name);
else await Promise.all(Object.keys(PHASES).map(start));

const total = Date.now() - started;
console.log(`\nPhase times${serial ? ' (one after another)' : ' (side by side where independent)'}:`);
const width = Math.max(...Object.keys(PHASES).map((name) => name.length));
for (const [name, result] of Object.entries(results)) {
  const time = result.skipped ? 'not run' : `${seconds(result.time).padStart(6)}  from ${seconds(result.start)}`;
  console.log(`  ${result.ok ? '✓' : '✗'} ${name.padEnd(width)}  ${time}`);
}
console.log(`  total ${seconds(total)}`);
const failed = Object.entries(results).filter(([, result]) => !result.ok);
if (failed.length) {
  for (const [name] of failed) {
    if (failures[name]) console.error(`\nWhat failed in ${name}:\n${failures[name].map((line) => `  ${line}`).join('\n')}`);
    if (!tails[name]) continue;
    console.error(`\nThe last ${tails[name].length} lines of ${name}:`);
    for (const line of tails[name]) console.error(`  ${line}`);
  }
  console.error(`\nFailed: ${failed.map(([name]) => name).join(', ')}`);
  process.exit(1);
}
