// `npm start`: install what is missing, build, migrate and serve on http://127.0.0.1:3000
// with the embedded database in DATA_DIR (or the PostgreSQL of DATABASE_URL).
import {spawn} from 'node:child_process';
import path from 'node:path';
import {ensureBuilt, ensureDependencies, root} from './lib/prepare.mjs';

ensureDependencies();
ensureBuilt();
// The server migrates the database itself before it listens.
const server = spawn(process.execPath, [path.join(root, 'server', 'dist', 'index.js')], {cwd: root, stdio: 'inherit'});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', code => process.exit(code ?? 0));
