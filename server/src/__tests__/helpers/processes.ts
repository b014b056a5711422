import {spawn, spawnSync, type ChildProcess} from 'node:child_process';
import {once} from 'node:events';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/** A child process the test started, and how to end it. */
export interface Started {
  child: ChildProcess;
  url: string;
  stop(): Promise<void>;
}

async function stopped(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  await once(child, 'exit');
}

/** Resolves with the first match of `pattern` in the child's output, or rejects when it exits first. */
function printed(child: ChildProcess, pattern: RegExp): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    const read = (chunk: Buffer) => {
      output += String(chunk);
      const found = pattern.exec(output);
      if (found) resolve(found[1]);
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', code => reject(new Error(`${child.spawnfile} exited (${code}) before it was ready:\n${output}`)));
  });
}

/** The production server (server/dist/index.js) as its own process, on a free port. */
export async function startServerProcess(env: NodeJS.ProcessEnv): Promise<Started> {
  const child = spawn(process.execPath, [path.resolve(__dirname, '..', '..', 'index.js')], {
    env: {...process.env, PORT: '0', HOST: '127.0.0.1', CLIENT_DIST: '/nonexistent', JOBS: 'off', ...env},
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const url = await printed(child, /Karat is running at (http:\/\/\S+)/);
  return {child, url, stop: () => stopped(child)};
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const {port} = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The repository's deploy/Caddyfile: Debian's caddy in front of `upstreams`, on plain HTTP. */
export async function startCaddy(upstreams: string[], home: string): Promise<Started> {
  if (spawnSync('caddy', ['version']).status !== 0) throw new Error('Caddy is not installed: apt-get install -y caddy');
  const caddyfile = path.resolve(__dirname, '..', '..', '..', '..', 'deploy', 'Caddyfile');
  if (!fs.existsSync(caddyfile)) throw new Error(`${caddyfile} is missing`);
  const url = `http://127.0.0.1:${await freePort()}`;
  const child = spawn('caddy', ['run', '--config', caddyfile, '--adapter', 'caddyfile'], {
    env: {
      PATH: process.env.PATH,
      HOME: home,
      XDG_DATA_HOME: home,
      XDG_CONFIG_HOME: home,
      KARAT_SITE: url,
      KARAT_UPSTREAMS: upstreams.join(' '),
      CADDY_ADMIN: 'off',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await printed(child, /("serving initial configuration")/);
  return {child, url, stop: () => stopped(child)};
}
