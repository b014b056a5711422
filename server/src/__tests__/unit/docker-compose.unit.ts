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
});
