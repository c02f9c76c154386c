// Packs the built package (dist/) as it is published: with a manifest that keeps only what a portal
// needs, so no development script (`prepare`, `build`…) and no devDependency reaches it. The repo's
// own package.json keeps `prepare`, so `npm install` here still generates styled-system/.
//   node scripts/pack.mjs [destination]   writes the tarball there (default: the repo) and prints its path
//   node scripts/pack.mjs --publish       publishes the same staged package with `npm publish`
// A plain `npm pack` or `npm publish` in the repo gives the same manifest: `prepack` puts the published
// manifest in place (the repo's kept in .package.json.repo) and `postpack` puts the repo's back.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const repo = resolve(import.meta.dirname, '..');
const PUBLISHED_FIELDS = [
  'name',
  'version',
  'description',
  'license',
  'type',
  'sideEffects',
  'main',
  'module',
  'types',
  'exports',
  'files',
  'dependencies',
  'peerDependencies',
  'peerDependenciesMeta',
  'publishConfig',
];

/** The manifest a portal receives. */
export function publishedManifest(from = join(repo, 'package.json')) {
  const pkg = JSON.parse(readFileSync(from, 'utf8'));
  return Object.fromEntries(PUBLISHED_FIELDS.filter((field) => field in pkg).map((field) => [field, pkg[field]]));
}

/**
 * Copies the README, the published manifest and what its `files` name (dist/, the CHANGELOG a portal team
 * reads between versions, the README's screenshot) into a fresh folder and returns it.
 */
export function stage() {
  if (!existsSync(join(repo, 'dist', 'index.js'))) throw new Error('dist/ is missing: run `npm run build` first');
  const dir = mkdtempSync(join(tmpdir(), 'labelport-stage-'));
  const manifest = publishedManifest();
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  cpSync(join(repo, 'README.md'), join(dir, 'README.md'));
  // npm applies the exclusions ('!…') itself when it packs the folder.
  for (const path of manifest.files.filter((entry) => !entry.startsWith('!'))) {
    cpSync(join(repo, path), join(dir, path), { recursive: true });
  }
  return dir;
}

/** `npm pack` of the staged package into `destination`; returns the tarball's path. */
export function pack(destination = repo) {
  const dir = stage();
  try {
    const [result] = JSON.parse(
      execFileSync('npm', ['pack', dir, '--json', '--pack-destination', destination], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'inherit'],
      }),
    );
    return { tarball: join(destination, result.filename), files: result.files.map((file) => file.path) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * A portal's lockfile records the tarball's integrity, and npm would then install the cached old tarball
 * (or refuse the new one): the package's entry is kept without it, so every install takes the fresh one.
 */
export function dropTarballIntegrity(dir) {
  const file = join(dir, 'package-lock.json');
  const lock = JSON.parse(readFileSync(file, 'utf8'));
  const entry = lock.packages['node_modules/@labelport/ui'];
  if (!entry?.integrity) return;
  delete entry.integrity;
  writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
}

const manifestFile = join(repo, 'package.json');
const keptManifest = join(repo, '.package.json.repo');

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (process.argv.includes('--prepack')) {
    if (!existsSync(join(repo, 'dist', 'index.js'))) {
      console.error('dist/ is missing: run `npm run build` before `npm pack`');
      process.exit(1);
    }
    // A pack that failed before its postpack left the published manifest in place: keep the repo's copy.
    if (!existsSync(keptManifest)) cpSync(manifestFile, keptManifest);
    writeFileSync(manifestFile, `${JSON.stringify(publishedManifest(keptManifest), null, 2)}\n`);
  } else if (process.argv.includes('--postpack')) {
    if (existsSync(keptManifest)) renameSync(keptManifest, manifestFile);
  } else if (process.argv.includes('--publish')) {
    const dir = stage();
    try {
      execFileSync('npm', ['publish', dir], { stdio: 'inherit' });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  } else {
    console.log(pack(resolve(process.argv[2] ?? repo)).tarball);
  }
}
