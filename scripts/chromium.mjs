// Finds a Chromium for the browser tests: $CHROMIUM_PATH, then the system's, then Playwright's own.
// Run directly (`node scripts/chromium.mjs --ensure`), it installs one where it can when none is found.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

const SYSTEM_PATHS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
];

/** Flags that keep Chromium quiet and working as root on a closed network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--font-render-hinting=none',
];

function playwrightChromium() {
  try {
    const require = createRequire(import.meta.url);
    const path = require('playwright').chromium.executablePath();
    return path && existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROMIUM_PATH points at ${fromEnv}, which does not exist`);
    return fromEnv;
  }
  return SYSTEM_PATHS.find((path) => existsSync(path)) ?? playwrightChromium();
}

function tryRun(command) {
  try {
    console.log(`$ ${command}`);
    execSync(command, { stdio: 'inherit' });
    return true;
  } catch {
    return false;
  }
}

function ensureChromium() {
  if (findChromium()) return;
  console.log('No Chromium found; installing one.');
  const isRoot = process.getuid?.() === 0;
  const sudo = isRoot ? '' : 'sudo -n ';
  const hasApt = existsSync('/usr/bin/apt-get');
  if (hasApt && (isRoot || tryRun('sudo -n true'))) {
    tryRun(`${sudo}apt-get update -qq && DEBIAN_FRONTEND=noninteractive ${sudo}apt-get install -y -qq chromium`);
  }
  if (!findChromium()) tryRun('npx playwright install chromium');
  if (!findChromium()) {
    console.error('Could not find or install Chromium. Install it, or set CHROMIUM_PATH to its binary.');
    process.exit(1);
  }
}

if (process.argv.includes('--ensure')) {
  ensureChromium();
  console.log(`Chromium: ${findChromium()}`);
}
