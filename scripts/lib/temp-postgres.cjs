// Starts Debian's PostgreSQL in a temporary folder for tests (about a second with fsync off).
// As root the server must run as the 'postgres' user: initdb refuses to run as root.
const {execFileSync, spawnSync} = require('node:child_process');
const fs = require('node:fs');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');

function findBinDir() {
  const candidates = [process.env.PG_BIN];
  const base = '/usr/lib/postgresql';
  if (fs.existsSync(base)) {
    for (const v of fs.readdirSync(base).sort((a, b) => Number(b) - Number(a))) candidates.push(path.join(base, v, 'bin'));
  }
  const dir = candidates.find(d => d && fs.existsSync(path.join(d, 'initdb')));
  if (!dir) throw new Error('PostgreSQL is not installed: apt-get install -y postgresql');
  return dir;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const {port} = server.address();
      server.close(() => resolve(port));
    });
  });
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

function run(bin, args) {
  const result = isRoot() ? spawnSync('runuser', ['-u', 'postgres', '--', bin, ...args], {encoding: 'utf8'}) : spawnSync(bin, args, {encoding: 'utf8'});
  if (result.status !== 0) throw new Error(`${path.basename(bin)} failed: ${result.stderr || result.stdout}`);
  return result.stdout;
}

/**
 * Starts a cluster; returns {url, port, logFile, stop()}. url points at database 'postgres'.
 * Throw-away by default; with `dir` the cluster lives there and is reused (the benchmark's data).
 * `settings` adds -c options (e.g. shared_preload_libraries).
 */
async function startTempPostgres({dir, settings = {}} = {}) {
  const bin = findBinDir();
  const root = dir ? path.resolve(dir) : fs.mkdtempSync(path.join(os.tmpdir(), 'karat-pg-'));
  fs.mkdirSync(root, {recursive: true});
  if (isRoot()) execFileSync('chown', ['postgres', root]);
  const dataDir = path.join(root, 'data');
  const port = await freePort();
  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) {
    run(path.join(bin, 'initdb'), ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8', '--locale=C']);
  }
  const extra = Object.entries(settings)
    .map(([k, v]) => ` -c ${k}=${v}`)
    .join('');
  const opts = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200${extra}`;
  const logFile = path.join(root, 'log');
  run(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-o', opts, '-l', logFile, '-w', 'start']);
  let stopped = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    logFile,
    async stop() {
      if (stopped) return;
      stopped = true;
      try {
        // A kept cluster shuts down cleanly; a throw-away one is simply dropped.
        run(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-m', dir ? 'fast' : 'immediate', '-w', 'stop']);
      } finally {
        if (!dir) fs.rmSync(root, {recursive: true, force: true});
      }
    },
  };
}

module.exports = {startTempPostgres, freePort};
