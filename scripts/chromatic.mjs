// Publishes Storybook to Chromatic for visual review, but only when a project token is set:
// without one the CLI would retry forever against a service our machines cannot reach.
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log('Skipped Chromatic: CHROMATIC_PROJECT_TOKEN is not set. Local visual review: npm run test:visual.');
  process.exit(0);
}
const result = spawnSync('npx', ['chromatic', '--config-file', 'chromatic.config.json', ...process.argv.slice(2)], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
