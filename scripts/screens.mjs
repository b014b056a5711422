// `npm run screens`: the whole order life (client/e2e/order-life.spec.ts) against a fresh demo
// server, with SCREENS set so the test saves each desk as it passes, at 1366 x 768 and 1024 x 768,
// in docs/screens/ (shown in the README's "Screens").
import {spawnSync} from 'node:child_process';
import path from 'node:path';
import {startDemoServer} from './lib/demo-server.mjs';
import {ensureBuilt, ensureDependencies, root} from './lib/prepare.mjs';

ensureDependencies();
ensureBuilt();
const server = await startDemoServer();
let status;
try {
  ({status} = spawnSync('npx', ['playwright', 'test', 'e2e/order-life.spec.ts', '--project=own data'], {
    cwd: path.join(root, 'client'),
    env: {...process.env, E2E_BASE_URL: server.baseUrl, SCREENS: path.join(root, 'docs', 'screens')},
    stdio: 'inherit',
  }));
} finally {
  await server.stop();
}
process.exit(status ?? 1);
