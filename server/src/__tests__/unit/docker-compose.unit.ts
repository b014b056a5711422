import fs from 'node:fs';
import path from 'node:path';

// The compose file takes the database password from the environment, with no default.
const compose = fs.readFileSync(path.resolve(__dirname, '..', '..', '..', '..', 'docker-compose.yml'), 'utf8');
/** `${VAR...}` interpolations of the file (comments left out). */
const interpolations = (text: string) => [...text.replace(/^\s*#.*$/gm, '').matchAll(/\$\{(\w+)([^}]*)\}/g)].map(m => ({name: m[1], rest: m[2]}));

describe('docker-compose.yml', () => {
  it('requires POSTGRES_PASSWORD (${POSTGRES_PASSWORD:?...}) wherever it is used, never a default', () => {
    const uses = interpolations(compose).filter(i => i.name === 'POSTGRES_PASSWORD');
    expect(uses.length).toBeGreaterThanOrEqual(2);
    for (const use of uses) expect(use.rest).toMatch(/^:\?\S/);
  });

  it('gives no password variable a default (an empty one, as for the optional first admin, is no password)', () => {
    for (const use of interpolations(compose).filter(i => /PASSWORD|SECRET|TOKEN/.test(i.name))) {
      expect(use.rest, use.name).not.toMatch(/^:?-./);
    }
  });

  it('writes no literal password: POSTGRES_PASSWORD and DATABASE_URL take the variable', () => {
    expect(compose).toMatch(/^\s*POSTGRES_PASSWORD:\s*\$\{POSTGRES_PASSWORD:\?[^}]+\}\s*$/m);
    const url = /^\s*DATABASE_URL:\s*(.+?)\s*$/m.exec(compose)?.[1] ?? '';
    expect(url).toMatch(/^postgres:\/\/karat:\$\{POSTGRES_PASSWORD:\?[^}]+\}@db:5432\/karat$/);
  });

  it('runs two servers of one definition behind Caddy with the repository Caddyfile, reached only through it', () => {
    const services = [...compose.slice(0, compose.indexOf('\nvolumes:')).matchAll(/^ {2}(\w+):/gm)].map(m => m[1]);
    expect(services).toEqual(['db', 'server1', 'server2', 'proxy']);
    expect(compose).toMatch(/^ {2}server1: &server$/m);
    expect(compose).toMatch(/^ {2}server2: \*server$/m);
    // Each server believes the one proxy about the client's address, and shares DATA_DIR with the other.
    expect(compose).toMatch(/^\s*TRUST_PROXY: "1"$/m);
    expect(compose).toMatch(/^\s*- karat-data:\/app\/data$/m);
    expect(compose).toMatch(/^\s*- \.\/deploy\/Caddyfile:\/etc\/caddy\/Caddyfile:ro$/m);
    expect(compose).toMatch(/^\s*KARAT_UPSTREAMS: server1:3000 server2:3000$/m);
    // The one published port block is the proxy's.
    const proxy = compose.slice(compose.indexOf('  proxy:'));
    expect(compose.match(/^\s*ports:/gm)).toHaveLength(1);
    expect(proxy).toMatch(/^\s*ports:/m);
  });
});
