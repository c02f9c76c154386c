// Before a run: the app must have been built, and diffs of an earlier run are cleared.
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { repo } from './app.ts';
import { APP_DIFF_DIR } from './visual.ts';

export default function globalSetup() {
  if (!existsSync(join(repo, 'dist-app/.vite/manifest.json'))) {
    throw new Error('No app build in dist-app/: run `npm run build:app` first (npm run test:app does).');
  }
  rmSync(APP_DIFF_DIR, { recursive: true, force: true });
}
