// Gives every relative specifier in the published .d.ts files its extension ('./button' →
// './button/index.js', './Button' → './Button.js'). Under moduleResolution node16/nodenext TypeScript
// resolves types like Node resolves modules, and extensionless relative imports find nothing there.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const dist = resolve(import.meta.dirname, '..', 'dist');
const SPECIFIER = /(\bfrom\s*|\bimport\s*\(\s*|^\s*import\s*|\bexport\s*\*\s*from\s*)(['"])(\.{1,2}\/[^'"]*)\2/gm;

function withExtension(file, specifier) {
  if (/\.(js|mjs|cjs|json|css)$/.test(specifier)) return specifier;
  const base = resolve(dirname(file), specifier);
  if (existsSync(`${base}.d.ts`)) return `${specifier}.js`;
  if (existsSync(join(base, 'index.d.ts'))) return `${specifier}/index.js`;
  throw new Error(`${file}: cannot resolve ${specifier}`);
}

let changed = 0;
for (const entry of readdirSync(dist, { recursive: true })) {
  if (!entry.endsWith('.d.ts')) continue;
  const file = join(dist, entry);
  const source = readFileSync(file, 'utf8');
  // Code only: a doc comment's example (`import('./sv')` in a portal's code) names no file of ours.
  const rewritten = source
    .split('\n')
    .map((line) =>
      /^\s*(\*|\/\*|\/\/)/.test(line)
        ? line
        : line.replace(SPECIFIER, (_, before, quote, specifier) => `${before}${quote}${withExtension(file, specifier)}${quote}`),
    )
    .join('\n');
  if (rewritten !== source) {
    writeFileSync(file, rewritten);
    changed++;
  }
}
console.log(`dts-extensions: ${changed} declaration files given explicit extensions`);
