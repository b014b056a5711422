// `npm run migrate|demo|seed|import|openapi`: like `npm start`, first installs what is missing and builds
// what is stale, so each works on a fresh clone; then runs the server's script with the arguments.
import {spawnSync} from 'node:child_process';
import path from 'node:path';
import {ensureBuilt, ensureDependencies, root} from './lib/prepare.mjs';

const SCRIPTS = {
  migrate: ['migrate.js'],
  demo: ['scripts', 'demo.js'],
  seed: ['scripts', 'seed.js'],
  import: ['scripts', 'import.js'],
  openapi: ['scripts', 'openapi-spec.js'],
};
const [name, ...args] = process.argv.slice(2);
if (!SCRIPTS[name]) {
  console.error(`usage: node scripts/server-cli.mjs ${Object.keys(SCRIPTS).join('|')} [arguments]`);
  process.exit(2);
}
ensureDependencies();
// The OpenAPI document comes from the server alone: the client is built from it (its SDK), so a
// client that already calls a new endpoint must not stop the document that declares it.
ensureBuilt({client: name !== 'openapi'});
const result = spawnSync(process.execPath, [path.join(root, 'server', 'dist', ...SCRIPTS[name]), ...args], {cwd: root, stdio: 'inherit'});
process.exit(result.status ?? 1);
