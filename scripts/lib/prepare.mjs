// Shared by `npm start` and `npm test`: install dependencies when missing, build what is stale.
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {copyAssets} from './copy-assets.mjs';
import {pruneDist} from './prune-dist.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export function sh(command, args, options = {}) {
  const result = spawnSync(command, args, {cwd: root, stdio: 'inherit', ...options});
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
  }
}

const mtime = file => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0);

function newest(dir) {
  if (!fs.existsSync(dir)) return 0;
  let latest = 0;
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name === 'sdk') continue;
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : mtime(full));
  }
  return latest;
}

/** npm ci when node_modules is missing or older than the lockfile. */
export function ensureDependencies() {
  const installed = path.join(root, 'node_modules', '.package-lock.json');
  if (mtime(installed) >= mtime(path.join(root, 'package-lock.json'))) return;
  console.log('Installing dependencies (npm ci)...');
  sh('npm', ['ci', '--no-audit', '--no-fund']);
}

/** Files under server/src that the compiled server reads (server/package.json "build" copies them too). */
export const SERVER_ASSETS = ['payments/xsd'];

/** TypeScript builds are incremental; the client is rebuilt only when its inputs changed. */
export function ensureBuilt({client = true} = {}) {
  for (const pkg of ['shared', 'server']) pruneDist(path.join(root, pkg));
  sh('npx', ['tsc', '-b', 'shared', 'server']);
  copyAssets(path.join(root, 'server'), SERVER_ASSETS);
  if (!client) return;
  const built = mtime(path.join(root, 'client', 'dist', 'index.html'));
  const inputs = Math.max(
    newest(path.join(root, 'client', 'src')),
    newest(path.join(root, 'shared', 'src')),
    mtime(path.join(root, 'client', 'index.html')),
    mtime(path.join(root, 'client', 'vite.config.ts')),
    mtime(path.join(root, 'client', 'bundle-report.ts')),
    mtime(path.join(root, 'openapi.json')),
  );
  if (built < inputs) {
    console.log('Building the client...');
    sh('npm', ['run', 'build', '-w', '@karat/client']);
  }
}
